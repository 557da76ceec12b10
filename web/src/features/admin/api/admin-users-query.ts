import { graphql } from '@/graphql/__generated__';

export const AdminUsersDocument = graphql(`
  query AdminUsers($offset: Int!, $limit: Int!) {
    adminUsers(offset: $offset, limit: $limit) {
      total
      items {
        id
        username
        email
        firstName
        lastName
        remainingCredits
        isPremium
        isSubscribed
        subscriptionStatus
        creditsReversed
        createdAt
      }
    }
  }
`);
