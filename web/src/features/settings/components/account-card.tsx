import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { useSignOutEverywhere } from '../hooks/use-sign-out-everywhere';

const WHAT_GOES =
  'Your introductions, ratings, feedback and profile are deleted, and you are signed out. Payments stay on record without your details.';

/** Signing out on every device, and deleting the account. */
export function AccountCard() {
  const [confirming, setConfirming] = useState(false);
  const { deleteAccount, deleting } = useDeleteAccount();
  const { signOutEverywhere, signingOut } = useSignOutEverywhere();

  return (
    <Card component="section" aria-labelledby="account-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Your account
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Lost a device, or signed in somewhere you should not have? This signs you out on every device.
        </Typography>
        <Button variant="outlined" onClick={() => void signOutEverywhere()} disabled={signingOut} sx={{ mb: 3 }}>
          {signingOut ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
          Delete my account
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {WHAT_GOES}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </CardContent>
      <Dialog
        open={confirming}
        onClose={deleting ? undefined : () => setConfirming(false)}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-description"
      >
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-description">{WHAT_GOES} This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleting}
            onClick={() => void deleteAccount().then((done) => !done && setConfirming(false))}
          >
            {deleting ? 'Deleting...' : 'Delete account'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
