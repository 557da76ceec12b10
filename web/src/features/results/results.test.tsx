import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, credits } from '@/test/fixtures';
import { introduction, lastEvent, renderResults } from './results.fixtures';
import { THIN_ANSWERS_NOTE } from './result-messages';

describe('results page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the badge, the credit count and the decoded text for the purpose', async () => {
    renderResults();
    expect(await screen.findByRole('heading', { name: 'LinkedIn Profile Introduction' })).toBeInTheDocument();
    expect(screen.getByText('Generated Successfully')).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 credits remaining today')).toBeInTheDocument();
    expect(screen.getByText('I help teams ship <accessible> products, "calmly".', { selector: 'blockquote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Another' })).toHaveAttribute('href', '/form');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('suggests fuller answers when neither key achievements nor CV text were given', async () => {
    renderResults({ Query: { introduction: () => introduction({ achievements: null, cvText: null }) } });
    expect(await screen.findByText(THIN_ANSWERS_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(THIN_ANSWERS_NOTE);
  });

  it.each([
    ['key achievements', { achievements: 'Led the launch', cvText: null }],
    ['CV text', { achievements: null, cvText: 'Ten years in product design' }],
  ])('says nothing of fuller answers when %s were given', async (_given, answers) => {
    renderResults({ Query: { introduction: () => introduction(answers) } });
    expect(await screen.findByRole('heading', { name: 'LinkedIn Profile Introduction' })).toBeInTheDocument();
    expect(screen.queryByText(THIN_ANSWERS_NOTE)).not.toBeInTheDocument();
  });

  it('shows "Copied!" for 2 seconds after copying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderResults({ fakeTimers: true });
    const button = await screen.findByRole('button', { name: 'Copy' });
    // The fake clock also moves with the real one, by however much a loaded machine takes: count from either side of
    // the click rather than adding fixed steps to wherever the clock has got to.
    const clickedAt = Date.now();
    await user.click(button);
    const copiedAt = Date.now();
    const advanceTo = (time: number) => act(() => vi.advanceTimersByTime(Math.max(0, time - Date.now())));

    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('I help teams ship <accessible> products, "calmly".');
    advanceTo(clickedAt + 1900);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    advanceTo(copiedAt + 2000);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('regenerates: shows the new text once written and refreshes the credits', async () => {
    let remaining = 2;
    const regenerate = vi.fn(() => {
      remaining -= 1;
      return introduction();
    });
    const { user, subscriptions } = renderResults({
      Query: { credits: () => credits(remaining) },
      Mutation: { regenerateIntroduction: regenerate },
    });

    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await subscriptions.send(
      lastEvent(introduction({ introductions: { linkedin: 'A brand new version.', job: null, pitch: null, business: null } })),
    );

    expect(await screen.findByText('A brand new version.', { selector: 'blockquote' })).toBeInTheDocument();
    // Toasts arrive a moment later: the toaster is downloaded with the first one.
    expect(await screen.findByText('Introduction Regenerated')).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 credits remaining today')).toBeInTheDocument();
    expect(regenerate).toHaveBeenCalledTimes(1);
  });

  it('reports a failed regeneration', async () => {
    const { user } = renderResults({
      Mutation: {
        regenerateIntroduction: () => {
          throw apiError('NO_CREDITS', 'No credits');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
  });

  it('keeps Submit disabled until a rating is chosen, then thanks the person', async () => {
    const rate = vi.fn(() => ({ id: 1, introductionId: 7, rating: 4, comment: 'Spot on', createdAt: '2024-01-05T10:00:00.000Z' }));
    const { user } = renderResults({ Mutation: { rateIntroduction: rate } });

    const submit = await screen.findByRole('button', { name: 'Submit Rating' });
    expect(submit).toBeDisabled();

    // A plain click: MUI Rating reads the pointer position, and jsdom has no layout.
    fireEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Spot on');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Feedback Submitted' })).toBeInTheDocument();
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(rate.mock.calls[0]?.[1 as never]).toEqual({ input: { introductionId: 7, rating: 4, comment: 'Spot on' } });
  });

  it('shows the thank-you state for an introduction already rated', async () => {
    renderResults({ Query: { introduction: () => introduction({ myRating: { id: 3, rating: 5, comment: null } }) } });
    expect(await screen.findByRole('heading', { name: 'Feedback Submitted' })).toBeInTheDocument();
  });

  it('shows the permission message for a FORBIDDEN error', async () => {
    renderResults({
      Query: {
        introduction: () => {
          throw apiError('FORBIDDEN', 'Forbidden');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Introduction' })).toBeInTheDocument();
    expect(screen.getAllByText("You don't have permission to access this introduction").length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Introduction' })).toHaveAttribute('href', '/form');
  });

  it('shows "Introduction Not Found" for a NOT_FOUND error', async () => {
    renderResults({
      Query: {
        introduction: () => {
          throw apiError('NOT_FOUND', 'Not found');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Introduction Not Found' })).toBeInTheDocument();
  });

  it('sends anonymous visitors to sign in', async () => {
    const { router } = renderApp({ route: '/results/7' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
