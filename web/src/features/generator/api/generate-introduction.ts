import { graphql } from '@/graphql/__generated__';

export const GenerateIntroductionDocument = graphql(`
  mutation GenerateIntroduction($input: GenerateIntroductionInput!) {
    generateIntroduction(input: $input) {
      id
    }
  }
`);
