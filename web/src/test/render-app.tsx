import { SchemaLink } from '@apollo/client/link/schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { loadResults, routes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo-client';
import { createMockSchema, type SchemaOverrides } from './mock-schema';
import { createSubscriptionFeed } from './subscription-feed';

// The generator fetches the result page's code while the person answers: a file that ends before it has arrived
// tears the environment down under its imports (an unhandled error that fails the run), so every file waits for it.
afterAll(async () => {
  await loadResults();
});

interface RenderAppOptions extends SchemaOverrides {
  route?: string;
  /** For tests that drive fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** The whole app (providers, layout, lazy routes) over a mocked GraphQL schema; `subscriptions` sends their events. */
export function renderApp({ route = '/', advanceTimers, ...overrides }: RenderAppOptions = {}) {
  const schema = createMockSchema(overrides);
  const subscriptions = createSubscriptionFeed(schema);
  const client = createApolloClient(new SchemaLink({ schema }), subscriptions.link);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, client, router, user, subscriptions };
}
