import { useQuery } from '@apollo/client/react';
import { formatDate } from '@/lib/format-date';
import { AdminUsersDocument } from '../api/admin-users-query';
import { adminUserName, creditsLabel, shortId, type AdminUserRow } from '../admin-format';
import { useAdminErrorToast } from '../hooks/use-admin-error-toast';
import { usePagination } from '../hooks/use-pagination';
import { DataTable, type Column } from './data-table';
import { EmptyState } from './empty-state';
import { LoadingMessage } from './loading-message';
import { PremiumToggle } from './premium-toggle';

const COLUMNS: ReadonlyArray<Column<AdminUserRow>> = [
  { header: 'User ID', cell: (user) => <span title={user.id}>{shortId(user.id)}</span> },
  { header: 'Email', cell: (user) => user.email ?? '' },
  { header: 'Name', cell: adminUserName },
  { header: 'Credits', cell: (user) => creditsLabel(user.remainingCredits) },
  { header: 'Premium', cell: (user) => (user.isPremium ? 'Yes' : 'No') },
  { header: 'Subscription', cell: (user) => user.subscriptionStatus ?? 'None' },
  // Purchased credits taken back after refunds and disputes.
  { header: 'Reversed', cell: (user) => (user.creditsReversed > 0 ? `${user.creditsReversed} credits` : 'None') },
  { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
  { header: 'Actions', cell: (user) => <PremiumToggle user={user} /> },
];

export function UsersTab() {
  const { offset, limit, tablePagination } = usePagination();
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, { variables: { offset, limit } });
  useAdminErrorToast(error, 'Error Loading User Data');

  if (loading) return <LoadingMessage text="Loading data..." />;
  if (!data || data.adminUsers.items.length === 0) {
    return <EmptyState message="No users found or failed to load user data" onRetry={refetch} />;
  }
  return (
    <DataTable
      label="Users"
      columns={COLUMNS}
      rows={data.adminUsers.items}
      rowKey={(user) => user.id}
      pagination={tablePagination(data.adminUsers.total)}
    />
  );
}
