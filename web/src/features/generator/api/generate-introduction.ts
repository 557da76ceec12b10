import { graphql } from '@/graphql/__generated__';

// Answers once the writing has started: the result page follows it.
export const GenerateIntroductionDocument = graphql(`
  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {
    generateIntroduction(input: $input, stream: true) {
      id
    }
  }
`);
