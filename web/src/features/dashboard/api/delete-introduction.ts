import { graphql } from '@/graphql/__generated__';

export const DeleteIntroductionDocument = graphql(`
  mutation DeleteIntroduction($id: Int!) {
    deleteIntroduction(id: $id)
  }
`);
