import { graphql } from '@/graphql/__generated__';

export const RegenerateIntroductionDocument = graphql(`
  mutation RegenerateIntroduction($id: Int!) {
    regenerateIntroduction(id: $id) {
      purpose
      ...IntroductionTextsFields
    }
  }
`);
