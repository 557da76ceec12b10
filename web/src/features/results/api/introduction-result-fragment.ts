import { graphql } from '@/graphql/__generated__';

// One text as it stands while it is written.
export const WritingDraftFieldsFragment = graphql(`
  fragment WritingDraftFields on Draft {
    purpose
    text
    state
  }
`);

// What the result page shows of an introduction: its query and the writing's last event select the same, so that
// event updates the page through the cache.
export const IntroductionResultFieldsFragment = graphql(`
  fragment IntroductionResultFields on Introduction {
    ...IntroductionTextsFields
    purpose
    achievements
    cvText
    advert
    createdAt
    myRating {
      id
      rating
      comment
    }
    drafts {
      ...WritingDraftFields
    }
  }
`);

// Where a draft event is kept: the introduction's drafts, merged by purpose (lib/drafts-merge.ts).
export const IntroductionDraftsFragment = graphql(`
  fragment IntroductionDrafts on Introduction {
    id
    drafts {
      ...WritingDraftFields
    }
  }
`);
