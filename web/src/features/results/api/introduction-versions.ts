import { graphql } from '@/graphql/__generated__';

export const IntroductionVersionsDocument = graphql(`
  query IntroductionVersions($id: Int!, $purpose: String!) {
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

export const IntroductionRefinementsDocument = graphql(`
  query IntroductionRefinements($id: Int!, $purpose: String!) {
    introduction(id: $id) {
      id
      refinements(purpose: $purpose)
    }
  }
`);

export const RefineIntroductionDocument = graphql(`
  mutation RefineIntroduction($input: RefineIntroductionInput!) {
    refineIntroduction(input: $input) {
      ...IntroductionTextsFields
    }
  }
`);
