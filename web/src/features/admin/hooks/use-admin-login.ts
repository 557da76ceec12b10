import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { storeAuthToken, storeUserId } from '@/lib/session-storage';
import { useToast } from '@/lib/toast';
import { postAdminLogin, type AdminCredentials } from '../api/admin-login';

const LOGIN_FALLBACK = 'Invalid credentials or insufficient permissions';

export function useAdminLogin() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const login = async (credentials: AdminCredentials) => {
    setBusy(true);
    try {
      const { user, token } = await postAdminLogin(credentials);
      // The same session entries and cache reset as every other sign-in (features/auth).
      storeUserId(user.id);
      storeAuthToken(token);
      await client.resetStore();
      toast({ title: 'Admin Login Successful', description: 'Welcome to the admin dashboard', variant: 'success' });
      await navigate(paths.adminDashboard.getHref());
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : LOGIN_FALLBACK;
      toast({ title: 'Login Failed', description, variant: 'destructive' });
      setBusy(false);
    }
  };

  return { login, busy };
}
