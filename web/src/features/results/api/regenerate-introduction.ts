import { graphql } from '@/graphql/__generated__';

// Answers once the writing has started; the writing's events bring the new texts.
export const RegenerateIntroductionDocument = graphql(`
  mutation RegenerateIntroduction($id: Int!) {
    regenerateIntroduction(id: $id, stream: true) {
      id
    }
  }
`);
