import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { credits } from '@/test/fixtures';
import { draftEvent, introduction, lastEvent, renderResults } from './results.fixtures';

const GENERATED = 'I help teams ship &lt;accessible&gt; products, &quot;calmly&quot;.';

function version(id: number, origin: string, text: string) {
  return { id, purpose: 'linkedin', origin, text, writer: origin === 'edited' ? null : 'offline', createdAt: '2024-01-05T10:00:00.000Z' };
}

/** An introduction whose LinkedIn text the mutations change, as the server would. */
function editableIntroduction() {
  let versions = [version(1, 'generated', GENERATED)];
  const current = () => introduction({ introductions: { linkedin: versions[0]?.text, job: null, pitch: null, business: null }, versions });
  const editIntroduction = vi.fn((_root: unknown, { input }: { input: { text: string } }) => {
    versions = [version(versions.length + 1, 'edited', input.text), ...versions];
    return current();
  });
  const restoreIntroductionVersion = vi.fn((_root: unknown, { input }: { input: { versionId: number } }) => {
    const restored = versions.find((candidate) => candidate.id === input.versionId);
    versions = [version(versions.length + 1, 'restored', restored?.text ?? ''), ...versions];
    return current();
  });
  return { Query: { introduction: current }, Mutation: { editIntroduction, restoreIntroductionVersion } };
}

describe('editing the text on the result page', () => {
  it('counts characters against the LinkedIn limit as the person types, and saves the edit as a version', async () => {
    const resolvers = editableIntroduction();
    const { user } = renderResults(resolvers);
    expect(await screen.findByText('50 / 2,600 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Your introduction');
    expect(field).toHaveValue('I help teams ship <accessible> products, "calmly".');
    await user.clear(field);
    await user.type(field, 'I build <calm> products.');
    expect(screen.getByText('24 / 2,600 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('I build <calm> products.', { selector: 'blockquote' })).toBeInTheDocument();
    expect(resolvers.Mutation.editIntroduction.mock.calls[0]?.[1]).toEqual({
      input: { introductionId: 7, purpose: 'linkedin', text: 'I build <calm> products.' },
    });
    const versions = await screen.findByRole('region', { name: 'Versions (2)' });
    expect(within(versions).getByText(/^Your edit/)).toBeInTheDocument();
    expect(within(versions).getByText('Current')).toBeInTheDocument();
  });

  it('shows words and spoken seconds for a job answer, and will not save a text over the limit', async () => {
    const { user } = renderResults({
      Query: {
        introduction: () =>
          introduction({ purpose: 'job', introductions: { linkedin: null, job: 'word '.repeat(150), pitch: null, business: null } }),
      },
    });
    expect(await screen.findByText('150 / 230 words · about 60 seconds spoken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText('Your introduction'));
    await user.paste(' more'.repeat(81));
    expect(screen.getByText('231 / 230 words · about 92 seconds spoken (too long)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps an unsaved edit through a reload, and Cancel discards it', async () => {
    const first = renderResults();
    await first.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await first.user.type(screen.getByLabelText('Your introduction'), ' Draft words.');
    first.unmount();

    const second = renderResults();
    expect(await screen.findByLabelText('Your introduction')).toHaveValue(
      'I help teams ship <accessible> products, "calmly". Draft words.',
    );
    await second.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your introduction')).not.toBeInTheDocument();
    second.unmount();

    renderResults();
    expect(await screen.findByText('I help teams ship <accessible> products, "calmly".', { selector: 'blockquote' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your introduction')).not.toBeInTheDocument();
  });

  it('switches back to an earlier version, which becomes current again', async () => {
    const resolvers = editableIntroduction();
    const { user } = renderResults(resolvers);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Your introduction'));
    await user.type(screen.getByLabelText('Your introduction'), 'A shorter text.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Versions (2)' });

    await user.click(screen.getByRole('button', { name: 'Use this version' }));
    expect(await screen.findByRole('region', { name: 'Versions (3)' })).toBeInTheDocument();
    expect(await screen.findByText('I help teams ship <accessible> products, "calmly".', { selector: 'blockquote' })).toBeInTheDocument();
    expect(resolvers.Mutation.restoreIntroductionVersion.mock.calls[0]?.[1]).toEqual({ input: { introductionId: 7, versionId: 1 } });
  });

  it('holds the refine row in place, busy, while the directions load, so the buttons below it stay put', async () => {
    renderResults({ Query: { introduction: () => ({ ...introduction(), refinements: new Promise(() => undefined) }) } });
    const row = await screen.findByRole('group', { name: 'Refine, one credit each' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('offers the refinements the text allows, and "Shorter" writes a new text for one credit as it streams', async () => {
    let remaining = 2;
    let linkedin = GENERATED;
    const current = () =>
      introduction({ introductions: { linkedin, job: null, pitch: null, business: null }, refinements: ['shorter', 'warmer'] });
    const refineIntroduction = vi.fn(() => {
      remaining -= 1;
      linkedin = 'I help teams ship calmly.';
      return current();
    });
    const { user, subscriptions } = renderResults({
      Query: { introduction: current, credits: () => credits(remaining) },
      Mutation: { refineIntroduction },
    });

    const refine = await screen.findByRole('group', { name: 'Refine, one credit each' });
    // The directions load after the page: on a busy machine the row still shows its placeholder here.
    await waitFor(() => expect(refine).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5_000 });
    expect(
      within(refine)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shorter', 'Warmer']);
    await user.click(within(refine).getByRole('button', { name: 'Shorter' }));
    expect(await screen.findByText('Writing…')).toBeInTheDocument();
    expect(within(refine).getByRole('button', { name: 'Warmer' })).toBeDisabled();
    await subscriptions.send(draftEvent('linkedin', 'I help teams ship calmly.', 'done'));
    await subscriptions.send(lastEvent(current()));

    expect(await screen.findByText('Introduction Refined')).toBeInTheDocument();
    expect(screen.getByText('Shorter version is ready.')).toBeInTheDocument();
    expect(screen.getByText('I help teams ship calmly.', { selector: 'blockquote' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 3 credits remaining today')).toBeInTheDocument();
    expect(refineIntroduction.mock.calls[0]?.[1 as never]).toEqual({
      input: { introductionId: 7, purpose: 'linkedin', direction: 'shorter' },
      stream: true,
    });
  });
});
