import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Figure } from '../admin-format';

interface StatCardProps {
  title: string;
  /** Each a count, or a count with its share already said ("12 (40%)"). */
  figures: Array<Figure | { label: string; value: string }>;
  emptyText?: string;
}

export function StatCard({ title, figures, emptyText }: StatCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {figures.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
        <Box component="dl" sx={{ m: 0 }}>
          {figures.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.5 }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
                {typeof value === 'number' ? value.toLocaleString('en-GB') : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
