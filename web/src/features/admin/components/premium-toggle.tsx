import Button from '@mui/material/Button';
import { adminUserName, type AdminUserRow } from '../admin-format';
import { useSetUserPremium } from '../hooks/use-set-user-premium';

export function PremiumToggle({ user }: { user: AdminUserRow }) {
  const { setPremium, updating } = useSetUserPremium();
  const name = user.email ?? adminUserName(user);
  const action = user.isPremium ? 'Revoke Premium' : 'Grant Premium';
  return (
    <Button
      size="small"
      variant="outlined"
      color={user.isPremium ? 'error' : 'primary'}
      disabled={updating}
      aria-label={`${action} for ${name}`}
      onClick={() => void setPremium(user.id, !user.isPremium, name)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {action}
    </Button>
  );
}
