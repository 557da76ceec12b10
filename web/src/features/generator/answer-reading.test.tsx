import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { credits, viewer } from '@/test/fixtures';
import { reachFinalStep } from './journey.fixtures';

const NOTE = "We couldn't make a sentence of it: listed as typed on LinkedIn and your business profile";
const SUGGESTION = "I'm a trustee of a local autism charity.";

interface Answers {
  mission: string;
  achievements?: string;
}

/** The server's reading, as far as these answers go: the mission said as typed, each achievement line read. */
function readingOf({ mission, achievements = '' }: Answers) {
  const lines = achievements.split('\n').filter(Boolean);
  return {
    answers: [
      {
        answer: 'mission',
        typed: mission,
        said: mission.startsWith('I ') ? mission : `What drives me is to ${mission.toLowerCase()}.`,
        use: 'said',
        note: null,
        suggestion: null,
      },
      ...lines.map((line) =>
        line === 'Trustee of a local autism charity'
          ? { answer: 'achievements', typed: line, said: line, use: 'listed', note: NOTE, suggestion: SUGGESTION }
          : { answer: 'achievements', typed: line, said: line, use: 'said', note: null, suggestion: null },
      ),
    ],
    career: null,
    advert: null,
  };
}

function renderStepFour() {
  const read = vi.fn((_: unknown, { input }: { input: Answers }) => readingOf(input));
  const generate = vi.fn(() => ({ id: 42 }));
  const app = renderApp({
    route: '/form',
    resolvers: {
      Query: { me: () => viewer(), credits: () => credits(3, false), answerReading: read },
      Mutation: { generateIntroduction: generate },
    },
  });
  return { ...app, read, generate };
}

describe('how we will use your answers', () => {
  it('shows each answer as the texts will say it, with why one is only listed and a suggestion to take', async () => {
    const { user, read } = renderStepFour();
    await reachFinalStep(user, 'Trustee of a local autism charity\nRan 3 marathons');

    const panel = await screen.findByRole('region', { name: "How we'll use your answers" });
    expect(await within(panel).findByText('What drives me is to make machines compose music.')).toBeInTheDocument();
    expect(within(panel).getByText('Achievement · Listed as typed')).toBeInTheDocument();
    expect(within(panel).getByText(NOTE)).toBeInTheDocument();
    expect(within(panel).getByText(`Suggested: “${SUGGESTION}”`)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Use the suggestion' }));
    await waitFor(() => expect(read.mock.lastCall?.[1].input.achievements).toBe(`${SUGGESTION}\nRan 3 marathons`));
    expect(await within(panel).findByText(SUGGESTION)).toBeInTheDocument();
    expect(within(panel).queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('takes a sentence in the person’s words (Escape leaves it be) and sends it with the answers', async () => {
    const { user, generate } = renderStepFour();
    await reachFinalStep(user);
    const panel = await screen.findByRole('region', { name: "How we'll use your answers" });
    const said = 'What drives me is to make machines compose music.';
    await within(panel).findByText(said);

    // Escape leaves the sentence as it was.
    await user.click(within(panel).getByRole('button', { name: `Change: ${said}` }));
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: `Change: ${said}` }));
    const field = within(panel).getByRole('textbox', { name: 'Your sentence (what drives you)' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.paste('I want every child to hear music made by machines.');
    await user.click(within(panel).getByRole('button', { name: 'Use this sentence' }));
    expect(await within(panel).findByText('I want every child to hear music made by machines.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    await waitFor(() => expect(generate).toHaveBeenCalled());
    expect(generate.mock.calls[0]?.[1 as never]).toMatchObject({
      input: { mission: 'I want every child to hear music made by machines.' },
    });
  });
});
