import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

const ADMIN_FIELDS = ['adminStats', 'adminUsers', 'adminIntroductions'];

/** Drops every loaded admin list; the open tab loads again at once, the others when next opened. */
export function useRefreshAdminData() {
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await client.refetchQueries({
        updateCache: (cache) => {
          for (const fieldName of ADMIN_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
        },
      });
    } catch {
      // The open tab shows its own failure.
    } finally {
      setRefreshing(false);
    }
  };

  return { refresh, refreshing };
}
