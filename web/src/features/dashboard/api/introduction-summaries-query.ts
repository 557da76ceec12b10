import { graphql } from '@/graphql/__generated__';

export const IntroductionSummariesDocument = graphql(`
  query IntroductionSummaries($cursor: String) {
    introductionSummaries(cursor: $cursor) {
      items {
        id
        purpose
        createdAt
        preview
      }
      nextCursor
    }
  }
`);
