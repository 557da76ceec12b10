import Grid from '@mui/material/Grid';
import type { AdminStatsQuery } from '@/graphql/__generated__/graphql';
import { countsByPurpose, type Figure } from '../admin-format';
import { AdminChart } from './admin-chart';

type AdminStats = AdminStatsQuery['adminStats'];

// Fixed palettes (docs/product.md, Admin): up to five colours for introduction types.
const TYPE_COLOURS = ['#3f51b5', '#00897b', '#f4511e', '#8e24aa', '#fbc02d'];
const USER_COLOURS = ['#90a4ae', '#3f51b5', '#00897b'];

/** Three groups apart: subscribed, premium and not subscribed, and the rest free (docs/product.md, Admin). */
function userDistribution(stats: AdminStats): Figure[] {
  return [
    { label: 'Free Users', value: Math.max(0, stats.totalUsers - stats.premiumOnlyUsers - stats.subscribedUsers) },
    { label: 'Premium Users', value: stats.premiumOnlyUsers },
    { label: 'Subscribed Users', value: stats.subscribedUsers },
  ];
}

function pie(slices: Figure[], colors: string[]) {
  return {
    series: slices.map((slice) => slice.value),
    options: {
      labels: slices.map((slice) => slice.label),
      colors,
      legend: { position: 'bottom' as const },
      // The white line between slices would cut a lone full circle from its centre to its edge.
      stroke: { width: slices.filter((slice) => slice.value > 0).length > 1 ? 2 : 0 },
    },
    summary: slices.map((slice) => `${slice.label}: ${slice.value}`),
  };
}

export function OverviewCharts({ stats }: { stats: AdminStats }) {
  const types = pie(countsByPurpose(stats.introductionTypes), TYPE_COLOURS);
  const users = pie(userDistribution(stats), USER_COLOURS);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AdminChart title="Introductions by Type" type="pie" {...types} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AdminChart title="User Distribution" type="pie" {...users} />
      </Grid>
    </Grid>
  );
}
