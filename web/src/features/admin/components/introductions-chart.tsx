import type { AdminIntroductionsQuery } from '@/graphql/__generated__/graphql';
import { formatDay } from '../admin-format';
import { AdminChart } from './admin-chart';

type DayCount = AdminIntroductionsQuery['adminIntroductions']['introsByDay'][number];

const MAX_Y_TICKS = 5;

export function IntroductionsChart({ days }: { days: readonly DayCount[] }) {
  const points = days.map(({ day, count }) => ({ label: formatDay(day), count }));
  const counts = points.map(({ count }) => count);
  const highest = Math.max(1, ...counts);
  return (
    <AdminChart
      title="Introductions over Time"
      type="line"
      series={[{ name: 'Introductions', data: counts }]}
      options={{
        xaxis: { categories: points.map(({ label }) => label) },
        // Counts of introductions: from zero, in whole numbers.
        yaxis: { min: 0, tickAmount: Math.min(highest, MAX_Y_TICKS), forceNiceScale: true, labels: { formatter: (value) => value.toFixed(0) } },
        stroke: { curve: 'straight', width: 3 },
        markers: { size: 4 },
        colors: ['#3f51b5'],
      }}
      summary={points.map(({ label, count }) => `${label}: ${count}`)}
    />
  );
}
