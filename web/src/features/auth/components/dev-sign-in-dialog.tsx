import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface DevSignInDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (email: string, name?: string) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function DevSignInDialog({ open, busy, onClose, onSubmit }: DevSignInDialogProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const emailError = !EMAIL_PATTERN.test(email.trim()) ? 'Enter a valid e-mail address' : '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError) return;
    onSubmit(email.trim(), name.trim() || undefined);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="dev-sign-in-title" fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="dev-sign-in-title">Development sign-in</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Google sign-in is not configured here. Choose any e-mail address to continue.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={touched && Boolean(emailError)}
              helperText={touched ? emailError : undefined}
            />
            <TextField label="Name (optional)" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
