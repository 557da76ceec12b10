import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

export function SectionHeading({ id, eyebrow, title, subtitle }: SectionHeadingProps) {
  return (
    <>
      {eyebrow && (
        <Typography variant="overline" color="secondary.dark" sx={{ display: 'block', textAlign: 'center', fontWeight: 700 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h3" component="h2" sx={{ textAlign: 'center', mb: subtitle ? 2 : 5 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 5 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
