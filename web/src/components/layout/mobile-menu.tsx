import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  items: NavItem[];
  onLogout?: () => void;
}

export function MobileMenu({ items, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
      <IconButton aria-label="Open menu" aria-controls="mobile-menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box component="nav" id="mobile-menu" aria-label="Mobile" sx={{ width: 260, pt: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <IconButton aria-label="Close menu" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {items.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} end onClick={close}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            {onLogout && (
              <ListItemButton
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                <ListItemText primary="Logout" />
              </ListItemButton>
            )}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
