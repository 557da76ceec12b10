import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TextKind } from '@firstwords/contracts';
import { describeMeasure, measureText } from '../text-measure';

interface TextEditorProps {
  purpose: TextKind;
  value: string;
  saving: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The text as a field, with a live count against the purpose's limit. */
export function TextEditor({ purpose, value, saving, onChange, onSave, onCancel }: TextEditorProps) {
  const measure = measureText(value, purpose);
  const blank = value.trim() === '';
  return (
    <Stack spacing={2} sx={{ my: 3 }}>
      <TextField
        label="Your introduction"
        multiline
        minRows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={measure.over || blank}
        helperText={blank ? 'Text is required' : describeMeasure(measure) + (measure.over ? ' (too long)' : '')}
        slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        autoFocus
        fullWidth
      />
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={onSave} disabled={saving || measure.over || blank}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
