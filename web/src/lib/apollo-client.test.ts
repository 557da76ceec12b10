import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '@/session/api/me-query';
import { createApolloClient } from './apollo-client';

function clientRecordingHeaders() {
  const seen: Record<string, string>[] = [];
  const recorder = new ApolloLink((operation) => {
    seen.push(operation.getContext().headers as Record<string, string>);
    return of({ data: { me: null } });
  });
  return { client: createApolloClient(recorder), seen };
}

describe('Apollo client', () => {
  it('sends the user id, and no token: the session travels in its HttpOnly cookie', async () => {
    sessionStorage.setItem('auth-token', 'tok');
    sessionStorage.setItem('user-id', 'user-1');
    const { client, seen } = clientRecordingHeaders();
    await client.query({ query: MeDocument });
    expect(seen[0]).toEqual({ 'x-user-id': 'user-1' });
  });

  it('sends no identity headers when nothing is stored', async () => {
    const { client, seen } = clientRecordingHeaders();
    await client.query({ query: MeDocument });
    expect(seen[0]).toEqual({});
  });
});
