import { graphql } from '@/graphql/__generated__';

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);
