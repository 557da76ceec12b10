import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, credits } from '@/test/fixtures';
import { draftEvent, introduction, lastEvent, renderResults } from './results.fixtures';

const OLD = 'I help teams ship &lt;accessible&gt; products, &quot;calmly&quot;.';
const OLD_READ = 'I help teams ship <accessible> products, "calmly".';
const NEW = 'I turn hospital data into dashboards nurses use.';

const texts = (linkedin: string | null, others: Record<string, string | null> = {}) => ({
  introductions: { linkedin, job: null, pitch: null, business: null, ...others },
});

const mainCard = () => screen.findByRole('region', { name: 'LinkedIn Profile Introduction' });
const quote = (card: HTMLElement) => card.querySelector('blockquote');

/** Everything a person could do to the chosen text or the introduction (rating starts with a star), enabled or not. */
async function expectActions(card: HTMLElement, enabled: boolean) {
  const check = (element: HTMLElement) => (enabled ? expect(element).toBeEnabled() : expect(element).toBeDisabled());
  for (const name of ['Copy', 'Edit', 'Regenerate', 'Shorter']) check(within(card).getByRole('button', { name }));
  check(within(card).getByRole('button', { name: 'Use this version' }));
  // The rating card loads after the chosen text.
  check(await screen.findByRole('radio', { name: '4 stars, Very good' }));
}

/** Two versions and a refinement, so the restore and refine buttons are on screen. */
const withTools = (overrides: Record<string, unknown> = {}) =>
  introduction({
    refinements: ['shorter'],
    versions: [
      { id: 2, purpose: 'linkedin', origin: 'regenerated', text: OLD, writer: 'offline', createdAt: '2024-01-05T10:00:00.000Z' },
      { id: 1, purpose: 'linkedin', origin: 'generated', text: 'First.', writer: 'offline', createdAt: '2024-01-05T09:00:00.000Z' },
    ],
    ...overrides,
  });

