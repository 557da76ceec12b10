import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

export function SignInPrompt() {
  return (
    <Card component="section" aria-labelledby="sign-in-prompt-title">
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography id="sign-in-prompt-title" variant="h5" component="h2" gutterBottom>
          Please Sign In
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in to see your credits and buy more.
        </Typography>
        <Button component={RouterLink} to={paths.auth.getHref('credits')} variant="contained">
          Sign In
        </Button>
      </CardContent>
    </Card>
  );
}
