import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { RetryLink } from '@apollo/client/link/retry';
import { identityHeaders } from './identity-headers';
import { mutationCacheEffectsLink } from './mutation-cache-effects';

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

/** `terminatingLink` lets tests execute operations against a mocked schema. */
export function createApolloClient(terminatingLink: ApolloLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' })) {
  return new ApolloClient({
    link: ApolloLink.from([identityLink, introductionRetryLink, mutationCacheEffectsLink, terminatingLink]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