describe('a text being written on the result page', () => {
  it('opens nothing to follow when nothing is being written', async () => {
    const { subscriptions } = renderResults();
    const card = await mainCard();
    expect(quote(card)).toHaveTextContent(OLD_READ);
    expect(within(card).queryByText('Writing…')).not.toBeInTheDocument();
    expect(subscriptions.openVariables()).toEqual([]);
  });

  it('shows the text so far at once after a reload mid-writing, follows it as it grows, and enables everything once stored', async () => {
    const { subscriptions } = renderResults({
      Query: {
        introduction: () => withTools({ drafts: [{ purpose: 'linkedin', text: 'I turn hospital data', state: 'writing' }] }),
      },
    });
    const card = await mainCard();
    await waitFor(() => expect(quote(card)).toHaveTextContent(/^I turn hospital data$/));
    expect(within(card).getByText('Writing…')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Writing the text' })).toBeInTheDocument();
    expect(quote(card)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Writing your introduction…');
    await within(card).findByRole('button', { name: 'Shorter' });
    await within(card).findByRole('button', { name: 'Use this version' });
    await expectActions(card, false);
    expect(within(card).queryByRole('button', { name: 'Rehearse' })).not.toBeInTheDocument();

    await subscriptions.send(draftEvent('linkedin', 'I turn hospital data into dashboards'));
    expect(quote(card)).toHaveTextContent(/^I turn hospital data into dashboards$/);
    expect(subscriptions.openVariables()).toEqual([{ id: 7 }]);

    await subscriptions.send(lastEvent(withTools(texts(NEW))));
    await waitFor(() => expect(within(card).queryByText('Writing…')).not.toBeInTheDocument());
    expect(quote(card)).toHaveTextContent(NEW);
    expect(quote(card)).not.toHaveAttribute('aria-busy');
    expect(within(card).getByText('48 / 2,600 characters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your introduction is written.');
    await expectActions(card, true);
    await waitFor(() => expect(subscriptions.openVariables()).toEqual([]));
  });

  it('shows "Polishing…" over a draft that failed a check, then the final text in its place', async () => {
    const { subscriptions } = renderResults({
      Query: { introduction: () => introduction({ ...texts(null), drafts: [] }) },
    });
    const card = await mainCard();
    await subscriptions.send(draftEvent('linkedin', 'A draft far too long and full of buzzwords.'));
    await subscriptions.send(draftEvent('linkedin', 'A draft far too long and full of buzzwords.', 'polishing'));

    expect(within(card).getByText('Polishing…')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Polishing the text' })).toBeInTheDocument();
    expect(quote(card)).toHaveTextContent('A draft far too long and full of buzzwords.');

    await subscriptions.send(draftEvent('linkedin', NEW, 'done'));
    expect(within(card).queryByText('Polishing…')).not.toBeInTheDocument();
    expect(within(card).getByText('Written')).toBeInTheDocument();
    expect(quote(card)).toHaveTextContent(NEW);
    // Passed, but not stored until the writing ends.
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeDisabled();

    await subscriptions.send(lastEvent(introduction(texts(NEW))));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Copy' })).toBeEnabled());
    expect(within(card).queryByText('Written')).not.toBeInTheDocument();
  });

  it('shows the headline above the LinkedIn text from its first words, and stores it at the end', async () => {
    const { subscriptions } = renderResults({
      Query: { introduction: () => introduction({ ...texts(null), drafts: [] }) },
    });
    const card = await mainCard();
    expect(within(card).queryByRole('region', { name: 'Headline' })).not.toBeInTheDocument();
    await subscriptions.send(draftEvent('headline', 'Health data analyst'));
    const headline = within(card).getByRole('region', { name: 'Headline' });
    expect(quote(headline)).toHaveTextContent(/^Health data analyst$/);
    expect(within(headline).getByText('Writing…')).toBeInTheDocument();

    const written = 'Health data analyst | Building dashboards nurses use';
    await subscriptions.send(lastEvent(introduction(texts(NEW, { headline: written }))));
    await waitFor(() => expect(within(headline).getByRole('button', { name: 'Copy' })).toBeEnabled());
    expect(quote(headline)).toHaveTextContent(written);
    expect(within(headline).getByText('52 / 220 characters')).toBeInTheDocument();
  });

  it('fills the other tabs as their texts are written', async () => {
    const { user, subscriptions } = renderResults({
      Query: { introduction: () => introduction({ ...texts(null), drafts: [] }) },
    });
    const others = await screen.findByRole('region', { name: 'Also written from your answers' });
    expect(
      within(others)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Job Interview', 'Event Pitch', 'Business Profile']);

    await subscriptions.send(draftEvent('pitch', 'Hi, I am Ada.', 'done'));
    await user.click(within(others).getByRole('tab', { name: 'Event Pitch' }));
    expect(within(others).getByRole('tabpanel').querySelector('blockquote')).toHaveTextContent('Hi, I am Ada.');
    expect(within(within(others).getByRole('tabpanel')).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('regenerates into the text as it is written, then says so and counts the credit', async () => {
    let remaining = 2;
    // Answered at once, with the texts as they stand.
    const regenerateIntroduction = vi.fn(() => {
      remaining -= 1;
      return introduction();
    });
    const { user, subscriptions } = renderResults({
      Query: { credits: () => credits(remaining) },
      Mutation: { regenerateIntroduction },
    });
    const card = await mainCard();
    await user.click(await within(card).findByRole('button', { name: 'Regenerate' }));

    // The old text stays until the first words of the new one come.
    expect(await within(card).findByText('Writing…')).toBeInTheDocument();
    expect(quote(card)).toHaveTextContent(OLD_READ);
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(await screen.findByText('1 of 3 credits remaining today')).toBeInTheDocument();

    await subscriptions.send(draftEvent('linkedin', 'I turn hospital'));
    expect(quote(card)).toHaveTextContent(/^I turn hospital$/);
    await subscriptions.send(draftEvent('linkedin', NEW));
    expect(quote(card)).toHaveTextContent(NEW);
    expect(screen.queryByText('Introduction Regenerated')).not.toBeInTheDocument();

    await subscriptions.send(lastEvent(introduction(texts(NEW))));
    expect(await screen.findByText('Introduction Regenerated')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(regenerateIntroduction.mock.calls[0]?.[1 as never]).toEqual({ id: 7, stream: true });
  });

  it('follows a regeneration the person left before it ended: the dashboard shows the new text once it is stored', async () => {
    let stored = 'I help teams ship products calmly.';
    const { user, subscriptions } = renderResults({
      Query: {
        introductionSummaries: () => ({
          items: [{ id: 7, purpose: 'linkedin', createdAt: '2024-01-05T10:00:00.000Z', preview: stored }],
          nextCursor: null,
        }),
      },
      Mutation: { regenerateIntroduction: () => introduction() },
    });
    const card = await mainCard();
    await user.click(await within(card).findByRole('button', { name: 'Regenerate' }));
    await subscriptions.send(draftEvent('linkedin', 'I turn hospital'));

    await user.click(within(screen.getAllByRole('navigation')[0]!).getAllByRole('link', { name: 'Dashboard' })[0]!);
    const list = await screen.findByRole('region', { name: 'Your Introductions' });
    // The server still holds the old text while the new one is written.
    expect(await within(list).findByText(/^I help teams ship products calmly/)).toBeInTheDocument();
    expect(subscriptions.openVariables()).toEqual([{ id: 7 }]);

    stored = NEW;
    await subscriptions.send(lastEvent(introduction(texts(NEW))));
    expect(await within(list).findByText(/^I turn hospital data into dashboards/)).toBeInTheDocument();
    expect(screen.getByText('Introduction Regenerated')).toBeInTheDocument();
    await waitFor(() => expect(subscriptions.openVariables()).toEqual([]));
  });

  it('keeps the old text when the writing of a regeneration fails, and says why', async () => {
    const { user, subscriptions, router } = renderResults({ Mutation: { regenerateIntroduction: () => introduction() } });
    const card = await mainCard();
    await user.click(await within(card).findByRole('button', { name: 'Regenerate' }));
    await subscriptions.send(draftEvent('linkedin', 'Half a'));
    expect(quote(card)).toHaveTextContent(/^Half a$/);

    await subscriptions.fail(apiError('GENERATION_UNAVAILABLE', 'Failed to generate introduction. Please try again.'));
    expect(await screen.findByText('Regeneration Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate introduction. Please try again.')).toBeInTheDocument();
    expect(quote(card)).toHaveTextContent(OLD_READ);
    expect(within(card).queryByText('Writing…')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/results/7');
  });

  it('says a text is still being written when a second rewrite is refused, and follows the one under way', async () => {
    let writingElsewhere = false;
    const { user } = renderResults({
      Query: {
        introduction: () =>
          introduction(writingElsewhere ? { drafts: [{ purpose: 'linkedin', text: 'Written in another tab', state: 'writing' }] } : {}),
      },
      Mutation: {
        regenerateIntroduction: () => {
          writingElsewhere = true;
          throw apiError('CONFLICT', 'This introduction is still being written. Wait for it to finish, then try again');
        },
      },
    });
    const card = await mainCard();
    await user.click(await within(card).findByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText('Still Writing')).toBeInTheDocument();
    expect(screen.getByText('This introduction is still being written. Wait for it to finish, then try again')).toBeInTheDocument();
    await waitFor(() => expect(quote(card)).toHaveTextContent('Written in another tab'));
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  });
});
