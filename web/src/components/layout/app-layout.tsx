import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Outlet } from 'react-router';
import { FeedbackButton } from './feedback-button';
import { NavBar } from './nav-bar';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Link
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 16, zIndex: 'tooltip', bgcolor: 'background.paper', p: 1 } }}
      >
        Skip to main content
      </Link>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <FeedbackButton />
    </Box>
  );
}
