import { graphql } from '@/graphql/__generated__';

// One text's history and what it can become: the version list and the Refine buttons share this one request.
export const IntroductionVersionsDocument = graphql(`
  query IntroductionVersions($id: Int!, $purpose: TextKind!) {
    introduction(id: $id) {
      id
      versions(purpose: $purpose) {
        id
        purpose
        text
        origin
        writer
        createdAt
      }
      refinements(purpose: $purpose)
    }
  }
`);

export const EditIntroductionDocument = graphql(`
  mutation EditIntroduction($input: EditIntroductionInput!) {
    editIntroduction(input: $input) {
      ...IntroductionTextsFields
    }
  }
`);

export const RestoreIntroductionVersionDocument = graphql(`
  mutation RestoreIntroductionVersion($input: RestoreVersionInput!) {
    restoreIntroductionVersion(input: $input) {
      ...IntroductionTextsFields
    }
  }
`);

// Answers once the writing has started; the writing's events bring the new text.
export const RefineIntroductionDocument = graphql(`
  mutation RefineIntroduction($input: RefineIntroductionInput!) {
    refineIntroduction(input: $input, stream: true) {
      id
    }
  }
`);
