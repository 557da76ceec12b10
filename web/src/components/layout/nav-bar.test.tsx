import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { viewer } from '@/test/fixtures';

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

function linkNames(nav: ReturnType<typeof within>) {
  return nav.queryAllByRole('link').map((link: HTMLElement) => link.textContent);
}

describe('navigation bar', () => {
  it('offers Home, Generate Intro and Sign In to anonymous visitors', async () => {
    renderApp();
    const nav = await mainNav();
    await waitFor(() => expect(linkNames(nav)).toEqual(['Home', 'Generate Intro', 'Sign In']));
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('adds the signed-in links and Logout, without Admin, for a user', async () => {
    renderApp({ resolvers: { Query: { me: () => viewer('user') } } });
    const nav = await mainNav();
    await waitFor(() => expect(linkNames(nav)).toEqual(['Home', 'Generate Intro', 'Dashboard', 'Settings', 'Credits']));
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Admin for an admin', async () => {
    renderApp({ resolvers: { Query: { me: () => viewer('admin') } } });
    const nav = await mainNav();
    await waitFor(() => expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-dashboard'));
  });

  it('has a mobile menu with the same links', async () => {
    const { user } = renderApp({ resolvers: { Query: { me: () => viewer('user') } } });
    await (await mainNav()).findByRole('link', { name: 'Dashboard' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Generate Intro',
      'Dashboard',
      'Settings',
      'Credits',
    ]);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out: session entries removed, links back to anonymous', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    sessionStorage.setItem('auth-token', 'token-1');
    const { user, router } = renderApp({ route: '/dashboard', resolvers: { Query: { me: () => viewer('user') } } });
    const nav = await mainNav();

    await user.click(await nav.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(linkNames(nav)).toContain('Sign In'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('auth-token')).toBeNull();
    expect(sessionStorage.getItem('user-id')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it('shows the footer links and the feedback button on every page', async () => {
    renderApp({ route: '/no-such-page' });
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/'],
      ['Privacy', '/'],
      ['Terms', '/'],
      ['Contact', '/'],
    ]);
    expect(screen.getByText(/© \d{4} FirstWords\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
});
