import Box from '@mui/material/Box';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SignInCard } from '@/features/auth/components/sign-in-card';
import { redirectTarget } from '@/lib/redirect-target';
import { useAuth } from '@/session/hooks/use-auth';

export default function AuthRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();

  // Signed in, before or just now: straight to the target. While the session is still unknown the card shows,
  // as it does in the page drawn at build time, for the visitor who came here to sign in.
  if (user) return <Navigate to={redirectTarget(searchParams.get('redirect'), paths.dashboard.getHref())} replace />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      <SignInCard />
    </Box>
  );
}
