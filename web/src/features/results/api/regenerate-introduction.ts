import { graphql } from '@/graphql/__generated__';

// Selects what the result page shows, so the cache updates the page in place.
export const RegenerateIntroductionDocument = graphql(`
  mutation RegenerateIntroduction($id: Int!) {
    regenerateIntroduction(id: $id) {
      id
      purpose
      introductions {
        linkedin
        job
        pitch
        business
      }
    }
  }
`);
