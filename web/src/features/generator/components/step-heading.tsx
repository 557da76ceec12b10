import Typography from '@mui/material/Typography';

export function StepHeading({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {description}
      </Typography>
    </>
  );
}
