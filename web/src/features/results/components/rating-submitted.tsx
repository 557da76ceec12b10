import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function RatingSubmitted() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <TaskAltIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
      <Typography variant="h6" component="h2">
        Feedback Submitted
      </Typography>
      <Typography color="text.secondary">Thank you for rating this introduction. Your feedback helps us improve FirstWords.</Typography>
    </Stack>
  );
}
