import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client';
import { AppProviders } from './providers';
import { routes } from './router';

const client = createApolloClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
