import { ApolloLink, type ApolloCache } from '@apollo/client';
import { defer, mergeMap, of, tap, type Observable } from 'rxjs';

type Variables = Record<string, unknown>;
type Effect = (cache: ApolloCache, variables: Variables) => void;

/** Root fields dropped from the cache: a screen showing one fetches it again, a screen shown later fetches it then. */
const stale =
  (...fields: string[]): Effect =>
  (cache) => {
    for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  };

const introductionId = (variables: Variables) => Number(variables.id ?? (variables.input as Variables | undefined)?.introductionId);

const textChanged: Effect = (cache, variables) => {
  const id = cache.identify({ __typename: 'Introduction', id: introductionId(variables) });
  for (const fieldName of ['versions', 'refinements', 'advertReading']) cache.evict({ id, fieldName });
  stale('introductionSummaries')(cache, variables);
};

/**
 * What each mutation changes in data other screens show, in one place. A mutation's own answer updates the
 * objects it returns (same type and id); this covers the rest: lists, counts and objects of another type.
 */
const MUTATION_CACHE_EFFECTS: Record<string, Effect> = {
  // The dashboard's list and previews, and the credits in the bar.
  GenerateIntroduction: stale('introductionSummaries', 'credits'),
  // A rewrite spends its credit when it starts; its texts change when its writing ends (WRITING_END_EFFECTS).
  RegenerateIntroduction: stale('credits'),
  RefineIntroduction: stale('credits'),
  TailorIntroduction: stale('credits'),
  // A text changed: the previews and the result page's versions, refinements and advert reading.
  EditIntroduction: textChanged,
  RestoreIntroductionVersion: textChanged,
  DeleteIntroduction: (cache, variables) => {
    for (const __typename of ['Introduction', 'IntroductionSummary'])
      cache.evict({ id: cache.identify({ __typename, id: introductionId(variables) }) });
    stale('introductionSummaries')(cache, variables);
  },
  // The result page shows the thank-you state from the introduction's rating.
  RateIntroduction: (cache, variables) =>
    void cache.evict({ id: cache.identify({ __typename: 'Introduction', id: introductionId(variables) }), fieldName: 'myRating' }),
  ConfirmPurchase: stale('credits'),
  UpdateProfile: stale('profile'),
  // The changed row updates itself (same AdminUser id); the overview's premium counts do not.
  SetUserPremium: stale('adminStats'),
};

type WritingEnd = 'written' | 'failed';

/** What the end of a writing (started by a mutation, followed by the IntroductionWriting subscription) changes. */
const WRITING_END_EFFECTS: Record<WritingEnd, Effect> = {
  // The texts are stored: the previews and the result page's versions, refinements and what the advert asks for.
  written: textChanged,
  // The credit comes back, and a failed generation's introduction is gone from the list.
  failed: stale('credits', 'introductionSummaries'),
};

/** The writing's last event has no draft; a failed writing ends with its error instead. */
function writingEnd(operation: ApolloLink.Operation, result: ApolloLink.Result): WritingEnd | undefined {
  if (operation.operationName !== 'IntroductionWriting') return undefined;
  if (result.errors?.length) return 'failed';
  const event = result.data?.introductionWriting as { draft?: unknown } | null | undefined;
  return event?.draft === null ? 'written' : undefined;
}

function effectOf(operation: ApolloLink.Operation, result: ApolloLink.Result): Effect | undefined {
  if (operation.operationType === 'subscription') {
    const end = writingEnd(operation, result);
    return end && WRITING_END_EFFECTS[end];
  }
  if (operation.operationType !== 'mutation' || !operation.operationName || result.errors?.length) return undefined;
  return MUTATION_CACHE_EFFECTS[operation.operationName];
}

// How many times mutation effects have changed each client's cache.
const changes = new WeakMap<object, number>();
const changeCount = (client: object) => changes.get(client) ?? 0;

/**
 * A query's answer read by the server before a mutation but arriving after its effects would be written over the
 * eviction and stay, with no screen asking again (a field already missing does not tell its watchers it went missing).
 * Such an answer is dropped and the query asked again. Any effect counts: mutations are rare, a second ask is cheap.
 */
function askSinceLastChange(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
  return defer(() => {
    const asked = changeCount(operation.client);
    return forward(operation).pipe(
      mergeMap((result) => (changeCount(operation.client) === asked ? of(result) : askSinceLastChange(operation, forward))),
    );
  });
}

/** Applies a mutation's cache effects once it has succeeded, and a writing's once it has ended. */
export const mutationCacheEffectsLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === 'query') return askSinceLastChange(operation, forward);
  return forward(operation).pipe(
    tap((result) => {
      const effect = effectOf(operation, result);
      if (!effect) return;
      changes.set(operation.client, changeCount(operation.client) + 1);
      effect(operation.client.cache, operation.variables);
      operation.client.cache.gc();
    }),
  );
});
