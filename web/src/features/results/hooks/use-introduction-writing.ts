import { skipToken, useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { TextKind } from '@firstwords/contracts';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasRouteFlag, routeState } from '@/config/route-state';
import type { WritingDraftFieldsFragment } from '@/graphql/__generated__/graphql';
import { GENERATED_TOAST, generationFailedToast } from '@/lib/generation-toasts';
import { errorCode } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { IntroductionDocument } from '../api/introduction-query';
import { IntroductionWritingDocument } from '../api/introduction-writing';
import { type FollowedWriting, followedWriting, setFollowedWriting, useFollowedWriting } from './followed-writings';
import { failureToast, keepWritingEvent, writeDrafts, writingFailed } from './writing-events';
import { followOutOfSight, stopFollowingOutOfSight } from './writing-out-of-sight';

export type Draft = WritingDraftFieldsFragment;

export interface IntroductionWriting {
  /** The texts being written, by purpose, each as it stands. */
  drafts: Partial<Record<TextKind, Draft>>;
  /** A writing runs: what it writes is not stored yet, and nothing more can be written until it ends. */
  writing: boolean;
  /** How the last writing followed here ended, until the next one starts. */
  written: boolean;
  failed: boolean;
  /** Whether the running writing rewrites this purpose's text. */
  writes: (purpose: TextKind) => boolean;
  /** Follows a writing this page has just started. */
  follow: (writing: FollowedWriting) => void;
  /** Reads the introduction again, to follow a writing started elsewhere. */
  catchUp: () => void;
}

const GENERATION: FollowedWriting = { generation: true, written: GENERATED_TOAST, failed: generationFailedToast() };

// A writing found running rather than started here (another tab's): said plainly, as it could be either rewrite.
const REWRITE: FollowedWriting = {
  written: { title: 'Introduction Updated', description: 'Your new text is ready.', variant: 'success' },
  failed: { title: 'Writing Failed', description: 'Your texts are as they were. Please try again.', variant: 'destructive' },
};

/**
 * The writing of an introduction's texts, followed over the IntroductionWriting subscription while it runs: while
 * the query's drafts say one runs (a reload mid-writing), or after this page started one, or after the generator sent
 * the person here. Each event's draft joins the cached introduction's drafts; the last event brings the stored texts
 * into the cache. The end is told once, with the toasts of whoever started the writing.
 */
export function useIntroductionWriting(introductionId: number): IntroductionWriting {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, state: routeFlags } = useLocation();
  const { data, error, refetch } = useQuery(IntroductionDocument, { variables: { id: introductionId } });
  const justGenerated = hasRouteFlag(routeFlags, 'generationStarted');
  const followed = useFollowedWriting(introductionId) ?? (justGenerated ? GENERATION : null);
  const [outcome, setOutcome] = useState<'written' | 'failed' | null>(null);
  // The subscription broke off (not the writing): it waits while the introduction is read again.
  const [interrupted, setInterrupted] = useState(false);

  const cachedDrafts = data?.introduction.drafts ?? null;
  const texts = data?.introduction.introductions;
  const hasText = Boolean(texts && (texts.linkedin || texts.job || texts.pitch || texts.business));
  const writing = followed !== null || cachedDrafts !== null;
  // Without a record of who started it, a writing with no text stored yet is a generation.
  const current = followed ?? (hasText ? REWRITE : GENERATION);

  // The generator's hand-over moves into the tab's record; the history entry forgets it, so going back later does
  // not follow a generation long ended.
  useEffect(() => {
    if (!justGenerated) return;
    setFollowedWriting(introductionId, GENERATION);
    void navigate(pathname, { replace: true, state: null });
  }, [justGenerated, introductionId, navigate, pathname]);

  const tellFailure = (cause: unknown) => {
    setFollowedWriting(introductionId, null);
    toast(failureToast(current, cause));
  };

  // The introduction went with its writing: back to the answers that were sent.
  const failGeneration = (cause: unknown) => {
    tellFailure(cause);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Introduction', id: introductionId }), broadcast: false });
    void navigate(paths.form.getHref(), { state: routeState('generationFailed') });
  };

  const fail = (cause: unknown) => {
    if (current.generation) return failGeneration(cause);
    // The texts stay as they were.
    tellFailure(cause);
    writeDrafts(client, introductionId, null);
    setOutcome('failed');
  };

  // A generation that failed before this page could follow it has left nothing to load.
  const generationGone = Boolean(followed?.generation) && errorCode(error) === 'NOT_FOUND';
  const onGenerationGone = useEffectEvent(() => failGeneration(error));
  useEffect(() => {
    if (generationGone) onGenerationGone();
  }, [generationGone]);

  useSubscription(
    IntroductionWritingDocument,
    writing && !interrupted && !generationGone
      ? {
          variables: { id: introductionId },
          onData: ({ data: result }) => {
            if (!keepWritingEvent(client, introductionId, result.data?.introductionWriting)) return;
            setFollowedWriting(introductionId, null);
            setOutcome('written');
            toast(current.written);
          },
          onError: (subscriptionError) => {
            if (writingFailed(errorCode(subscriptionError), Boolean(current.generation))) return fail(subscriptionError);
            // The connection gave up, not the writing: read the introduction again, then follow on if it still runs.
            setInterrupted(true);
            refetch()
              // The page shows why it cannot load the introduction; there is nothing more to follow.
              .catch(() => setFollowedWriting(introductionId, null))
              .finally(() => setInterrupted(false));
          },
        }
      : skipToken,
  );

  const follow = useCallback(
    (started: FollowedWriting) => {
      setOutcome(null);
      setFollowedWriting(introductionId, started);
    },
    [introductionId],
  );

  // Leaving the page while a writing this tab started runs: it is followed to its end out of sight; coming back
  // follows it here again. Read at the moment of leaving, as a writing may have just ended.
  const onLeave = useEffectEvent((left: number) => {
    const unfinished = followedWriting(left);
    if (unfinished) followOutOfSight(client, left, unfinished, toast);
  });
  useEffect(() => {
    stopFollowingOutOfSight(introductionId);
    return () => onLeave(introductionId);
  }, [introductionId]);

  const catchUp = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  const drafts = useMemo(() => Object.fromEntries((cachedDrafts ?? []).map((draft) => [draft.purpose, draft])), [cachedDrafts]);
  const onlyPurpose = followed?.purpose;
  const writes = useCallback((purpose: TextKind) => writing && (!onlyPurpose || onlyPurpose === purpose), [writing, onlyPurpose]);

  return useMemo(
    () => ({
      drafts,
      writing,
      written: !writing && outcome === 'written',
      failed: !writing && outcome === 'failed',
      writes,
      follow,
      catchUp,
    }),
    [drafts, writing, outcome, writes, follow, catchUp],
  );
}
