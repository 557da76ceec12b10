import { graphql } from '@/graphql/__generated__';

export const SetUserPremiumDocument = graphql(`
  mutation SetUserPremium($userId: ID!, $isPremium: Boolean!) {
    setUserPremium(userId: $userId, isPremium: $isPremium) {
      id
      isPremium
      remainingCredits
    }
  }
`);
