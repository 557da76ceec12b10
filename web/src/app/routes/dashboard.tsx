import { PageContainer } from '@/components/ui/page-container';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';

export default function DashboardRoute() {
  return (
    <RequireAuth>
      <PageContainer>
        <DashboardView />
      </PageContainer>
    </RequireAuth>
  );
}
