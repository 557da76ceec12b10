import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { renderApp } from '@/test/render-app';
import { apiError, credits, viewer } from '@/test/fixtures';

// The server sends the first 100 characters, as a person reads them.
const PREVIEW = 'I build <data> platforms that help hospitals plan staffing, reduce waiting times and keep pat';

function introduction(id: number, purpose: string, preview: string) {
  return { id, purpose, createdAt: '2024-01-05T10:00:00.000Z', preview };
}

function renderDashboard(options: { remaining?: number; premium?: boolean; remove?: () => boolean } = {}) {
  let stored = [introduction(1, 'linkedin', PREVIEW), introduction(2, 'pitch', 'Short pitch.')];
  const remove = vi.fn((_: unknown, { id }: { id: number }) => {
    if (options.remove) return options.remove();
    stored = stored.filter((item) => item.id !== id);
    return true;
  });
  const app = renderApp({
    route: '/dashboard',
    resolvers: {
      Query: {
        me: () => viewer(),
        credits: () => credits(options.remaining ?? 2, options.premium),
        introductionSummaries: () => ({ items: stored, nextCursor: null }),
      },
      Mutation: { deleteIntroduction: remove },
    },
  });
  return { ...app, remove };
}

describe('dashboard', () => {
  it('lists introductions with purpose, date and a 100-character preview', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Your Dashboard' })).toBeInTheDocument();

    const items = await screen.findAllByRole('listitem');
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'LinkedIn Profile' })).toBeInTheDocument();
    expect(first.getByText('5 Jan 2024')).toBeInTheDocument();
    expect(
      first.getByText('I build <data> platforms that help hospitals plan staffing, reduce waiting times and keep pat...'),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/results/1');
  });

  it('shows each purpose by its label', async () => {
    renderDashboard();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1]!).getByRole('heading', { name: 'Event Pitch' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Short pitch....')).toBeInTheDocument();
  });

  it('shows the credits and a way to buy more, or unlimited for premium', async () => {
    renderDashboard({ remaining: 2 });
    expect(await screen.findByText('2 of 3 credits remaining today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/form');
  });

  it('tells premium users they are unlimited, without an add-credits button', async () => {
    renderDashboard({ premium: true });
    expect(await screen.findByText('You have unlimited introductions available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Credits' })).not.toBeInTheDocument();
  });

  it('deletes an introduction after confirmation and refreshes the list', async () => {
    const { user, remove } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete LinkedIn Profile introduction' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this introduction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete LinkedIn Profile introduction' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Introduction Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports a failed deletion', async () => {
    const { user } = renderDashboard({
      remove: () => {
        throw apiError('INTERNAL_SERVER_ERROR');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete LinkedIn Profile introduction' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete the introduction. Please try again.')).toBeInTheDocument();
  });

  it('sends anonymous visitors to sign in', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('shows 20 at first and the next ones below them on "Show more"', async () => {
    const all = Array.from({ length: 25 }, (_, index) => introduction(index + 1, 'job', `Introduction number ${index + 1}`));
    const pages = vi.fn((_: unknown, { cursor }: { cursor?: string | null }) =>
      cursor === 'after-20' ? { items: all.slice(20), nextCursor: null } : { items: all.slice(0, 20), nextCursor: 'after-20' },
    );
    const app = renderApp({
      route: '/dashboard',
      resolvers: { Query: { me: () => viewer(), credits: () => credits(2), introductionSummaries: pages } },
    });
    await waitFor(async () => expect(await screen.findAllByRole('listitem')).toHaveLength(20));
    await app.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.getByText('Introduction number 25...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('the dashboard while the credits load', () => {
  it('says they are loading in a way assistive technology accepts', async () => {
    const { container } = renderApp({
      route: '/dashboard',
      resolvers: {
        Query: {
          me: () => viewer(),
          credits: () => new Promise(() => undefined),
          introductionSummaries: () => ({ items: [], nextCursor: null }),
        },
      },
    });
    expect(await screen.findAllByLabelText('Loading credits')).not.toHaveLength(0);
    const { violations } = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });
});
