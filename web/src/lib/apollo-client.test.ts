import { ApolloLink } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntroductionWritingDocument } from '@/features/results/api/introduction-writing';
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

const DRAFT_EVENT = {
  introductionWriting: {
    __typename: 'IntroductionWritingEvent',
    draft: { __typename: 'Draft', purpose: 'job', text: 'Hello', state: 'writing' },
    introduction: null,
  },
};

/** The server's side of one subscription, as graphql-sse streams it: the event, then the end. */
function streamingFetch() {
  const body = `event: next\ndata: ${JSON.stringify({ data: DRAFT_EVENT })}\n\nevent: complete\ndata:\n\n`;
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
}

describe('Apollo client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

  it('sends subscriptions to their own link, and queries and mutations to the other', async () => {
    const asked: string[] = [];
    const link = (name: string) =>
      new ApolloLink((operation) => {
        asked.push(`${name}: ${operation.operationName}`);
        return of({ data: operation.operationType === 'subscription' ? DRAFT_EVENT : { me: null } });
      });
    const client = createApolloClient(link('http'), link('stream'));
    await client.query({ query: MeDocument });
    await firstValueFrom(client.subscribe({ query: IntroductionWritingDocument, variables: { id: 7 } }));
    expect(asked).toEqual(['http: Me', 'stream: IntroductionWriting']);
  });

  it('streams subscriptions from /graphql/stream over server-sent events, with the session cookie and the user id', async () => {
    sessionStorage.setItem('user-id', 'user-1');
    const fetch = streamingFetch();
    vi.stubGlobal('fetch', fetch);
    const client = createApolloClient(new ApolloLink(() => of({ data: {} })));

    const result = await firstValueFrom(
      client.subscribe({ query: IntroductionWritingDocument, variables: { id: 7 } }).pipe(filter((event) => event.data !== undefined)),
    );
    expect(result.data?.introductionWriting.draft).toEqual(DRAFT_EVENT.introductionWriting.draft);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/graphql/stream');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', 'x-user-id': 'user-1' });
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown; operationName: string };
    expect(body).toMatchObject({ variables: { id: 7 }, operationName: 'IntroductionWriting' });
    expect(body.query).toMatch(/^subscription IntroductionWriting\(\$id: Int!\)/);
  });
});
