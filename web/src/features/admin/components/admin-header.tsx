import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/session/hooks/use-auth';
import { useAdminLogout } from '../hooks/use-admin-logout';

/** The header of the admin pages, in place of the site's navigation bar. */
export function AdminHeader() {
  const { user } = useAuth();
  const logout = useAdminLogout();

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Link
            component={RouterLink}
            to={paths.adminDashboard.getHref()}
            underline="none"
            color="inherit"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 800,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              whiteSpace: 'nowrap',
            }}
          >
            <AdminPanelSettingsOutlinedIcon aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
            Admin Portal
          </Link>
          <Box component="nav" aria-label="Admin" sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, alignItems: 'center' }}>
            <Button component={NavLink} to={paths.adminDashboard.getHref()} color="inherit">
              Dashboard
            </Button>
            <Button component={RouterLink} to={paths.home.getHref()} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              Main Site
            </Button>
            {user && (
              <Button variant="outlined" color="inherit" onClick={() => void logout()}>
                Logout
              </Button>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
