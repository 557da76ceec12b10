import Box from '@mui/material/Box';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { AdminSignedInCard } from '@/features/admin/components/admin-signed-in-card';
import { useAuth } from '@/session/hooks/use-auth';

export default function AdminLoginRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      {user?.role === 'admin' ? <AdminSignedInCard /> : <AdminLoginForm />}
    </Box>
  );
}
