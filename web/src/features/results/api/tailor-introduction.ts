import { graphql } from '@/graphql/__generated__';

// Answers once the writing has started; the writing's events bring the new texts and the advert kept with them.
export const TailorIntroductionDocument = graphql(`
  mutation TailorIntroduction($input: TailorIntroductionInput!) {
    tailorIntroduction(input: $input, stream: true) {
      id
    }
  }
`);
