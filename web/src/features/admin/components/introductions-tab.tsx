import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { AdminIntroductionsQuery } from '@/graphql/__generated__/graphql';
import { formatDate } from '@/lib/format-date';
import { purposeLabel } from '@/lib/purposes';
import { AdminIntroductionsDocument } from '../api/admin-introductions-query';
import { useAdminErrorToast } from '../hooks/use-admin-error-toast';
import { usePagination } from '../hooks/use-pagination';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { IntroductionsChart } from './introductions-chart';
import { RatingsChart } from './ratings-chart';
import { LoadingMessage } from './loading-message';

type AdminIntroduction = AdminIntroductionsQuery['adminIntroductions']['items'][number];

const COLUMNS: ReadonlyArray<Column<AdminIntroduction>> = [
  { header: 'ID', cell: (intro) => intro.id },
  { header: 'User', cell: (intro) => intro.username ?? intro.userId },
  { header: 'Purpose', cell: (intro) => purposeLabel(intro.purpose) },
  { header: 'Created', cell: (intro) => formatDate(intro.createdAt) },
];

export function IntroductionsTab() {
  const { offset, limit, tablePagination } = usePagination();
  const { data, loading, error, refetch } = useQuery(AdminIntroductionsDocument, { variables: { offset, limit } });
  useAdminErrorToast(error, 'Error Loading Introduction Data');

  if (loading) return <LoadingMessage text="Loading data..." />;
  if (!data || data.adminIntroductions.total === 0) {
    return <EmptyState message="No introduction data available" onRetry={refetch} />;
  }
  const { total, introsByDay, ratings, items } = data.adminIntroductions;

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="p">
        {`Total introductions: ${total.toLocaleString('en-GB')}`}
      </Typography>
      <IntroductionsChart days={introsByDay} />
      {ratings.length > 0 && <RatingsChart ratings={ratings} />}
      <DataTable label="Introductions" columns={COLUMNS} rows={items} rowKey={(intro) => intro.id} pagination={tablePagination(total)} />
    </Stack>
  );
}
