import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { IntroductionResult } from '@/features/results/components/introduction-result';
import { ResultMessage } from '@/features/results/components/result-message';
import { NOT_FOUND_MESSAGE } from '@/features/results/result-messages';

export default function ResultsRoute() {
  const { id } = useParams();
  const introductionId = Number(id);
  return (
    <RequireAuth>
      <PageContainer maxWidth="md">
        {Number.isInteger(introductionId) && introductionId > 0 ? (
          <IntroductionResult id={introductionId} />
        ) : (
          <ResultMessage title="Introduction Not Found" message={NOT_FOUND_MESSAGE} />
        )}
      </PageContainer>
    </RequireAuth>
  );
}
