import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { decodeStoredText, type AnswerUse, type ReadAnswer as AnswerName } from '@firstwords/contracts';
import { useId, useState } from 'react';
import { isChangeable, type ReadAnswer } from '../answer-edits';

const LABELS: Record<AnswerName, string> = {
  role: 'Your role',
  identity: 'Who you are',
  mission: 'What drives you',
  achievements: 'Achievement',
};
const USES: Record<AnswerUse, string | null> = { said: null, listed: 'Listed as typed', unused: 'Not used' };

interface AnswerSentenceProps {
  item: ReadAnswer;
  /** The person's own sentence for this answer, or the suggestion they took. */
  onChange: (sentence: string) => void;
}

/** One answer as the texts will say it, with why it is listed or unused, and a way to say it in the person's words. */
export function AnswerSentence({ item, onChange }: AnswerSentenceProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  const said = decodeStoredText(item.said);
  const typed = decodeStoredText(item.typed);
  const note = decodeStoredText(item.note);
  const suggestion = decodeStoredText(item.suggestion);
  const use = USES[item.use];
  const save = () => {
    if (!draft?.trim()) return;
    onChange(draft.trim());
    setDraft(null);
  };

  return (
    <Box component="li" sx={{ py: 1.5, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.8 }}>
        {use ? `${LABELS[item.answer]} · ${use}` : LABELS[item.answer]}
      </Typography>
      {draft === null ? (
        <Typography sx={{ fontStyle: said ? 'normal' : 'italic' }}>{said ?? typed}</Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 0.5 }}>
          <TextField
            id={fieldId}
            label={`Your sentence (${LABELS[item.answer].toLowerCase()})`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
            multiline
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={save} disabled={!draft.trim()}>
              Use this sentence
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75, mt: 0.5 }}>
          <InfoOutlinedIcon fontSize="inherit" sx={{ mt: '3px' }} aria-hidden />
          {note}
        </Typography>
      )}
      {suggestion && draft === null && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {`Suggested: “${suggestion}”`}
          <Button size="small" onClick={() => onChange(suggestion)} sx={{ ml: 1 }}>
            Use the suggestion
          </Button>
        </Typography>
      )}
      {isChangeable(item) && draft === null && (
        <Button size="small" onClick={() => setDraft(said ?? typed)} sx={{ ml: -1 }} aria-label={`Change: ${said ?? typed}`}>
          Change
        </Button>
      )}
    </Box>
  );
}
