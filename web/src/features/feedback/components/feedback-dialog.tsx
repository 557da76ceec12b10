import { feedbackSchema } from '@firstwords/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSubmitFeedback } from '../hooks/use-submit-feedback';
import { ScreenshotPicker } from './screenshot-picker';

/** The server's rule and message for the feedback text (the contracts' schema). */
function feedbackError(feedback: string): string {
  const result = feedbackSchema.shape.feedback.safeParse(feedback);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [feedback, setFeedback] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const { submit, submitting } = useSubmitFeedback();
  const error = showErrors ? feedbackError(feedback) : '';

  const reset = () => {
    setSubject('');
    setFeedback('');
    setScreenshot(null);
    setShowErrors(false);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (feedbackError(feedback)) return;
    if (await submit(subject, feedback)) {
      reset();
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby="feedback-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id="feedback-title">Send Feedback</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Tell us what works well and what could be better.</DialogContentText>
          <Stack spacing={2.5}>
            <TextField label="Subject (optional)" value={subject} onChange={(event) => setSubject(event.target.value)} fullWidth />
            <TextField
              label="Feedback"
              value={feedback}
              onChange={(event) => setFeedback(event.target.value)}
              onBlur={() => feedback && setShowErrors(true)}
              error={Boolean(error)}
              helperText={error || 'At least 10 characters.'}
              required
              multiline
              minRows={4}
              fullWidth
            />
            <ScreenshotPicker file={screenshot} onChange={setScreenshot} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
