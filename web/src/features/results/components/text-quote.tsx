import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TextQuoteProps {
  children: ReactNode;
  /** Still being written: screen readers wait for it rather than read every word. */
  busy?: boolean;
  /** Not the text it will be: the old one before the first words, or a draft being polished. */
  faded?: boolean;
  sx?: SxProps<Theme>;
}

/** A text as the page shows it: quoted, with its line breaks. */
export function TextQuote({ children, busy = false, faded = false, sx }: TextQuoteProps) {
  return (
    <Typography
      component="blockquote"
      aria-busy={busy || undefined}
      sx={[
        {
          m: 0,
          mt: 3,
          mb: 1,
          p: { xs: 2, sm: 3 },
          borderLeft: 4,
          borderColor: 'secondary.main',
          bgcolor: 'grey.50',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          fontSize: '1.05rem',
          lineHeight: 1.75,
          color: faded ? 'text.secondary' : 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
