import { useCallback } from 'react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';
import { FORBIDDEN_MESSAGE } from '../result-messages';
import { useWriting } from '../writing-context';
import { stillWritingToast } from '../writing-toasts';
import type { FollowedWriting } from './followed-writings';

/**
 * Starts a rewrite for one credit (regenerate, refine, tailor) and follows its writing to the end; a rewrite refused
 * is told the same way for each. Resolves whether it started.
 */
export function useStartRewrite() {
  const { credits } = useCredits();
  const toast = useToast();
  const { follow, catchUp } = useWriting();

  return useCallback(
    async (start: () => Promise<unknown>, followed: FollowedWriting): Promise<boolean> => {
      if (isOutOfCredits(credits)) {
        toast(NO_CREDITS_TOAST);
        return false;
      }
      try {
        await start();
        follow(followed);
        return true;
      } catch (error) {
        const code = errorCode(error);
        if (code === 'NO_CREDITS') toast(NO_CREDITS_TOAST);
        else if (code === 'CONFLICT') {
          toast(stillWritingToast(error));
          catchUp();
        } else {
          const description = code === 'FORBIDDEN' ? FORBIDDEN_MESSAGE : errorMessage(error, followed.failed.description ?? '');
          toast({ ...followed.failed, description });
        }
        return false;
      }
    },
    [credits, toast, follow, catchUp],
  );
}
