import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_COMPONENTS } from '@/components/ui/toast-content';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* One toast at a time, 5 s each (spec section 9). */}
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        Components={TOAST_COMPONENTS}
      >
        <ApolloProvider client={client}>
          <AuthProvider>{children}</AuthProvider>
        </ApolloProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
