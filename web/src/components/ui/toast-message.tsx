import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ToastMessageProps {
  title: string;
  description?: string;
}

export function ToastMessage({ title, description }: ToastMessageProps) {
  return (
    <Box>
      <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography component="p" variant="body2">
          {description}
        </Typography>
      )}
    </Box>
  );
}
