import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, credits, viewer } from '@/test/fixtures';

const STORED_PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  careerGoal: 'Lead &quot;analytical engine&quot; teams',
  linkedinUrl: null,
  portfolioDetails: null,
};

function renderSettings(options: { update?: () => unknown; subscribed?: boolean } = {}) {
  const update = vi.fn(options.update ?? ((_: unknown, { input }: { input: object }) => input));
  const app = renderApp({
    route: '/settings',
    resolvers: {
      Query: {
        me: () => viewer(),
        profile: () => STORED_PROFILE,
        credits: () =>
          options.subscribed
            ? {
                ...credits(40),
                isPremium: true,
                isSubscribed: true,
                subscriptionStatus: 'active',
                nextBillingDate: '2024-02-05T00:00:00.000Z',
              }
            : credits(3),
      },
      Mutation: { updateProfile: update },
    },
  });
  return { ...app, update };
}

describe('settings', () => {
  it('fills the profile form with the decoded stored values', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Career goal')).toHaveValue('Lead "analytical engine" teams');
  });

  it('saves the profile, showing "Saving..." meanwhile', async () => {
    const { user, update } = renderSettings();
    const linkedin = await screen.findByLabelText('LinkedIn URL');
    await user.type(linkedin, 'https://linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(update.mock.calls[0]?.[1 as never]).toEqual({
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        careerGoal: 'Lead "analytical engine" teams',
        linkedinUrl: 'https://linkedin.com/in/ada',
        portfolioDetails: '',
      },
    });
  });

  it('shows "Saving..." while the save runs', async () => {
    const { user } = renderSettings({ update: () => new Promise(() => undefined) });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('reports a failed save with the field message', async () => {
    const { user } = renderSettings({
      update: () => {
        throw apiError('BAD_USER_INPUT', 'Invalid input', { fieldErrors: { linkedinUrl: ['Enter a valid URL'] } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid URL')).toBeInTheDocument();
  });

  it('shows the Free plan with a way to buy credits', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Subscription Plan' })).toBeInTheDocument();
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 credits remaining today')).toBeInTheDocument();
  });

  it('shows status and next billing date to subscribers', async () => {
    renderSettings({ subscribed: true });
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Status: active')).toBeInTheDocument();
    expect(screen.getByText('Next billing date: 5 Feb 2024')).toBeInTheDocument();
  });

  it('sends anonymous visitors to sign in', async () => {
    const { router } = renderApp({ route: '/settings' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('deletes the account after a confirmation, then signs out and goes home', async () => {
    const deleteAccount = vi.fn(() => true);
    // Signing out afterwards is the REST logout, which answers 204 for a session already gone.
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const app = renderApp({
      route: '/settings',
      resolvers: { Query: { me: () => viewer(), profile: () => STORED_PROFILE, credits: () => credits(3) }, Mutation: { deleteAccount } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Payments stay on record without your details. This cannot be undone.');
    expect(deleteAccount).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('auth-token')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    fetchMock.mockRestore();
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const deleteAccount = vi.fn(() => true);
    const app = renderApp({
      route: '/settings',
      resolvers: { Query: { me: () => viewer(), profile: () => STORED_PROFILE, credits: () => credits(3) }, Mutation: { deleteAccount } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(app.router.state.location.pathname).toBe('/settings');
  });

  it('signs out everywhere, then forgets the session here and asks to sign in', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const app = renderApp({
      route: '/settings',
      resolvers: { Query: { me: () => viewer(), profile: () => STORED_PROFILE, credits: () => credits(3) } },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed Out Everywhere')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout-everywhere', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth'));
    fetchMock.mockRestore();
  });
});
