import { graphql } from '@/graphql/__generated__';

export const IntroductionSummariesDocument = graphql(`
  query IntroductionSummaries {
    introductionSummaries {
      id
      purpose
      createdAt
      preview
    }
  }
`);
