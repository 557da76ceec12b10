import { PageContainer } from '@/components/ui/page-container';
import { AdminDashboardView } from '@/features/admin/components/admin-dashboard-view';
import { RequireAdmin } from '@/features/admin/components/require-admin';

export default function AdminDashboardRoute() {
  return (
    <PageContainer>
      <RequireAdmin>
        <AdminDashboardView />
      </RequireAdmin>
    </PageContainer>
  );
}
