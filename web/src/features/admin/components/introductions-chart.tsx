import type { AdminIntroductionsQuery } from '@/graphql/__generated__/graphql';
import { formatDay, formatShortDay } from '../admin-format';
import { AdminChart } from './admin-chart';

type DayCount = AdminIntroductionsQuery['adminIntroductions']['introsByDay'][number];

const MAX_Y_TICKS = 5;
// Thirty dated labels cannot share a phone's width: a few, level and short, can.
const X_LABELS = { wide: 8, narrow: 4 };
// Beyond two weeks of days the dots crowd the line; they still show on hover.
const MAX_POINTS_WITH_MARKERS = 14;

export function IntroductionsChart({ days }: { days: readonly DayCount[] }) {
  const points = days.map(({ day, count }) => ({ label: formatDay(day), axisLabel: formatShortDay(day), count }));
  const counts = points.map(({ count }) => count);
  const highest = Math.max(1, ...counts);
  return (
    <AdminChart
      title="Introductions over Time"
      type="line"
      series={[{ name: 'Introductions', data: counts }]}
      options={{
        xaxis: {
          categories: points.map(({ axisLabel }) => axisLabel),
          tickAmount: Math.min(points.length - 1, X_LABELS.wide),
          labels: { rotate: 0, hideOverlappingLabels: true },
        },
        tooltip: { x: { formatter: (_value, opts) => points[opts?.dataPointIndex ?? -1]?.label ?? '' } },
        responsive: [{ breakpoint: 600, options: { xaxis: { tickAmount: Math.min(points.length - 1, X_LABELS.narrow) } } }],
        // Room for the first and last labels, which sit centred on the chart's edges.
        grid: { padding: { left: 16, right: 16 } },
        // Counts of introductions: from zero, in whole numbers.
        yaxis: {
          min: 0,
          tickAmount: Math.min(highest, MAX_Y_TICKS),
          forceNiceScale: true,
          labels: { formatter: (value) => value.toFixed(0) },
        },
        stroke: { curve: 'straight', width: 3 },
        markers: { size: points.length > MAX_POINTS_WITH_MARKERS ? 0 : 4, hover: { size: 5 } },
        colors: ['#3f51b5'],
      }}
      summary={points.map(({ label, count }) => `${label}: ${count}`)}
    />
  );
}
