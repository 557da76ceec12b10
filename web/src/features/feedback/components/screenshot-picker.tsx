import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ScreenshotPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Optional screenshot; it stays on the device and is never sent (docs/product.md, Ratings and feedback). */
export function ScreenshotPicker({ file, onChange }: ScreenshotPickerProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />}>
        Screenshot (optional)
        <input hidden type="file" accept="image/*" onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
      </Button>
      {file && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file.name}
        </Typography>
      )}
    </Stack>
  );
}
