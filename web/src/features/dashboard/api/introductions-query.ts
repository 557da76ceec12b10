import { graphql } from '@/graphql/__generated__';

export const IntroductionsDocument = graphql(`
  query Introductions {
    introductions {
      id
      purpose
      createdAt
      preview
    }
  }
`);
