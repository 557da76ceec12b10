import { graphql } from '@/graphql/__generated__';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      username
      email
      displayName
      photoURL
      role
      isPremium
    }
  }
`);
