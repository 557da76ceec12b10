import type { ApolloClient } from '@apollo/client';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import type { ToastOptions } from '@/lib/toast';
import type { FollowedWriting } from './followed-writings';
import type { IntroductionWritingSubscription, WritingDraftFieldsFragment } from '@/graphql/__generated__/graphql';
import { IntroductionDraftsFragment } from '../api/introduction-result-fragment';
import { IntroductionDocument } from '../api/introduction-query';

/** The drafts kept with the cached introduction: each draft event joins them, a failed rewrite clears them. */
export function writeDrafts(client: ApolloClient, introductionId: number, drafts: WritingDraftFieldsFragment[] | null): void {
  client.cache.writeFragment({
    fragment: IntroductionDraftsFragment,
    fragmentName: 'IntroductionDrafts',
    id: client.cache.identify({ __typename: 'Introduction', id: introductionId }),
    data: { id: introductionId, drafts },
  });
}

/**
 * Keeps one event of a writing in the cache; true for the last one. Its introduction, with the stored texts, goes
 * into the result page's query before the page stops showing drafts, or it would show no text for a moment.
 */
export function keepWritingEvent(
  client: ApolloClient,
  introductionId: number,
  event: IntroductionWritingSubscription['introductionWriting'] | undefined,
): boolean {
  if (event?.draft) {
    writeDrafts(client, introductionId, [event.draft]);
    return false;
  }
  if (!event?.introduction) return false;
  client.cache.writeQuery({ query: IntroductionDocument, variables: { id: introductionId }, data: { introduction: event.introduction } });
  return true;
}

/** The writer's own failure (the texts stay as they were, or a generation's introduction is gone), not the connection's. */
export const writingFailed = (code: string | undefined, generation: boolean): boolean =>
  code === 'GENERATION_UNAVAILABLE' || (code === 'NOT_FOUND' && generation);

/** The failure's toast: the writer's own message when it gave one. */
export function failureToast(followed: FollowedWriting, cause: unknown): ToastOptions {
  const message = errorCode(cause) === 'GENERATION_UNAVAILABLE' ? errorMessage(cause, '') : '';
  return { ...followed.failed, description: message || followed.failed.description };
}
