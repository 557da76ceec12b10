import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { IntroductionDocument } from '@/features/results/api/introduction-query';
import { IntroductionResult } from '@/features/results/components/introduction-result';
import { ResultMessage } from '@/features/results/components/result-message';
import { NOT_FOUND_MESSAGE } from '@/features/results/result-messages';

export default function ResultsRoute() {
  const { id } = useParams();
  const introductionId = Number(id);
  const validId = Number.isInteger(introductionId) && introductionId > 0;
  // Asked for beside the session check rather than after it: the introduction is what this page is for.
  useQuery(IntroductionDocument, { variables: { id: introductionId }, skip: !validId });
  return (
    <RequireAuth>
      <PageContainer maxWidth="md">
        {validId ? (
          // Keyed: another introduction's page starts afresh, with its own writing to follow.
          <IntroductionResult key={introductionId} id={introductionId} />
        ) : (
          <ResultMessage title="Introduction Not Found" message={NOT_FOUND_MESSAGE} />
        )}
      </PageContainer>
    </RequireAuth>
  );
}
