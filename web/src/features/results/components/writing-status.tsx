import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useWriting } from '../writing-context';

/** Tells screen readers when a writing starts and how it ends; the words themselves are not read out as they come. */
export function WritingStatus() {
  const { writing, written, failed } = useWriting();
  const message = writing
    ? 'Writing your introduction…'
    : written
      ? 'Your introduction is written.'
      : failed
        ? 'The writing failed; your texts are as they were.'
        : '';
  return (
    <Box role="status" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
