import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';
import { AuthProvider } from '@/session/components/auth-provider';
import { theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloProvider>
      <ToastHost />
    </ThemeProvider>
  );
}
