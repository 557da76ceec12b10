import { useEffect } from 'react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';

function adminErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'FORBIDDEN':
      return "You don't have permission to access admin resources";
    case 'UNAUTHENTICATED':
      return 'Your admin session has expired';
    default:
      return errorMessage(error, 'Could not connect to admin endpoints. Please try again later.');
  }
}

/** One destructive toast per failed load of an admin tab (docs/product.md, Admin). */
export function useAdminErrorToast(error: unknown, title: string) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast({ title, description: adminErrorMessage(error), variant: 'destructive' });
  }, [error, title, toast]);
}
