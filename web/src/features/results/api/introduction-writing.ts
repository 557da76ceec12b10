import { graphql } from '@/graphql/__generated__';

// Each text as it grows, then the introduction with its stored texts (over /graphql/stream).
export const IntroductionWritingDocument = graphql(`
  subscription IntroductionWriting($id: Int!) {
    introductionWriting(id: $id) {
      draft {
        ...WritingDraftFields
      }
      introduction {
        ...IntroductionResultFields
      }
    }
  }
`);
