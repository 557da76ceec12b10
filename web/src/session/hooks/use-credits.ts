import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useAuth } from './use-auth';
import { CreditsDocument } from '../api/credits-query';

const MAX_AGE_MS = 60_000;

// When each client last asked the server for credits; the cached answer is trusted for 60 s.
const fetchedAt = new WeakMap<object, number>();

/** Credits of the signed-in user: from the cache when under a minute old, otherwise refreshed. */
export function useCredits() {
  const client = useApolloClient();
  const { user } = useAuth();
  const [fetchPolicy] = useState<'cache-and-network' | 'cache-first'>(() =>
    Date.now() - (fetchedAt.get(client) ?? 0) > MAX_AGE_MS ? 'cache-and-network' : 'cache-first',
  );
  const skip = !user;

  useEffect(() => {
    if (!skip && fetchPolicy === 'cache-and-network') fetchedAt.set(client, Date.now());
  }, [client, skip, fetchPolicy]);

  const { data, dataState, loading, error } = useQuery(CreditsDocument, {
    skip,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  return { credits: dataState === 'complete' ? data.credits : undefined, loading, error };
}
