import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ADVERT_MAX, tailorBodySchema } from '@firstwords/contracts';
import { useState } from 'react';

interface TailorDialogProps {
  /** The advert the texts were written for, as typed; empty for none. */
  advert: string;
  onClose: () => void;
  /** Called with the advert as the contract reads it. */
  onTailor: (advert: string) => void;
}

/** The advert to write for, checked as the server will check it (the contract's schema: in this chunk, not the page's). */
export default function TailorDialog({ advert, onClose, onTailor }: TailorDialogProps) {
  const [value, setValue] = useState(advert);
  const checked = tailorBodySchema.shape.advert.safeParse(value);
  // Nothing typed yet is no mistake to point out.
  const problem = value.trim() && !checked.success ? checked.error.issues[0]?.message : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="tailor-title">
      <DialogTitle id="tailor-title">Tailor to an advert</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your texts are written again for this advert, as new versions, for 1 credit. They name its role and lead with what you have done
          that it asks for; they claim nothing your answers don't show.
        </DialogContentText>
        <TextField
          autoFocus
          multiline
          minRows={6}
          maxRows={14}
          fullWidth
          label="Job advert or event description"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? `${value.length.toLocaleString('en-GB')} / ${ADVERT_MAX.toLocaleString('en-GB')} characters`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => checked.success && onTailor(checked.data)} disabled={!checked.success}>
          Tailor for 1 credit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
