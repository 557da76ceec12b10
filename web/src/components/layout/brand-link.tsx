import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

// As tall as its name's line from the start, so a page painted before its HTML is all parsed (the icon, not yet the
// name) does not move the link when the name arrives.
export function BrandLink() {
  return (
    <Link
      component={RouterLink}
      to={paths.home.getHref()}
      underline="none"
      aria-label="FirstWords home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: '1.875rem',
        gap: 1,
        fontWeight: 800,
        fontSize: '1.25rem',
        color: 'primary.main',
      }}
    >
      <ChatBubbleOutlineIcon sx={{ color: 'secondary.main' }} aria-hidden />
      FirstWords
    </Link>
  );
}
