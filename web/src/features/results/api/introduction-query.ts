import { graphql } from '@/graphql/__generated__';

export const IntroductionDocument = graphql(`
  query Introduction($id: Int!) {
    introduction(id: $id) {
      ...IntroductionResultFields
    }
  }
`);
