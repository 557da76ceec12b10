import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';

// ApexCharts is downloaded with the first chart, never by other pages.
const Chart = lazy(() => import('../apex-chart'));

interface AdminChartProps {
  title: string;
  type: 'pie' | 'line' | 'bar';
  series: ApexOptions['series'];
  options: ApexOptions;
  /** The figures in words, for people who cannot see the chart. */
  summary: string[];
}

const HEIGHT = 300;

export function AdminChart({ title, type, series, options, summary }: AdminChartProps) {
  const summaryId = useId();
  return (
    <Card component="figure" aria-label={`${title} chart`} aria-describedby={summaryId} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography component="figcaption" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ minHeight: HEIGHT }}>
          <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} />}>
            <Chart type={type} series={series} options={options} height={HEIGHT} />
          </Suspense>
        </Box>
        <Box component="ul" id={summaryId} sx={visuallyHidden}>
          {summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
