import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { cutForPreview, LINKEDIN_CUT } from '../linkedin-cut';

type Device = keyof typeof LINKEDIN_CUT;

/** The About section as LinkedIn shows it before "see more", so the person sees whether the hook survives. */
export function LinkedInPreview({ text }: { text: string }) {
  const [device, setDevice] = useState<Device>('phone');
  const [expanded, setExpanded] = useState(false);
  const { shown, cut, firstSentenceFits } = cutForPreview(text, LINKEDIN_CUT[device]);

  return (
    <Box component="section" aria-labelledby="linkedin-preview-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="linkedin-preview-title" variant="subtitle2" component="h2">
          As LinkedIn shows it
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, value: Device | null) => value && (setDevice(value), setExpanded(false))}
          aria-label="Preview on"
        >
          <ToggleButton value="phone">Phone</ToggleButton>
          <ToggleButton value="desktop">Desktop</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: device === 'phone' ? 390 : 'none' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1 }}>
          About
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="linkedin-preview-text">
          {expanded || !cut ? text : shown}
          {cut && !expanded && (
            <>
              {'…'}
              <Link component="button" type="button" variant="body2" onClick={() => setExpanded(true)} sx={{ verticalAlign: 'baseline' }}>
                see more
              </Link>
            </>
          )}
        </Typography>
      </Paper>
      <Typography variant="body2" color={firstSentenceFits ? 'text.secondary' : 'warning.dark'} sx={{ mt: 1 }}>
        {firstSentenceFits
          ? `Your first sentence shows before "see more" on ${device === 'phone' ? 'a phone' : 'a desktop'}.`
          : `Your first sentence is cut off on ${device === 'phone' ? 'a phone' : 'a desktop'}: a shorter opening keeps the hook in view.`}
      </Typography>
    </Box>
  );
}
