import type { ApolloClient } from '@apollo/client';
import type { Subscription } from 'rxjs';
import { errorCode } from '@/lib/graphql-errors';
import type { ToastOptions } from '@/lib/toast';
import { IntroductionWritingDocument } from '../api/introduction-writing';
import { type FollowedWriting, setFollowedWriting } from './followed-writings';
import { failureToast, keepWritingEvent, writeDrafts, writingFailed } from './writing-events';

const followedOutOfSight = new Map<number, Subscription>();

/** The result page follows the writing again itself. */
export function stopFollowingOutOfSight(introductionId: number): void {
  followedOutOfSight.get(introductionId)?.unsubscribe();
  followedOutOfSight.delete(introductionId);
}

/**
 * A writing whose result page the person left before it ended, followed to its end all the same: its end tells the
 * cache what changed (the dashboard's previews, the credits) and the person how it ended, on whatever screen is shown.
 * A connection that breaks off is left: the result page follows the writing again when it is opened.
 */
export function followOutOfSight(
  client: ApolloClient,
  introductionId: number,
  followed: FollowedWriting,
  tell: (toast: ToastOptions) => void,
): void {
  stopFollowingOutOfSight(introductionId);
  const end = () => {
    stopFollowingOutOfSight(introductionId);
    setFollowedWriting(introductionId, null);
  };
  const subscription = client.subscribe({ query: IntroductionWritingDocument, variables: { id: introductionId } }).subscribe({
    next: ({ data, error }) => {
      if (error) {
        if (!writingFailed(errorCode(error), Boolean(followed.generation))) return;
        end();
        tell(failureToast(followed, error));
        if (followed.generation) client.cache.evict({ id: client.cache.identify({ __typename: 'Introduction', id: introductionId }) });
        else writeDrafts(client, introductionId, null);
        return;
      }
      if (!keepWritingEvent(client, introductionId, data?.introductionWriting)) return;
      end();
      tell(followed.written);
    },
    complete: () => followedOutOfSight.delete(introductionId),
  });
  if (!subscription.closed) followedOutOfSight.set(introductionId, subscription);
}
