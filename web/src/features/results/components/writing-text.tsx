import DoneIcon from '@mui/icons-material/Done';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { decodeStoredText, type DraftState } from '@firstwords/contracts';
import type { Draft } from '../hooks/use-introduction-writing';
import { TextQuote } from './text-quote';

const STATUS: Record<DraftState, { label: string; color: 'info' | 'warning' | 'success' }> = {
  writing: { label: 'Writing…', color: 'info' },
  polishing: { label: 'Polishing…', color: 'warning' },
  done: { label: 'Written', color: 'success' },
};

interface WritingTextProps {
  /** The text as it stands; none before its first words. */
  draft: Draft | undefined;
  /** The text it replaces, shown faded until the first words come; empty for a new introduction. */
  previous: string;
}

/** A text being written: it grows as its drafts come, under how far it has got. */
export function WritingText({ draft, previous }: WritingTextProps) {
  const state = draft?.state ?? 'writing';
  const { label, color } = STATUS[state];
  const text = draft ? decodeStoredText(draft.text) : previous;
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
        {/* The palette's main shades of info and warning are too light for small text: the dark ones read at AA. */}
        <Chip
          size="small"
          variant="outlined"
          color={color}
          label={label}
          icon={state === 'done' ? <DoneIcon /> : undefined}
          sx={{ color: `${color}.dark`, borderColor: `${color}.dark`, '& .MuiChip-icon': { color: `${color}.dark` } }}
        />
        {state !== 'done' && (
          <LinearProgress color={color} aria-label={state === 'polishing' ? 'Polishing the text' : 'Writing the text'} sx={{ flex: 1 }} />
        )}
      </Stack>
      <TextQuote busy={state !== 'done'} faded={!draft || state === 'polishing'} sx={{ mt: 1.5, mb: 3 }}>
        {text || (
          <>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </>
        )}
      </TextQuote>
    </>
  );
}
