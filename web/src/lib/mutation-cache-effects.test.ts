import type { TypedDocumentNode } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { describe, expect, it } from 'vitest';
import { SetUserPremiumDocument } from '@/features/admin/api/set-user-premium';
import { AdminStatsDocument } from '@/features/admin/api/admin-stats-query';
import { CreditsDocument } from '@/features/credits/api/credits-query';
import { DeleteIntroductionDocument } from '@/features/dashboard/api/delete-introduction';
import { IntroductionSummariesDocument } from '@/features/dashboard/api/introduction-summaries-query';
import { GenerateIntroductionDocument } from '@/features/generator/api/generate-introduction';
import { ConfirmPurchaseDocument } from '@/features/purchase/api/confirm-purchase';
import { RegenerateIntroductionDocument } from '@/features/results/api/regenerate-introduction';
import { ProfileDocument } from '@/features/settings/api/profile-query';
import { UpdateProfileDocument } from '@/features/settings/api/update-profile';
import { createMockSchema } from '@/test/mock-schema';
import { createApolloClient } from './apollo-client';

const ANSWERS = {
  fullName: 'Ada Lovelace',
  purpose: 'job',
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
      },
    }),
  });
  return { client: createApolloClient(new SchemaLink({ schema })), asked };
}

type AnyDocument = TypedDocumentNode<unknown, Record<string, unknown>>;

const CASES: Array<[string, AnyDocument, Record<string, unknown>, AnyDocument[]]> = [
  ['generating', GenerateIntroductionDocument as AnyDocument, { input: ANSWERS }, [IntroductionSummariesDocument, CreditsDocument] as AnyDocument[]],
  ['regenerating', RegenerateIntroductionDocument as AnyDocument, { id: 7 }, [IntroductionSummariesDocument, CreditsDocument] as AnyDocument[]],
  ['deleting', DeleteIntroductionDocument as AnyDocument, { id: 7 }, [IntroductionSummariesDocument] as AnyDocument[]],
  ['buying', ConfirmPurchaseDocument as AnyDocument, { paymentIntentId: 'pi_1' }, [CreditsDocument] as AnyDocument[]],
  ['saving the profile', UpdateProfileDocument as AnyDocument, { input: { firstName: 'Ada' } }, [ProfileDocument] as AnyDocument[]],
  ['granting premium', SetUserPremiumDocument as AnyDocument, { userId: 'u1', isPremium: true }, [AdminStatsDocument] as AnyDocument[]],
];

describe('what a mutation makes stale', () => {
  it.each(CASES)('after %s, the screens showing what changed ask the server again', async (_, mutation, variables, stale) => {
    const { client, asked } = countingClient();
    for (const query of stale) await client.query({ query });
    const before = { ...asked };
    // Served from the cache while nothing has changed.
    for (const query of stale) await client.query({ query });
    expect(asked).toEqual(before);

    await client.mutate({ mutation, variables });
    for (const query of stale) await client.query({ query });
    for (const [field, times] of Object.entries(before)) expect(asked[field], field).toBe(times + 1);
  });

  it('drops a deleted introduction from the cached list at once', async () => {
    const { client } = countingClient();
    await client.query({ query: IntroductionSummariesDocument });
    await client.mutate({ mutation: DeleteIntroductionDocument, variables: { id: 7 } });
    expect(client.cache.extract() as Record<string, unknown>).not.toHaveProperty('IntroductionSummary:7');
  });
});
