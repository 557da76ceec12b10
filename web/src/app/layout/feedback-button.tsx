import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Fab from '@mui/material/Fab';
import { lazy, Suspense } from 'react';
import { useLazyOverlay } from '@/components/layout/use-lazy-overlay';

// The form and its fields are downloaded on the first click, not with every page.
const FeedbackDialog = lazy(async () => ({
  default: (await import('@/features/feedback/components/feedback-dialog')).FeedbackDialog,
}));

export function FeedbackButton() {
  const dialog = useLazyOverlay();
  return (
    <>
      {/* A native title rather than MUI's Tooltip, which would bring Popper.js to every page. */}
      <Fab
        color="secondary"
        aria-label="Send feedback"
        title="Send feedback"
        onClick={dialog.show}
        sx={{ position: 'fixed', right: { xs: 16, sm: 24 }, bottom: { xs: 16, sm: 24 }, zIndex: 'speedDial' }}
      >
        <RateReviewOutlinedIcon />
      </Fab>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={dialog.open} onClose={dialog.hide} />
        </Suspense>
      )}
    </>
  );
}
