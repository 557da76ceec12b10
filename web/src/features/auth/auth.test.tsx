import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { viewer } from '@/test/fixtures';
import { SIGNED_IN_MARKER } from '@/lib/session-storage';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const LOGIN_ANSWER = {
  user: { id: 'user-1', username: 'ada@example.com', email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null, role: 'user' },
  token: 'session-token',
};

/** The server's view of the session: anonymous until dev-login succeeds. */
function devLoginServer() {
  let signedIn = false;
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    signedIn = true;
    return jsonResponse(LOGIN_ANSWER);
  });
  return { fetchMock, me: () => (signedIn ? viewer() : null) };
}

async function signInWithEmail(user: ReturnType<typeof renderApp>['user']) {
  const continueButton = await screen.findByRole('button', { name: 'Continue with Google' });
  // The button stays disabled until the app's sign-in configuration has loaded.
  await waitFor(() => expect(continueButton).toBeEnabled());
  await user.click(continueButton);
  const dialog = await screen.findByRole('dialog', { name: 'Development sign-in' });
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await user.type(screen.getByLabelText('Name (optional)'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return dialog;
}

describe('sign in', () => {
  it('signs in with development sign-in and goes to the redirect target', async () => {
    const server = devLoginServer();
    const { user, router } = renderApp({ route: '/auth?redirect=form', resolvers: { Query: { me: server.me } } });

    await signInWithEmail(user);

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to FirstWords, Ada Lovelace!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(server.fetchMock).toHaveBeenCalledWith(
      '/api/auth/dev-login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com', name: 'Ada Lovelace' }) }),
    );
    expect(sessionStorage.getItem('user-id')).toBe('user-1');
    expect(sessionStorage.getItem('userId')).toBe('user-1');
    // The token stays in the HttpOnly cookie the server set: page JavaScript keeps only a marker.
    expect(sessionStorage.getItem('auth-token')).toBe(SIGNED_IN_MARKER);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('session-token');
  });

  it('goes to the dashboard when no redirect is given', async () => {
    const server = devLoginServer();
    const { user, router } = renderApp({ route: '/auth', resolvers: { Query: { me: server.me } } });
    await signInWithEmail(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows "Signing in..." on a disabled button while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp({ route: '/auth' });

    await signInWithEmail(user);

    for (const button of await screen.findAllByRole('button', { name: 'Signing in...', hidden: true })) {
      expect(button).toBeDisabled();
    }
    answer(jsonResponse({ message: 'Development sign-in is not enabled' }, 404));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  });

  it('reports a failed login and stays on the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Development sign-in is not enabled' }, 404));
    const { user, router } = renderApp({ route: '/auth' });

    await signInWithEmail(user);

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Development sign-in is not enabled')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('auth-token')).toBeNull();
  });

  it('sends a signed-in user straight on without rendering the sign-in card', async () => {
    const { router } = renderApp({ route: '/auth?redirect=settings', resolvers: { Query: { me: () => viewer() } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('has placeholder Terms of Service and Privacy Policy links', async () => {
    renderApp({ route: '/auth' });
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '#');
  });
});
