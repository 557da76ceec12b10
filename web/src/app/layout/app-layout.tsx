import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AdminHeader } from '@/features/admin/components/admin-header';
import { FeedbackButton } from './feedback-button';
import { NavBar } from '@/components/layout/nav-bar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';

const ADMIN_PATHS: string[] = [paths.adminLogin.path, paths.adminDashboard.path];

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 16, zIndex: 'tooltip', bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to main content
      </Link>
      {ADMIN_PATHS.includes(pathname) ? <AdminHeader /> : <NavBar />}
      {/* At least a screen tall, so the footer never shows below a page that is still loading and then jumps. */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <FeedbackButton />
    </Box>
  );
}
