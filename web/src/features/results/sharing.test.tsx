import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { introduction, renderResults } from './results.fixtures';

interface Shared {
  purpose: string;
  path: string;
  current: boolean;
}

/** An introduction whose LinkedIn text the sharing mutations share, update and stop, as the server would. */
function shareableIntroduction(current = true) {
  let shared: Shared[] = [];
  const make = { purpose: 'linkedin', path: '/s/AbCdEfGhIjKlMnOpQrStUv', current };
  const withShares = () => ({
    ...introduction({ introductions: { linkedin: 'I help teams ship products.', job: null, pitch: null, business: null } }),
    sharedTexts: shared,
  });
  const shareText = vi.fn((_root: unknown, _args: unknown) => (shared = [make])[0]);
  const updateSharedText = vi.fn(() => (shared = [{ ...make, current: true }])[0]);
  const stopSharingText = vi.fn(() => ((shared = []), true));
  return { Query: { introduction: withShares }, Mutation: { shareText, updateSharedText, stopSharingText } };
}

describe('sharing a text by link', () => {
  it('makes a link on request, shows it to copy, and stops sharing it', async () => {
    const resolvers = shareableIntroduction();
    const { user } = renderResults(resolvers);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your LinkedIn Profile text' });
    expect(await within(dialog).findByText('This text is not shared yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByLabelText('Link to your text')).toHaveValue(`${window.location.origin}/s/AbCdEfGhIjKlMnOpQrStUv`);
    expect(resolvers.Mutation.shareText.mock.calls[0]?.[1]).toEqual({ input: { introductionId: 7, purpose: 'linkedin' } });
    expect(within(dialog).queryByText('The link shows an earlier wording of this text.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText('This text is not shared yet.')).toBeInTheDocument();
    expect(resolvers.Mutation.stopSharingText).toHaveBeenCalledTimes(1);
  });

  it('says when the link shows an earlier wording, and updates it only when asked', async () => {
    const resolvers = shareableIntroduction(false);
    const { user } = renderResults(resolvers);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your LinkedIn Profile text' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('The link shows an earlier wording of this text.')).toBeInTheDocument();
    expect(resolvers.Mutation.updateSharedText).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Update the shared text' }));
    await vi.waitFor(() => expect(within(dialog).queryByText('The link shows an earlier wording of this text.')).not.toBeInTheDocument());
    expect(resolvers.Mutation.updateSharedText).toHaveBeenCalledTimes(1);
  });
});
