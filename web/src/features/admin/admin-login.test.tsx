import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { viewer } from '@/test/fixtures';
import { STATS } from './admin-fixtures';
import { SIGNED_IN_MARKER } from '@/lib/session-storage';
import { MeDocument } from '@/session/api/me-query';

type User = ReturnType<typeof renderApp>['user'];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ADMIN_ANSWER = {
  user: { id: 'admin-1', username: 'admin@example.com', email: 'admin@example.com', displayName: null, photoURL: null, role: 'admin' },
  token: 'admin-token',
};

async function submitLogin(user: User) {
  await user.type(await screen.findByLabelText(/Email/), 'admin@example.com');
  await user.type(screen.getByLabelText(/Password/), 'change-me-admin');
  await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
}

describe('admin login', () => {
  it('has a labelled email and password, both required', async () => {
    renderApp({ route: '/admin-login' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Login to access the admin dashboard')).toBeInTheDocument();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });

  it('signs in, greets the admin and opens the dashboard', async () => {
    let signedIn = false;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      signedIn = true;
      return jsonResponse(ADMIN_ANSWER);
    });
    const { user, router } = renderApp({
      route: '/admin-login',
      resolvers: { Query: { me: () => (signedIn ? { ...viewer('admin'), id: 'admin-1' } : null), adminStats: () => STATS } },
    });

    await submitLogin(user);

    expect(await screen.findByText('Admin Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/admin-login',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: 'change-me-admin' }) }),
    );
    expect(sessionStorage.getItem('auth-token')).toBe(SIGNED_IN_MARKER);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('admin-token');
    expect(sessionStorage.getItem('user-id')).toBe('admin-1');
  });

  it('shows "Logging in..." while the request runs', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    const { user } = renderApp({ route: '/admin-login' });
    await submitLogin(user);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('reports a failed login with the server message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Invalid credentials or insufficient permissions' }, 401));
    const { user, router } = renderApp({ route: '/admin-login' });
    await submitLogin(user);
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid credentials or insufficient permissions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(screen.getByRole('button', { name: 'Login as Admin' })).toBeEnabled();
  });

  it('tells an admin they are already signed in', async () => {
    renderApp({ route: '/admin-login', resolvers: { Query: { me: () => viewer('admin') } } });
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByText("You're already logged in as an admin")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('sends /admin to the dashboard', async () => {
    const { router } = renderApp({ route: '/admin', resolvers: { Query: { me: () => viewer('admin'), adminStats: () => STATS } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });
});

describe('an admin whose session ends on the dashboard', () => {
  it('goes to the admin login, not the site sign-in, whichever screen hears it first', async () => {
    const { client, router } = renderApp({
      route: '/admin-dashboard',
      resolvers: { Query: { me: () => viewer('admin'), adminStats: () => STATS } },
    });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // As Logout and an ended session tell every screen: the dashboard hears it before any navigation.
    act(() => client.writeQuery({ query: MeDocument, data: { me: null } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByRole('button', { name: 'Login as Admin' })).toBeInTheDocument();
  });
});

describe('admin portal header', () => {
  it('links to the dashboard and logs the admin out', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    sessionStorage.setItem('auth-token', 'admin-token');
    const { user, router } = renderApp({
      route: '/admin-dashboard',
      resolvers: { Query: { me: () => viewer('admin'), adminStats: () => STATS } },
    });
    expect(await screen.findByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin-dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(await nav.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Admin Logout')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out of the admin portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(sessionStorage.getItem('auth-token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login as Admin' })).toBeInTheDocument();
  });
});
