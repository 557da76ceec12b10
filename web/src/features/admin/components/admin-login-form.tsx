import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAdminLogin } from '../hooks/use-admin-login';

export function AdminLoginForm() {
  const { login, busy } = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login({ email: email.trim(), password });
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent component="form" onSubmit={handleSubmit} aria-labelledby="admin-login-title" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <AdminPanelSettingsOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography id="admin-login-title" variant="h4" component="h1">
            Admin Login
          </Typography>
          <Typography color="text.secondary">Login to access the admin dashboard</Typography>
        </Stack>
        <Stack spacing={2.5}>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={busy}
            required
            fullWidth
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={busy}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? 'Logging in...' : 'Login as Admin'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
