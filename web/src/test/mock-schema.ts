import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
// The schema the server emits (npm run schema:emit -w api), so mocks can never drift from the real API.
import typeDefs from '../../../schema.graphql?raw';

type MockResolvers = Parameters<typeof addMocksToSchema>[0]['resolvers'];

export interface SchemaOverrides {
  mocks?: IMocks;
  resolvers?: MockResolvers;
}

const DEFAULT_MOCKS: IMocks = {
  DateTimeISO: () => '2024-01-05T10:00:00.000Z',
  Query: () => ({ me: null }),
  // Nothing is being written unless a test says so.
  Introduction: () => ({ drafts: null }),
  // No headline (an introduction written before them) unless a test gives one.
  IntroductionTexts: () => ({ headline: null }),
  AppConfig: () => ({ devSignIn: true, googleClientId: null, stripePublishableKey: null, paymentsTestMode: true }),
  Credits: () => ({
    remaining: 3,
    dailyAllowance: 3,
    unlimited: false,
    isPremium: false,
    isSubscribed: false,
    subscriptionStatus: null,
    nextBillingDate: null,
  }),
};

/** The contract schema with mocks; `resolvers` answer what a test cares about. */
export function createMockSchema({ mocks, resolvers }: SchemaOverrides = {}) {
  return addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs }),
    mocks: { ...DEFAULT_MOCKS, ...mocks },
    resolvers,
    preserveResolvers: false,
  });
}
