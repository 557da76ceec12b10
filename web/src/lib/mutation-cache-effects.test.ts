import type { TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { describe, expect, it } from 'vitest';
import type { IntroductionSummariesQuery } from '@/graphql/__generated__/graphql';
import { SetUserPremiumDocument } from '@/features/admin/api/set-user-premium';
import { AdminStatsDocument } from '@/features/admin/api/admin-stats-query';
import { DeleteIntroductionDocument } from '@/features/dashboard/api/delete-introduction';
import { IntroductionSummariesDocument } from '@/features/dashboard/api/introduction-summaries-query';
import { GenerateIntroductionDocument } from '@/features/generator/api/generate-introduction';
import { ConfirmPurchaseDocument } from '@/features/purchase/api/confirm-purchase';
import {
  EditIntroductionDocument,
  IntroductionVersionsDocument,
  RefineIntroductionDocument,
  RestoreIntroductionVersionDocument,
} from '@/features/results/api/introduction-versions';
import { IntroductionWritingDocument } from '@/features/results/api/introduction-writing';
import { IntroductionAdvertDocument } from '@/features/results/api/introduction-advert';
import { RegenerateIntroductionDocument } from '@/features/results/api/regenerate-introduction';
import { TailorIntroductionDocument } from '@/features/results/api/tailor-introduction';
import { ProfileDocument } from '@/features/settings/api/profile-query';
import { UpdateProfileDocument } from '@/features/settings/api/update-profile';
import { CreditsDocument } from '@/session/api/credits-query';
import { apiError } from '@/test/fixtures';
import { createMockSchema } from '@/test/mock-schema';
import { createSubscriptionFeed } from '@/test/subscription-feed';
import { createApolloClient } from './apollo-client';

const ANSWERS = {
  fullName: 'Ada Lovelace',
  purpose: 'job' as const,
  identity: 'Mathematician',
  role: 'Analyst',
  audience: 'Engineers',
  mission: 'Explain engines',
  context: 'Interview',
};

/** A client over the mocked API that counts how often the server is asked for each root field. */
function countingClient() {
  const asked: Record<string, number> = {};
  const count = (field: string) => () => {
    asked[field] = (asked[field] ?? 0) + 1;
    return {};
  };
  const schema = createMockSchema({
    resolvers: () => ({
      Query: {
        introductionSummaries: () => ({ ...count('introductionSummaries')(), items: [{ id: 7 }], nextCursor: null }),
        credits: count('credits'),
        profile: count('profile'),
        adminStats: count('adminStats'),
        introduction: () => ({ ...count('introduction')(), id: 7 }),
      },
    }),
  });
  const subscriptions = createSubscriptionFeed(schema);
  return { client: createApolloClient(new SchemaLink({ schema }), subscriptions.link), asked, subscriptions };
}

type AnyDocument = TypedDocumentNode<unknown, Record<string, unknown>>;
type Feed = ReturnType<typeof countingClient>['subscriptions'];

interface Read {
  query: AnyDocument;
  variables?: Record<string, unknown>;
}
const read = (query: unknown, variables?: Record<string, unknown>): Read => ({ query: query as AnyDocument, variables });
const SUMMARIES = read(IntroductionSummariesDocument);
const CREDITS = read(CreditsDocument);
// The result page's version list of the text it shows.
const VERSIONS = read(IntroductionVersionsDocument, { id: 7, purpose: 'job' });
// What the advert asks for, against that text.
const ADVERT = read(IntroductionAdvertDocument, { id: 7, purpose: 'job' });

const CASES: Array<[string, AnyDocument, Record<string, unknown>, Read[]]> = [
  ['generating', GenerateIntroductionDocument as AnyDocument, { input: ANSWERS }, [SUMMARIES, CREDITS]],
  // A rewrite's texts change when its writing ends (below); its credit is spent when it starts.
  ['regenerating', RegenerateIntroductionDocument as AnyDocument, { id: 7 }, [CREDITS]],
  [
    'refining a text',
    RefineIntroductionDocument as AnyDocument,
    { input: { introductionId: 7, purpose: 'job', direction: 'shorter' } },
    [CREDITS],
  ],
  [
    'tailoring to an advert',
    TailorIntroductionDocument as AnyDocument,
    { input: { introductionId: 7, advert: 'Head of Finance' } },
    [CREDITS],
  ],
  [
    'editing a text',
    EditIntroductionDocument as AnyDocument,
    { input: { introductionId: 7, purpose: 'job', text: 'Mine.' } },
    [SUMMARIES, VERSIONS],
  ],
  // Counted apart: its root field is `introduction` too.
  [
    'editing a text, against the advert',
    EditIntroductionDocument as AnyDocument,
    { input: { introductionId: 7, purpose: 'job', text: 'Mine.' } },
    [ADVERT],
  ],
  [
    'restoring a version',
    RestoreIntroductionVersionDocument as AnyDocument,
    { input: { introductionId: 7, versionId: 1 } },
    [SUMMARIES, VERSIONS],
  ],
  ['deleting', DeleteIntroductionDocument as AnyDocument, { id: 7 }, [SUMMARIES]],
  ['buying', ConfirmPurchaseDocument as AnyDocument, { paymentIntentId: 'pi_1' }, [CREDITS]],
  ['saving the profile', UpdateProfileDocument as AnyDocument, { input: { firstName: 'Ada' } }, [read(ProfileDocument)]],
  ['granting premium', SetUserPremiumDocument as AnyDocument, { userId: 'u1', isPremium: true }, [read(AdminStatsDocument)]],
];

describe('what a mutation makes stale', () => {
  it.each(CASES)('after %s, the screens showing what changed ask the server again', async (_, mutation, variables, stale) => {
    const { client, asked } = countingClient();
    const ask = async () => {
      for (const options of stale) await client.query(options);
    };
    await ask();
    const before = { ...asked };
    // Served from the cache while nothing has changed.
    await ask();
    expect(asked).toEqual(before);

    await client.mutate({ mutation, variables });
    await ask();
    for (const [field, times] of Object.entries(before)) expect(asked[field], field).toBe(times + 1);
  });

  const DRAFT = { introductionWriting: { draft: { purpose: 'job', text: 'Hello', state: 'writing' }, introduction: null } };
  const WRITING_ENDS: Array<[string, (feed: Feed) => Promise<void>, string[]]> = [
    [
      'stores its texts',
      (feed) => feed.send({ introductionWriting: { draft: null, introduction: { id: 7 } } }),
      ['introductionSummaries', 'introduction'],
    ],
    [
      'fails, its credit given back',
      (feed) => feed.fail(apiError('GENERATION_UNAVAILABLE', 'Failed to generate introduction. Please try again.')),
      ['introductionSummaries', 'credits'],
    ],
  ];

  it.each(WRITING_ENDS)('after a writing %s, the screens showing what changed ask the server again', async (_, end, changed) => {
    const { client, asked, subscriptions } = countingClient();
    // The list, the credits and the version list (its root field is `introduction`).
    const ask = async () => {
      for (const options of [SUMMARIES, CREDITS, VERSIONS]) await client.query(options);
    };
    await ask();
    const before = { ...asked };
    const writing = client.subscribe({ query: IntroductionWritingDocument, variables: { id: 7 } }).subscribe(() => undefined);

    // A draft stores nothing.
    await subscriptions.send(DRAFT);
    await ask();
    expect(asked).toEqual(before);

    await end(subscriptions);
    await ask();
    for (const [field, times] of Object.entries(before)) expect(asked[field], field).toBe(changed.includes(field) ? times + 1 : times);
    writing.unsubscribe();
  });

  it('drops a deleted introduction from the cached list at once', async () => {
    const { client } = countingClient();
    await client.query({ query: IntroductionSummariesDocument });
    await client.mutate({ mutation: DeleteIntroductionDocument, variables: { id: 7 } });
    expect(client.cache.extract() as Record<string, unknown>).not.toHaveProperty('IntroductionSummary:7');
  });

  it('asks again for a list whose answer, read before a mutation, arrives after it', async () => {
    // The server's list, and the answers it has read but not yet sent.
    const ids: number[] = [];
    const sent = queue<() => void>();
    const schema = createMockSchema({
      resolvers: () => ({
        Query: {
          introductionSummaries: () => {
            const items = ids.map((id) => ({ id }));
            return new Promise((resolve) => sent.push(() => resolve({ items, nextCursor: null })));
          },
        },
        Mutation: {
          generateIntroduction: () => {
            ids.unshift(8);
            return { id: 8 };
          },
        },
      }),
    });
    const client = createApolloClient(new SchemaLink({ schema }));
    // The dashboard on screen, its list on the way.
    const shown = queue<IntroductionSummariesQuery>();
    const watching = client.watchQuery({ query: IntroductionSummariesDocument }).subscribe((result) => {
      if (result.dataState === 'complete') shown.push(result.data);
    });
    const firstAnswer = await sent.next();

    await client.mutate({ mutation: GenerateIntroductionDocument, variables: { input: ANSWERS } });
    firstAnswer();

    // Kept, the empty list would stay on screen and in the cache, with nothing to ask again.
    const nextShown = shown.next();
    const next = await Promise.race([sent.next().then((answer) => ({ askedAgain: answer })), nextShown.then(() => ({ askedAgain: null }))]);
    expect(next.askedAgain, 'the list read before the mutation was shown').not.toBeNull();
    next.askedAgain?.();
    expect((await nextShown).introductionSummaries.items.map((item) => item.id)).toEqual([8]);
    watching.unsubscribe();
  });
});

/** Values in arrival order, each awaited by one `next()`. */
function queue<T>() {
  const values: T[] = [];
  const waiting: Array<(value: T) => void> = [];
  return {
    push(value: T) {
      const waiter = waiting.shift();
      if (waiter) waiter(value);
      else values.push(value);
    },
    next(): Promise<T> {
      return values.length > 0 ? Promise.resolve(values.shift() as T) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
