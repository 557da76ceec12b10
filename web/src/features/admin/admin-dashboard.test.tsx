import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, viewer } from '@/test/fixtures';
import { INTRODUCTIONS, STATS, USERS } from './admin-fixtures';

interface DashboardOptions {
  stats?: () => unknown;
  users?: () => unknown;
  introductions?: () => unknown;
}

function renderDashboard(options: DashboardOptions = {}) {
  const queries = {
    adminStats: vi.fn(options.stats ?? (() => STATS)),
    adminUsers: vi.fn(options.users ?? (() => USERS)),
    adminIntroductions: vi.fn(options.introductions ?? (() => INTRODUCTIONS)),
  };
  const setUserPremium = vi.fn((_: unknown, { userId, isPremium }: { userId: string; isPremium: boolean }) => ({
    id: userId,
    isPremium,
    remainingCredits: isPremium ? -1 : 3,
  }));
  const app = renderApp({
    route: '/admin-dashboard',
    resolvers: { Query: { me: () => viewer('admin'), ...queries }, Mutation: { setUserPremium } },
  });
  return { ...app, ...queries, setUserPremium };
}

/** The value shown beside a label in a stat card. */
function statValue(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

function cellTexts(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

async function openTab(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('admin dashboard', () => {
  it('sends a regular user to their dashboard', async () => {
    const { router } = renderApp({ route: '/admin-dashboard', resolvers: { Query: { me: () => viewer('user') } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
  });

  it('sends anonymous visitors to sign in', async () => {
    const { router } = renderApp({ route: '/admin-dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('verifies admin access while the session loads', async () => {
    renderApp({ route: '/admin-dashboard', resolvers: { Query: { me: () => new Promise(() => undefined) } } });
    expect(await screen.findByText('Verifying admin access...')).toBeInTheDocument();
  });

  it('shows the overview cards, chart summaries and recent introductions', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();

    const users = await screen.findByRole('region', { name: 'Users' });
    expect(statValue(users, 'Total registered')).toBe('12');
    expect(statValue(users, 'Premium')).toBe('5');
    expect(statValue(users, 'Subscribed')).toBe('2');
    const introductions = screen.getByRole('region', { name: 'Introductions' });
    expect(statValue(introductions, 'Total generated')).toBe('30');
    expect(statValue(introductions, 'Tailored to an advert')).toBe('12 (40%)');
    expect(statValue(introductions, 'Free credits used')).toBe('21');
    const types = screen.getByRole('region', { name: 'Introduction Types' });
    expect(statValue(types, 'LinkedIn Profile')).toBe('18');
    expect(statValue(types, 'Job Interview')).toBe('12');

    expect(screen.getByRole('figure', { name: 'Introductions by Type chart' })).toHaveAccessibleDescription(
      'LinkedIn Profile: 18 Job Interview: 12',
    );
    expect(screen.getByRole('figure', { name: 'User Distribution chart' })).toHaveAccessibleDescription(
      'Free Users: 6 Premium Users: 4 Subscribed Users: 2',
    );

    const table = screen.getByRole('table', { name: 'Recent Introductions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'User', 'Purpose', 'Date']);
    expect(cellTexts(within(table).getAllByRole('row')[1]!)).toEqual(['30', 'abcdef12...', 'Job Interview', '5 Jan 2024']);
  });

  it('fetches each tab on first view only and keeps it', async () => {
    const { user, adminStats, adminUsers, adminIntroductions } = renderDashboard();
    await screen.findByRole('region', { name: 'Users' });
    expect(adminUsers).not.toHaveBeenCalled();
    expect(adminIntroductions).not.toHaveBeenCalled();

    await openTab(user, 'Users');
    await screen.findByRole('table', { name: 'Users' });
    await openTab(user, 'Introductions');
    await screen.findByRole('table', { name: 'Introductions' });
    await openTab(user, 'Overview');
    await screen.findByRole('region', { name: 'Users' });
    await openTab(user, 'Users');
    await screen.findByRole('table', { name: 'Users' });

    expect(adminStats).toHaveBeenCalledTimes(1);
    expect(adminUsers).toHaveBeenCalledTimes(1);
    expect(adminIntroductions).toHaveBeenCalledTimes(1);
  });

  it('refreshes the open tab on "Refresh Data"', async () => {
    let answer: (stats: typeof STATS) => void = () => undefined;
    const { user, adminStats } = renderDashboard();
    await screen.findByRole('region', { name: 'Users' });
    adminStats.mockImplementation(() => new Promise((resolve) => (answer = resolve)));

    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    answer({ ...STATS, totalUsers: 13 });
    await waitFor(() => expect(statValue(screen.getByRole('region', { name: 'Users' }), 'Total registered')).toBe('13'));
    // The button comes back when the refresh's promise settles, which can be a render after the figures.
    expect(await screen.findByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    expect(adminStats).toHaveBeenCalledTimes(2);
  });

  it('formats the users table', async () => {
    const { user } = renderDashboard();
    await openTab(user, 'Users');
    const table = await screen.findByRole('table', { name: 'Users' });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User ID', 'Email', 'Name', 'Credits', 'Premium', 'Subscription', 'Reversed', 'Joined', 'Actions']);
    const [, free, premium] = within(table).getAllByRole('row');
    expect(cellTexts(free!)).toEqual([
      '9f8e7d6c',
      'grace@example.com',
      'Grace Hopper',
      '3',
      'No',
      'None',
      'None',
      '5 Jan 2024',
      'Grant Premium',
    ]);
    expect(cellTexts(premium!)).toEqual([
      'premium-',
      'ada@example.com',
      'ada',
      'Unlimited',
      'Yes',
      'active',
      '5 credits',
      '5 Jan 2024',
      'Revoke Premium',
    ]);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('grants premium', async () => {
    const { user, setUserPremium } = renderDashboard();
    await openTab(user, 'Users');

    await user.click(await screen.findByRole('button', { name: 'Grant Premium for grace@example.com' }));

    expect(await screen.findByText('Premium Granted')).toBeInTheDocument();
    expect(setUserPremium.mock.calls[0]?.[1 as never]).toEqual({ userId: '9f8e7d6c5b4a-0001', isPremium: true });
    expect(await screen.findByRole('button', { name: 'Revoke Premium for grace@example.com' })).toBeInTheDocument();
  });

  it('shows the introductions with their total and chart', async () => {
    const { user } = renderDashboard();
    await openTab(user, 'Introductions');

    expect(await screen.findByText('Total introductions: 2')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Introductions over Time chart' })).toHaveAccessibleDescription(
      '4 Jan 2024: 1 5 Jan 2024: 1',
    );
    expect(screen.getByRole('figure', { name: 'Average Rating by Purpose and Writer chart' })).toHaveAccessibleDescription(
      "Job Interview, Offline writer: 4.50 of 5 from 2 ratings Event Pitch, People's own edits: 3.00 of 5 from 1 rating",
    );
    const rows = within(screen.getByRole('table', { name: 'Introductions' })).getAllByRole('row');
    expect(cellTexts(rows[1]!)).toEqual(['2', 'grace@example.com', 'LinkedIn Profile', '5 Jan 2024']);
    expect(cellTexts(rows[2]!)).toEqual(['1', 'user-3-id', 'Event Pitch', '4 Jan 2024']);
  });

  it('offers Retry when statistics fail to load', async () => {
    const { user, adminStats } = renderDashboard({
      stats: () => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable');
      },
    });

    expect(await screen.findByText('Failed to load admin statistics')).toBeInTheDocument();
    expect(await screen.findByText('Error Loading Admin Data')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    adminStats.mockImplementation(() => STATS);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeInTheDocument();
  });

  it('offers Retry when there are no users or introductions', async () => {
    const { user, adminUsers } = renderDashboard({
      users: () => ({ items: [], total: 0 }),
      introductions: () => ({ items: [], total: 0, introsByDay: [], ratings: [] }),
    });
    await openTab(user, 'Users');
    expect(await screen.findByText('No users found or failed to load user data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(adminUsers).toHaveBeenCalledTimes(2));

    await openTab(user, 'Introductions');
    expect(await screen.findByText('No introduction data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
