import { useEffect } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { GeneratorWizard } from '@/features/generator/components/generator-wizard';
import { loadResults } from '../router';

const SIGN_IN_TOAST = {
  title: 'Authentication Required',
  description: 'Please sign in to generate introductions.',
  variant: 'destructive',
} as const;

/**
 * Generate leads to the result page: its code comes while the person answers, so the first words wait for no
 * download of it. (graphql-sse's own chunk stays with the first subscription: a second importer of it moved 30 kB
 * into the home page's first load.)
 */
function prefetchResultPage() {
  void loadResults();
}

export default function FormRoute() {
  useEffect(prefetchResultPage, []);
  return (
    <RequireAuth redirectTo={paths.auth.getHref('form')} deniedToast={SIGN_IN_TOAST}>
      <PageContainer maxWidth="md">
        <GeneratorWizard />
      </PageContainer>
    </RequireAuth>
  );
}
