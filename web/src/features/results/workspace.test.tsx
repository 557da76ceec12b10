import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutForPreview, LINKEDIN_CUT } from './linkedin-cut';
import { introduction, renderResults } from './results.fixtures';

const HOOK = 'I turn messy hospital data into dashboards that nurses actually use, and I would love to show you how.';
const LINKEDIN =
  `${HOOK} ${'After ten years on the wards I retrained as an analyst, and now I build the tools I always wanted. '.repeat(3)}`.trim();
const JOB = 'Thank you for having me. '.repeat(20).trim();
const TEXTS = {
  linkedin: LINKEDIN,
  job: JOB,
  pitch: 'Hi, I am Sam, a nurse turned analyst.',
  business: 'Sam Patel is a health data analyst in Leeds.',
};

describe('the other texts, the LinkedIn preview and the rehearsal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the other three texts in tabs, each with its own count, Copy and Edit', async () => {
    const { user } = renderResults({ Query: { introduction: () => introduction({ purpose: 'job', introductions: TEXTS }) } });
    const also = await screen.findByRole('region', { name: 'Also written from your answers' });
    expect(
      within(also)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['LinkedIn Profile', 'Event Pitch', 'Business Profile']);

    await user.click(within(also).getByRole('tab', { name: 'Business Profile' }));
    const panel = within(also).getByRole('tabpanel');
    expect(within(panel).getByText(TEXTS.business, { selector: 'blockquote' })).toBeInTheDocument();
    expect(within(panel).getByText('9 / 250 words')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    expect(within(panel).getByLabelText('Your introduction')).toHaveValue(TEXTS.business);
    // The chosen text above is not being edited.
    expect(screen.getByText(JOB, { selector: 'blockquote' })).toBeInTheDocument();
  });

  it('shows the LinkedIn headline above the About, with its own count, Copy, Edit and refinements', async () => {
    const headline = 'Nurse turned health data analyst | Building dashboards nurses actually use';
    const { user } = renderResults({
      Query: { introduction: () => introduction({ introductions: { ...TEXTS, headline }, refinements: ['shorter'] }) },
    });
    const section = await screen.findByRole('region', { name: 'Headline' });
    expect(within(section).getByText(headline, { selector: 'blockquote' })).toBeInTheDocument();
    expect(within(section).getByText(`${headline.length} / 220 characters`)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(await within(section).findByRole('button', { name: 'Shorter' })).toBeEnabled();
    // The About follows its headline, as on a profile.
    const about = screen.getByRole('heading', { name: 'About' });
    expect(section.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    expect(within(section).getByLabelText('Your introduction')).toHaveValue(headline);
    await user.type(within(section).getByLabelText('Your introduction'), ' | Ten years on the wards'.repeat(6));
    expect(within(section).getByText(/\/ 220 characters \(too long\)$/)).toBeInTheDocument();
  });

  it('shows the headline in the LinkedIn tab when another purpose was chosen, and nowhere without one', async () => {
    const headline = 'Nurse turned health data analyst';
    const { user } = renderResults({
      Query: { introduction: () => introduction({ purpose: 'job', introductions: { ...TEXTS, headline } }) },
    });
    const also = await screen.findByRole('region', { name: 'Also written from your answers' });
    expect(within(within(also).getByRole('tabpanel')).getByRole('region', { name: 'Headline' })).toHaveTextContent(headline);
    await user.click(within(also).getByRole('tab', { name: 'Event Pitch' }));
    expect(screen.queryByRole('region', { name: 'Headline' })).not.toBeInTheDocument();
  });

  it('shows no headline for an introduction written before headlines', async () => {
    renderResults({ Query: { introduction: () => introduction({ introductions: { ...TEXTS, headline: null } }) } });
    expect(await screen.findByText(LINKEDIN, { selector: 'blockquote' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Headline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
  });

  it('cuts the LinkedIn text where a phone and a desktop show "see more", and says whether the hook survives', async () => {
    const { user } = renderResults({ Query: { introduction: () => introduction({ introductions: { ...TEXTS } }) } });
    const preview = await screen.findByRole('region', { name: 'As LinkedIn shows it' });
    const shown = () => within(preview).getByTestId('linkedin-preview-text').textContent ?? '';
    expect(shown()).toBe(`${cutForPreview(LINKEDIN, LINKEDIN_CUT.phone).shown}…see more`);
    expect(within(preview).getByText('Your first sentence shows before "see more" on a phone.')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Desktop' }));
    expect(shown()).toBe(`${cutForPreview(LINKEDIN, LINKEDIN_CUT.desktop).shown}…see more`);
    await user.click(within(preview).getByRole('button', { name: 'see more' }));
    expect(shown()).toBe(LINKEDIN);
  });

  it('cuts at a whole word within the limit, and warns when the first sentence does not fit', () => {
    const long = `${'word '.repeat(50).trim()}. Then more.`;
    const { shown, cut, firstSentenceFits } = cutForPreview(long, LINKEDIN_CUT.phone);
    expect(cut).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown.endsWith('word')).toBe(true);
    expect(firstSentenceFits).toBe(false);
    expect(cutForPreview('Short. Text.', LINKEDIN_CUT.phone)).toEqual({ shown: 'Short. Text.', cut: false, firstSentenceFits: true });
  });

  it('cuts short paragraphs after three lines, well before the character limit', () => {
    const paragraphs = 'I build dashboards nurses use.\n\nTen years on the wards.\n\nNow an analyst in Leeds.\n\nLet us talk.';
    expect(paragraphs.length).toBeLessThan(200);
    expect(cutForPreview(paragraphs, LINKEDIN_CUT.phone)).toEqual({
      shown: 'I build dashboards nurses use.\n\nTen years on the wards.',
      cut: true,
      firstSentenceFits: true,
    });
    const lines = 'One line.\nTwo lines.\nThree lines.\nFour lines.';
    expect(cutForPreview(lines, LINKEDIN_CUT.desktop).shown).toBe('One line.\nTwo lines.\nThree lines.');
    // A paragraph that wraps takes its lines' share of the characters: 2 of 3 lines leave 66 characters.
    const wrapping = `${'word '.repeat(20).trim()}\n${'more '.repeat(30).trim()}`;
    const { shown } = cutForPreview(wrapping, LINKEDIN_CUT.phone);
    expect(shown.startsWith(`${'word '.repeat(20).trim()}\nmore`)).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(99 + 1 + 66);
    expect(cutForPreview('Four.\nShort.\nLines.\nHere.', { characters: 200, lines: 4 }).cut).toBe(false);
  });

  it('rehearses a job answer against 90 seconds: the timer runs, pauses and resumes, and Esc leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderResults({
      fakeTimers: true,
      Query: { introduction: () => introduction({ purpose: 'job', introductions: TEXTS }) },
    });
    expect(await screen.findByText('100 / 230 words · about 40 seconds spoken')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Rehearse' })[0] as HTMLElement);

    const rehearsal = screen.getByRole('dialog', { name: 'Rehearse: Job Interview' });
    const timer = within(rehearsal).getByRole('timer');
    expect(timer).toHaveTextContent('0:00 / 1:30');
    await user.click(within(rehearsal).getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('0:05 / 1:30');
    await user.click(within(rehearsal).getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('0:05 / 1:30');
    await user.click(within(rehearsal).getByRole('button', { name: 'Resume' }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent('0:08 / 1:30');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
