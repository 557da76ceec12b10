import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useToast } from '@/lib/toast';
import type { LoginRequest } from '@/session/api/auth-requests';
import { useAuth } from '@/session/hooks/use-auth';
import { AppConfigDocument } from '../api/app-config-query';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { DevSignInDialog } from './dev-sign-in-dialog';

const LOGIN_FALLBACK = 'An error occurred. Please try again.';

/** "Continue with Google"; the route redirects once the user is known. */
export function SignInCard() {
  const { login } = useAuth();
  const toast = useToast();
  const { data: config, error: configError } = useQuery(AppConfigDocument);
  const [busy, setBusy] = useState(false);
  const [devDialogOpen, setDevDialogOpen] = useState(false);

  const signIn = useCallback(
    async (request: LoginRequest) => {
      setBusy(true);
      try {
        const user = await login(request);
        setDevDialogOpen(false);
        toast({
          title: 'Login Successful',
          description: `Welcome to FirstWords, ${user.displayName || user.username}!`,
          variant: 'success',
        });
      } catch (error) {
        const description = error instanceof Error && error.message ? error.message : LOGIN_FALLBACK;
        toast({ title: 'Login Failed', description, variant: 'destructive' });
      } finally {
        setBusy(false);
      }
    },
    [login, toast],
  );

  const onGoogleError = useCallback(() => {
    setBusy(false);
    toast({ title: 'Login Failed', description: 'Google login failed. Please try again.', variant: 'destructive' });
  }, [toast]);
  const onCredential = useCallback((credential: string) => void signIn({ method: 'google', body: { credential } }), [signIn]);
  const { start: startGoogle, buttonHostRef } = useGoogleSignIn({
    clientId: config?.appConfig.googleClientId,
    onCredential,
    onError: onGoogleError,
  });

  const handleContinue = () => {
    if (config?.appConfig.devSignIn) return setDevDialogOpen(true);
    if (config?.appConfig.googleClientId) return void startGoogle();
    toast({ title: 'Login Failed', description: LOGIN_FALLBACK, variant: 'destructive' });
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Welcome to FirstWords
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Sign in to create, save and refine your professional introductions.
        </Typography>
        <Button
          fullWidth
          size="large"
          variant="contained"
          onClick={handleContinue}
          disabled={busy || (!config && !configError)}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <GoogleIcon />}
        >
          {busy ? 'Signing in...' : 'Continue with Google'}
        </Button>
        <Box ref={buttonHostRef} sx={{ display: 'flex', justifyContent: 'center', mt: 2, '&:empty': { mt: 0 } }} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          By continuing, you agree to our <Link href="#">Terms of Service</Link> and <Link href="#">Privacy Policy</Link>.
        </Typography>
      </CardContent>
      <DevSignInDialog
        open={devDialogOpen}
        busy={busy}
        onClose={() => setDevDialogOpen(false)}
        onSubmit={(email, name) => void signIn({ method: 'dev-login', body: { email, name } })}
      />
    </Card>
  );
}
