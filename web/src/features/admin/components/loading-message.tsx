import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingMessage({ text }: { text: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '30vh' }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
