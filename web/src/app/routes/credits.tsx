import { PageContainer } from '@/components/ui/page-container';
import { CreditsView } from '@/features/purchase/components/credits-view';

export default function CreditsRoute() {
  return (
    <PageContainer>
      <CreditsView />
    </PageContainer>
  );
}
