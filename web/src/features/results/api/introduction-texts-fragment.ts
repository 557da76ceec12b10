import { graphql } from '@/graphql/__generated__';

// What the result page shows of a changed introduction, so the cache updates the page in place.
export const IntroductionTextsFieldsFragment = graphql(`
  fragment IntroductionTextsFields on Introduction {
    id
    introductions {
      linkedin
      job
      pitch
      business
      headline
    }
  }
`);
