import type { AdminIntroductionsQuery } from '@/graphql/__generated__/graphql';
import { PURPOSE_OPTIONS, purposeLabel } from '@/lib/purposes';
import { AdminChart } from './admin-chart';

type RatingAverage = AdminIntroductionsQuery['adminIntroductions']['ratings'][number];

const WRITER_LABELS: Record<string, string> = {
  offline: 'Offline writer',
  openai: 'OpenAI',
  person: "People's own edits",
  unknown: 'Before versions',
};
const WRITER_COLOURS: Record<string, string> = { offline: '#3f51b5', openai: '#0f766e', person: '#f59e0b', unknown: '#94a3b8' };

/** Which texts people like: the average rating per purpose, a bar per writer. */
export function RatingsChart({ ratings }: { ratings: readonly RatingAverage[] }) {
  const writers = Object.keys(WRITER_LABELS).filter((writer) => ratings.some((rating) => rating.writer === writer));
  const averageOf = (purpose: string, writer: string) => ratings.find((rating) => rating.purpose === purpose && rating.writer === writer);
  return (
    <AdminChart
      title="Average Rating by Purpose and Writer"
      type="bar"
      series={writers.map((writer) => ({
        name: WRITER_LABELS[writer] ?? writer,
        data: PURPOSE_OPTIONS.map(({ value }) => averageOf(value, writer)?.average ?? 0),
      }))}
      options={{
        xaxis: { categories: PURPOSE_OPTIONS.map(({ label }) => label) },
        yaxis: { min: 0, max: 5, tickAmount: 5, labels: { formatter: (value) => value.toFixed(0) } },
        plotOptions: { bar: { columnWidth: '60%' } },
        dataLabels: { enabled: false },
        tooltip: { y: { formatter: (value) => (value ? `${value.toFixed(2)} of 5` : 'no ratings') } },
        colors: writers.map((writer) => WRITER_COLOURS[writer] ?? '#64748b'),
      }}
      summary={ratings.map(
        ({ purpose, writer, average, count }) =>
          `${purposeLabel(purpose)}, ${WRITER_LABELS[writer] ?? writer}: ${average.toFixed(2)} of 5 from ${count} rating${count === 1 ? '' : 's'}`,
      )}
    />
  );
}
