import { useMutation, useQuery } from '@apollo/client/react';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { TEXT_LABELS, type TextKind } from '@firstwords/contracts';
import { useToast } from '@/lib/toast';
import { SharedTextsDocument, ShareTextDocument, StopSharingTextDocument, UpdateSharedTextDocument } from '../api/shared-texts';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface ShareButtonProps {
  introductionId: number;
  purpose: TextKind;
  disabled?: boolean;
}

/** "Share": a link anyone can open to read this text with the person's name, updated only when they say so. */
export function ShareButton({ introductionId, purpose, disabled }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        Share
      </Button>
      {open && <ShareDialog introductionId={introductionId} purpose={purpose} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ introductionId, purpose, onClose }: ShareButtonProps & { onClose: () => void }) {
  const toast = useToast();
  const { copied, copy } = useCopyToClipboard();
  const { data, loading } = useQuery(SharedTextsDocument, { variables: { id: introductionId }, fetchPolicy: 'network-only' });
  const refetchQueries = [{ query: SharedTextsDocument, variables: { id: introductionId } }];
  const input = { introductionId, purpose };
  const [share, sharing] = useMutation(ShareTextDocument, { variables: { input }, refetchQueries, awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateSharedTextDocument, { variables: { input }, refetchQueries, awaitRefetchQueries: true });
  const [stop, stopping] = useMutation(StopSharingTextDocument, { variables: { input }, refetchQueries, awaitRefetchQueries: true });
  const shared = data?.introduction?.sharedTexts.find((text) => text.purpose === purpose);
  const link = shared && new URL(shared.path, window.location.origin).href;
  const failed = (title: string) => () => toast({ title, description: 'Please try again.', variant: 'destructive' });
  const working = sharing.loading || updating.loading || stopping.loading;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">Share your {TEXT_LABELS[purpose]} text</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Anyone with the link sees this text and your name, nothing else of yours. Search engines are asked not to list it, and Stop
          sharing ends the link at once.
        </DialogContentText>
        {link ? (
          <Stack spacing={2}>
            <TextField
              label="Link to your text"
              value={link}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
              onFocus={(event) => event.target.select()}
            />
            {!shared.current && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" disabled={working} onClick={() => void update().catch(failed('Update Failed'))}>
                    Update the shared text
                  </Button>
                }
              >
                The link shows an earlier wording of this text.
              </Alert>
            )}
          </Stack>
        ) : (
          !loading && <DialogContentText>This text is not shared yet.</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {link ? (
          <>
            <Button color="error" disabled={working} onClick={() => void stop().catch(failed('Stop Sharing Failed'))}>
              Stop sharing
            </Button>
            <Button variant="contained" onClick={() => void copy(link).catch(failed('Copy Failed'))}>
              {copied ? 'Link copied!' : 'Copy link'}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={loading || working} onClick={() => void share().catch(failed('Share Failed'))}>
            Create link
          </Button>
        )}
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
