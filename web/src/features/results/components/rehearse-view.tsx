import CloseIcon from '@mui/icons-material/Close';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { countWords, TEXT_LIMITS, type TextKind, WORDS_PER_MINUTE } from '@firstwords/contracts';
import { purposeLabel } from '@/lib/purposes';
import { useStopwatch } from '../hooks/use-stopwatch';

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface RehearseProps {
  purpose: TextKind;
  text: string;
}

/** "Rehearse": the text full screen in large type, a timer against the purpose's target, optional scrolling. */
export function RehearseButton({ purpose, text }: RehearseProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<RecordVoiceOverIcon />} onClick={() => setOpen(true)}>
        Rehearse
      </Button>
      {open && <RehearseView purpose={purpose} text={text} onClose={() => setOpen(false)} />}
    </>
  );
}

function RehearseView({ purpose, text, onClose }: RehearseProps & { onClose: () => void }) {
  const targetMs = (TEXT_LIMITS[purpose].targetSeconds ?? 60) * 1000;
  const { elapsedMs, running, toggle, reset } = useStopwatch();
  const [scrolling, setScrolling] = useState(false);
  const [pace, setPace] = useState(WORDS_PER_MINUTE);
  const reader = useRef<HTMLDivElement>(null);

  // Scrolling follows the clock: at the chosen pace the last word reaches the top as the text should end.
  useEffect(() => {
    const element = reader.current;
    if (!scrolling || !element || pace <= 0) return;
    const durationMs = (countWords(text) / pace) * 60_000;
    element.scrollTop = Math.min(1, elapsedMs / durationMs) * (element.scrollHeight - element.clientHeight);
  }, [elapsedMs, scrolling, pace, text]);

  const over = elapsedMs > targetMs;
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="rehearse-title">
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="rehearse-title" variant="h6" component="h2">
          Rehearse: {purposeLabel(purpose)}
        </Typography>
        <IconButton onClick={onClose} aria-label="Leave rehearsal (Esc)">
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* The controls sit at the top, where notices never cover them. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          px: { xs: 2, sm: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={toggle}>
            {running ? 'Pause' : elapsedMs > 0 ? 'Resume' : 'Start'}
          </Button>
          <Button onClick={reset} disabled={elapsedMs === 0 && !running}>
            Reset
          </Button>
          <Typography
            role="timer"
            aria-live="off"
            sx={{ fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums', color: over ? 'warning.dark' : 'text.primary' }}
          >
            {clock(elapsedMs)} / {clock(targetMs)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={scrolling} onChange={(event) => setScrolling(event.target.checked)} />}
            label="Scroll the text"
          />
          <TextField
            label="Words a minute"
            type="number"
            size="small"
            value={pace}
            onChange={(event) => setPace(Number(event.target.value))}
            disabled={!scrolling}
            slotProps={{ htmlInput: { min: 60, max: 250, step: 10 } }}
            sx={{ width: 150 }}
          />
        </Stack>
      </Stack>
      <Box ref={reader} tabIndex={0} aria-label="Your introduction" sx={{ flex: 1, overflowY: 'auto', px: { xs: 2.5, sm: 8 }, py: 4 }}>
        <Typography
          sx={{ fontSize: { xs: '1.6rem', sm: '2.2rem' }, lineHeight: 1.6, whiteSpace: 'pre-wrap', maxWidth: 900, mx: 'auto', pb: '50vh' }}
        >
          {text}
        </Typography>
      </Box>
    </Dialog>
  );
}
