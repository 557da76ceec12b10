import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client';
import { MeDocument } from '@/session/api/me-query';
import { AppProviders } from './providers';
import { routes } from './router';

const client = createApolloClient();
// Every signed-in page waits for the session: ask for it now, while React draws its first frame, rather than
// after. The provider's own query joins this one; its outcome, failure included, is the provider's to show.
void client.query({ query: MeDocument }).catch(() => undefined);

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A page drawn at build time is hydrated with its screen already loaded: the router would otherwise draw its
 * loading fallback first, which is not what the HTML shows.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }): Promise<AppRouter> {
  if (hydrating) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
