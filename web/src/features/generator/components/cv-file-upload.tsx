import { CV_FILE_ACCEPT, CV_FILE_MAX_BYTES } from '@firstwords/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/rest';
import type { IntroductionForm } from '../hooks/use-introduction-form';
import { readCvFile } from '../api/read-cv-file';

type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string; cut: boolean; before: string }
  | { kind: 'failed'; message: string };

const MAX_MEGABYTES = CV_FILE_MAX_BYTES / 1024 / 1024;
const failure = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? error.message
    : "Your file couldn't be read just now. Please try again, or paste its text.";

/** "Upload your CV": the file's text lands in the CV box for the person to check; the file itself is not kept. */
export function CvFileUpload({ form }: { form: IntroductionForm }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after an edit.
    event.target.value = '';
    if (!file) return;
    if (file.size > CV_FILE_MAX_BYTES) {
      setStatus({
        kind: 'failed',
        message: `This file is over ${MAX_MEGABYTES} MB. Save your CV without pictures, or paste its text into the box instead.`,
      });
      return;
    }
    setStatus({ kind: 'reading', name: file.name });
    try {
      const { text, cut } = await readCvFile(file);
      const before = form.values.cvText;
      form.setField('cvText', text);
      setStatus({ kind: 'read', name: file.name, cut, before });
    } catch (error) {
      setStatus({ kind: 'failed', message: failure(error) });
    }
  }

  function undo(before: string) {
    form.setField('cvText', before);
    setStatus({ kind: 'idle' });
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={status.kind === 'reading'}>
        {status.kind === 'reading' ? `Reading ${status.name}…` : 'Upload your CV'}
        <input hidden type="file" accept={CV_FILE_ACCEPT} onChange={(event) => void read(event)} aria-describedby="cv-file-kinds" />
      </Button>
      <span id="cv-file-kinds" hidden>
        PDF, Word (DOCX), OpenDocument (ODT) or plain text, up to {MAX_MEGABYTES} MB
      </span>
      {status.kind === 'read' && (
        <Alert
          severity="success"
          role="status"
          action={
            status.before.trim() !== '' ? (
              <Button color="inherit" size="small" onClick={() => undo(status.before)}>
                Undo
              </Button>
            ) : undefined
          }
        >
          Read from {status.name}: check the text below and change what the file got wrong.
          {status.cut && ' Only its beginning fits the box.'}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {status.message}
        </Alert>
      )}
    </Stack>
  );
}
