import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const FOOTER_LINKS = ['About', 'Privacy', 'Terms', 'Contact'];
// Room below the links, so the floating feedback button never covers them.
const FAB_CLEARANCE = 12;

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 4, pb: FAB_CLEARANCE, mt: 'auto', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Stack component="nav" aria-label="Footer" direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            {FOOTER_LINKS.map((label) => (
              <Link key={label} component={RouterLink} to={paths.home.getHref()} color="text.secondary" underline="hover">
                {label}
              </Link>
            ))}
          </Stack>
          {/* The pages drawn at build time carry the build's year, which the browser corrects without complaint. */}
          <Typography variant="body2" color="text.secondary" suppressHydrationWarning>
            © {new Date().getFullYear()} FirstWords. All rights reserved.
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
