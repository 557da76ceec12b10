import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { NavLink } from 'react-router';
import { useAuth } from '@/session/hooks/use-auth';
import { BrandLink } from './brand-link';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { useLogoutAction } from './use-logout-action';

export function NavBar() {
  const { user, loading } = useAuth();
  const logout = useLogoutAction();
  // Until the session is known, show only the links everyone sees; the bar keeps Sign In's place, so the links do
  // not move when a visitor's session turns out to be none (most visitors of the public pages).
  const items = navItems(loading ? null : user);
  const shown = items.filter((item) => !loading || item.label !== 'Sign In');
  const onLogout = user ? () => void logout() : undefined;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
          <BrandLink />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, alignItems: 'center' }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                {...(!shown.includes(item) && { 'aria-hidden': true, tabIndex: -1 })}
                sx={{
                  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  visibility: shown.includes(item) ? 'visible' : 'hidden',
                }}
              >
                {item.label}
              </Button>
            ))}
            {onLogout && (
              <Button variant="outlined" onClick={onLogout} sx={{ ml: 1 }}>
                Logout
              </Button>
            )}
          </Box>
          <MobileMenu items={shown} onLogout={onLogout} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
