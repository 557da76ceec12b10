import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreditsDocument } from '../api/credits-query';
import { markCreditsStale } from './use-credits';

/** After a generation, regeneration or purchase: refetch shown credits, and refresh them on the next screen. */
export function useRefreshCredits() {
  const client = useApolloClient();
  return useCallback(() => {
    markCreditsStale(client);
    void client.refetchQueries({ include: [CreditsDocument] });
  }, [client]);
}
