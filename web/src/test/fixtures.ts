import { GraphQLError } from 'graphql';

export function viewer(role: 'user' | 'admin' = 'user', isPremium = false) {
  return {
    id: 'user-1',
    username: 'ada@example.com',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    role,
    isPremium,
  };
}

export function credits(remaining: number, premium = false) {
  return {
    remaining: premium ? -1 : remaining,
    dailyAllowance: 3,
    unlimited: premium,
    isPremium: premium,
    isSubscribed: false,
    subscriptionStatus: null,
    nextBillingDate: null,
  };
}

/** A GraphQL error as the server sends it, with its `extensions.code`. */
export function apiError(code: string, message = code, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}
