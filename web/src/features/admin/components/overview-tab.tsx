import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { AdminStatsDocument } from '../api/admin-stats-query';
import { countsByPurpose, withShare } from '../admin-format';
import { useAdminErrorToast } from '../hooks/use-admin-error-toast';
import { EmptyState } from './empty-state';
import { LoadingMessage } from './loading-message';
import { OverviewCharts } from './overview-charts';
import { RecentIntroductionsTable } from './recent-introductions-table';
import { StatCard } from './stat-card';

export function OverviewTab() {
  const { data, loading, error, refetch } = useQuery(AdminStatsDocument);
  useAdminErrorToast(error, 'Error Loading Admin Data');

  if (loading) return <LoadingMessage text="Loading data..." />;
  if (!data) return <EmptyState message="Failed to load admin statistics" onRetry={refetch} />;
  const stats = data.adminStats;

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            title="Users"
            figures={[
              { label: 'Total registered', value: stats.totalUsers },
              { label: 'Premium', value: stats.premiumUsers },
              { label: 'Subscribed', value: stats.subscribedUsers },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            title="Introductions"
            figures={[
              { label: 'Total generated', value: stats.totalIntroductions },
              { label: 'Tailored to an advert', value: withShare(stats.tailoredIntroductions, stats.totalIntroductions) },
              { label: 'Texts shared by link', value: stats.sharedTexts },
              { label: 'Free credits used', value: stats.freeCreditsUsed },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard title="Introduction Types" figures={countsByPurpose(stats.introductionTypes)} emptyText="No introductions yet" />
        </Grid>
      </Grid>
      <OverviewCharts stats={stats} />
      <RecentIntroductionsTable introductions={stats.recentIntroductions} />
    </Stack>
  );
}
