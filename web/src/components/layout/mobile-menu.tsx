import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense } from 'react';
import type { NavItem } from './nav-items';
import { useLazyOverlay } from './use-lazy-overlay';

// The drawer (modal, focus trap, transitions) is downloaded on the first tap, not with every page.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

interface MobileMenuProps {
  items: NavItem[];
  onLogout?: () => void;
}

export function MobileMenu({ items, onLogout }: MobileMenuProps) {
  const drawer = useLazyOverlay();
  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton
        aria-label="Open menu"
        aria-controls={drawer.mounted ? 'mobile-menu' : undefined}
        aria-expanded={drawer.open}
        onClick={drawer.show}
      >
        <MenuIcon />
      </IconButton>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={drawer.open} items={items} onClose={drawer.hide} onLogout={onLogout} />
        </Suspense>
      )}
    </Box>
  );
}
