import { graphql } from '@/graphql/__generated__';

export const ProfileDocument = graphql(`
  query Profile {
    profile {
      ...ProfileFields
    }
  }
`);
