import { createBrowserRouter, RouterProvider } from 'react-router';
import { MeDocument } from '@/features/auth/api/me-query';
import { createApolloClient } from '@/lib/apollo-client';
import { AppProviders } from './providers';
import { routes } from './router';

const client = createApolloClient();
// Every signed-in page waits for the session: ask for it now, while React draws its first frame, rather than
// after. The provider's own query joins this one; its outcome, failure included, is the provider's to show.
void client.query({ query: MeDocument }).catch(() => undefined);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
