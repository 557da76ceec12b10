import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface MobileMenuDrawerProps {
  open: boolean;
  items: NavItem[];
  onClose: () => void;
  onLogout?: () => void;
}

export default function MobileMenuDrawer({ open, items, onClose, onLogout }: MobileMenuDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" id="mobile-menu" aria-label="Mobile" sx={{ width: 260, pt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              onClick={onClose}
              // The page you are on stands out, as in the wide navigation bar.
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          {onLogout && (
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemText primary="Logout" />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
