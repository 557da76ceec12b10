import { PageContainer } from '@/components/ui/page-container';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SettingsView } from '@/features/settings/components/settings-view';

export default function SettingsRoute() {
  return (
    <RequireAuth>
      <PageContainer>
        <SettingsView />
      </PageContainer>
    </RequireAuth>
  );
}
