import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';

export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Send feedback" placement="left">
        <Fab
          color="secondary"
          aria-label="Send feedback"
          onClick={() => setOpen(true)}
          sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
        >
          <RateReviewOutlinedIcon />
        </Fab>
      </Tooltip>
      <FeedbackDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
