import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';

const LOGIN_FALLBACK = 'Invalid credentials or insufficient permissions';

export interface AdminCredentials {
  email: string;
  password: string;
}

export function useAdminLogin() {
  const { login: signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const login = async (credentials: AdminCredentials) => {
    setBusy(true);
    try {
      await signIn({ method: 'admin-login', body: credentials });
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
