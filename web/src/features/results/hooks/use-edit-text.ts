import { useMutation } from '@apollo/client/react';
import type { TextKind } from '@firstwords/contracts';
import { errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { EditIntroductionDocument, RestoreIntroductionVersionDocument } from '../api/introduction-versions';

/** Saving a person's own text and going back to an earlier version: both free, both kept as versions. */
export function useEditText(introductionId: number, purpose: TextKind) {
  const toast = useToast();
  const [edit, { loading: saving }] = useMutation(EditIntroductionDocument);
  const [restore, { loading: restoring }] = useMutation(RestoreIntroductionVersionDocument);

  const fail = (error: unknown, fallback: string) =>
    toast({ title: 'Not Saved', description: errorMessage(error, fallback), variant: 'destructive' });

  const save = async (text: string): Promise<boolean> => {
    try {
      await edit({ variables: { input: { introductionId, purpose, text } } });
      toast({ title: 'Saved', description: 'Your text is saved as a new version.', variant: 'success' });
      return true;
    } catch (error) {
      fail(error, 'Failed to save your text. Please try again.');
      return false;
    }
  };

  const restoreVersion = async (versionId: number) => {
    try {
      await restore({ variables: { input: { introductionId, versionId } } });
      toast({ title: 'Version Restored', description: 'That version is current again; nothing was lost.', variant: 'success' });
    } catch (error) {
      fail(error, 'Failed to switch versions. Please try again.');
    }
  };

  return { save, saving, restoreVersion, restoring };
}
