import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { RetryLink } from '@apollo/client/link/retry';
import { mergeDrafts } from './drafts-merge';
import { identityHeaders } from './identity-headers';
import { mutationCacheEffectsLink } from './mutation-cache-effects';
import { SseLink } from './sse-link';

const identityLink = new SetContextLink(({ headers }) => ({
  headers: { ...headers, ...identityHeaders() },
}));

// The single-introduction fetch is retried once on a network failure (docs/product.md, Web client behaviour);
// nothing else retries, and a GraphQL error such as NOT_FOUND never does.
const introductionRetryLink = new RetryLink({
  delay: { initial: 300, jitter: true },
  attempts: (attempt, operation) => attempt < 2 && operation.operationName === 'Introduction',
});

function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // Objects without ids: merge partial selections instead of replacing them.
      AppConfig: { merge: true },
      Credits: { merge: true },
      Profile: { merge: true },
      IntroductionTexts: { merge: true },
      Introduction: { fields: { drafts: { merge: mergeDrafts } } },
      Query: {
        fields: {
          // "Show more" appends the next page to the list already shown; a first page replaces it.
          introductionSummaries: {
            keyArgs: false,
            merge(existing: { items: unknown[] } | undefined, incoming: { items: unknown[] }, { args }) {
              return args?.cursor && existing ? { ...incoming, items: [...existing.items, ...incoming.items] } : incoming;
            },
          },
        },
      },
    },
  });
}

const httpLink = () => new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

// Subscriptions stream at their own path, with the same session cookie and identity headers as every other call.
const sseLink = () => new SseLink({ url: '/graphql/stream', credentials: 'same-origin', headers: () => identityHeaders() });

const isSubscription = (operation: ApolloLink.Operation) => operation.operationType === 'subscription';

/**
 * Queries and mutations go to `terminatingLink`, subscriptions to `subscriptionLink`; tests pass links that answer
 * from a mocked schema.
 */
export function createApolloClient(terminatingLink: ApolloLink = httpLink(), subscriptionLink: ApolloLink = sseLink()) {
  return new ApolloClient({
    link: ApolloLink.from([
      identityLink,
      introductionRetryLink,
      mutationCacheEffectsLink,
      ApolloLink.split(isSubscription, subscriptionLink, terminatingLink),
    ]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
