import { graphql } from '@/graphql/__generated__';

export const RateIntroductionDocument = graphql(`
  mutation RateIntroduction($input: RateIntroductionInput!) {
    rateIntroduction(input: $input) {
      id
      introductionId
      rating
      comment
    }
  }
`);
