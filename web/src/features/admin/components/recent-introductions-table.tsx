import Typography from '@mui/material/Typography';
import type { AdminStatsQuery } from '@/graphql/__generated__/graphql';
import { formatDate } from '@/lib/format-date';
import { purposeLabel } from '@/lib/purposes';
import { shortId } from '../admin-format';
import { DataTable, type Column } from './data-table';

type RecentIntroduction = AdminStatsQuery['adminStats']['recentIntroductions'][number];

const COLUMNS: ReadonlyArray<Column<RecentIntroduction>> = [
  { header: 'ID', cell: (intro) => intro.id },
  { header: 'User', cell: (intro) => <span title={intro.userId}>{`${shortId(intro.userId)}...`}</span> },
  { header: 'Purpose', cell: (intro) => purposeLabel(intro.purpose) },
  { header: 'Date', cell: (intro) => formatDate(intro.createdAt) },
];

export function RecentIntroductionsTable({ introductions }: { introductions: readonly RecentIntroduction[] }) {
  return (
    <section aria-labelledby="recent-introductions-title">
      <Typography id="recent-introductions-title" variant="h6" component="h2" gutterBottom>
        Recent Introductions
      </Typography>
      {introductions.length === 0 ? (
        <Typography color="text.secondary">No introductions yet</Typography>
      ) : (
        <DataTable label="Recent Introductions" columns={COLUMNS} rows={introductions} rowKey={(intro) => intro.id} />
      )}
    </section>
  );
}
