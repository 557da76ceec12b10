import { PageContainer } from '@/components/ui/page-container';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { GeneratorWizard } from '@/features/generator/components/generator-wizard';

const SIGN_IN_TOAST = {
  title: 'Authentication Required',
  description: 'Please sign in to generate introductions.',
  variant: 'destructive',
} as const;

export default function FormRoute() {
  return (
    <RequireAuth redirectTo={paths.auth.getHref('form')} deniedToast={SIGN_IN_TOAST}>
      <PageContainer maxWidth="md">
        <GeneratorWizard />
      </PageContainer>
    </RequireAuth>
  );
}
