import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { apiError, credits, viewer } from '@/test/fixtures';
import { AnswersSummary } from './components/answers-summary';
import { fill, fillStepOne, reachFinalStep } from './journey.fixtures';
import { INITIAL_VALUES } from './introduction-fields';

const NO_TEXTS = { linkedin: null, job: null, pitch: null, business: null };
const WRITTEN = {
  linkedin: 'Ada writes programs for engines.',
  job: 'Thank you for having me. I am Ada, an analyst.',
  pitch: 'Hi, I am Ada.',
  business: 'Ada is an analyst.',
};

/** The new introduction as the server has it: no texts until its writing stores them. */
function newIntroduction(introductions: Record<string, string | null> = NO_TEXTS, drafts: unknown[] | null = []) {
  return {
    id: 42,
    purpose: 'job',
    achievements: null,
    cvText: null,
    createdAt: '2024-01-05T10:00:00.000Z',
    introductions,
    myRating: null,
    drafts,
    versions: [],
    refinements: [],
  };
}

const draftEvent = (purpose: string, text: string, state = 'writing') => ({
  introductionWriting: { draft: { purpose, text, state }, introduction: null },
});

function renderGenerator(
  remaining = 2,
  premium = false,
  generate = vi.fn(() => ({ id: 42 })),
  introduction: () => unknown = () => newIntroduction(),
) {
  const app = renderApp({
    route: '/form',
    resolvers: {
      Query: { me: () => viewer(), credits: () => credits(remaining, premium), introduction },
      Mutation: { generateIntroduction: generate },
    },
  });
  return { ...app, generate };
}

describe('generator', () => {
  it('sends anonymous visitors to sign in with the form as the target', async () => {
    const { router } = renderApp({ route: '/form' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=form');
    expect(await screen.findByText('Please sign in to generate introductions.')).toBeInTheDocument();
  });

  it('shows the step, the progress and the free credit counter', async () => {
    renderGenerator(2);
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByText('2 of 3 credits remaining today')).toBeInTheDocument();
  });

  it('shows "Unlimited" for premium users', async () => {
    renderGenerator(0, true);
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
  });

  it('keeps Continue disabled until the step is complete, and Back returns', async () => {
    const { user } = renderGenerator();
    await screen.findByText('Step 1 of 4');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Professional Role & Audience' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await fill(user, /Role or expertise/, 'Analyst');
    await fill(user, /Target audience/, 'Engineers');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await fill(user, /Situational context/, 'Panel');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
  });

  it('offers optional pronouns in step 1, unset by default, without changing when Continue is enabled', async () => {
    const { user } = renderGenerator();
    const pronouns = await screen.findByRole('radiogroup', { name: 'Pronouns for third-person texts' });
    expect(within(pronouns).getByRole('radio', { name: 'Not specified' })).toBeChecked();
    expect(
      within(pronouns)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'she/her', 'he/him', 'they/them']);

    await user.click(within(pronouns).getByRole('radio', { name: 'they/them' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await fillStepOne(user);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(within(pronouns).getByRole('radio', { name: 'Not specified' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('summarises and sends the chosen pronouns', async () => {
    const { user, router, generate } = renderGenerator();
    await user.click(await screen.findByRole('radio', { name: 'she/her' }));
    await reachFinalStep(user);

    expect(screen.getByText('Pronouns').nextElementSibling).toHaveTextContent('she/her');
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/results/42'));
    expect(generate.mock.calls[0]?.[1 as never]).toMatchObject({ input: { pronouns: 'she/her', communicationStyle: 'professional' } });
  });

  it("returns to step 1 with the server's message when it refuses the pronouns", async () => {
    const message = 'Please select pronouns from the list';
    const refuse = vi.fn(() => {
      throw apiError('BAD_USER_INPUT', message, { fieldErrors: { pronouns: message } });
    });
    const { user } = renderGenerator(2, false, refuse);
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Pronouns for third-person texts' })).toHaveAccessibleDescription(message);
  });

  it('shows the message of each required field once it is emptied', async () => {
    const { user } = renderGenerator();
    const fullName = await screen.findByLabelText(/Full name/);
    await user.type(fullName, 'A');
    await user.clear(fullName);
    expect(screen.getByText('Full name is required')).toBeInTheDocument();

    const identity = screen.getByLabelText(/Identity statement/);
    await user.click(identity);
    await user.tab();
    expect(screen.getByText('Identity statement is required')).toBeInTheDocument();
  });

  it('summarises the answers with the default professional style, and generates', async () => {
    const { user, router, generate } = renderGenerator();
    await reachFinalStep(user);

    expect(screen.getByRole('heading', { name: 'Finalize Your Introduction' })).toBeInTheDocument();
    expect(screen.getByText('A mathematician who writes <programs>')).toBeInTheDocument();
    expect(screen.getByText('Pronouns').nextElementSibling).toHaveTextContent('Not provided');
    expect(screen.getByRole('radio', { name: 'Professional & Formal' })).toBeChecked();
    for (const style of ['Conversational & Friendly', 'Enthusiastic & Dynamic', 'Concise & Direct']) {
      expect(screen.getByRole('radio', { name: style })).not.toBeChecked();
    }

    await user.click(screen.getByRole('radio', { name: 'Concise & Direct' }));
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/results/42'));
    expect(generate.mock.calls[0]?.[1 as never]).toEqual({
      input: {
        fullName: 'Ada Lovelace',
        purpose: 'job',
        identity: 'A mathematician who writes <programs>',
        role: 'Analyst',
        audience: 'Engineers',
        context: 'A panel interview',
        mission: 'Make machines compose music',
        communicationStyle: 'concise',
      },
      stream: true,
    });
    // Not chosen, not sent.
    expect(generate.mock.calls[0]?.[1 as never]).not.toHaveProperty('input.pronouns');
  });

  it('opens the result at once, where the chosen text grows as it is written and the others fill in', async () => {
    const { user, router, subscriptions } = renderGenerator();
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/results/42'));
    const card = await screen.findByRole('region', { name: 'Job Interview Introduction' });
    expect(within(card).getByText('Generating…')).toBeInTheDocument();
    expect(within(card).getByText('Writing…')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Regenerate' })).toBeDisabled();

    await subscriptions.send(draftEvent('job', 'Thank you for having me.'));
    expect(card.querySelector('blockquote')).toHaveTextContent(/^Thank you for having me\.$/);
    await subscriptions.send(draftEvent('job', WRITTEN.job));
    expect(card.querySelector('blockquote')).toHaveTextContent(WRITTEN.job);
    await subscriptions.send(draftEvent('pitch', WRITTEN.pitch, 'done'));
    const others = await screen.findByRole('region', { name: 'Also written from your answers' });
    await user.click(within(others).getByRole('tab', { name: 'Event Pitch' }));
    expect(within(others).getByRole('tabpanel').querySelector('blockquote')).toHaveTextContent(WRITTEN.pitch);
    // Said when the writing ends, not when it starts.
    expect(screen.queryByText('Introduction Generated')).not.toBeInTheDocument();

    await subscriptions.send({ introductionWriting: { draft: null, introduction: newIntroduction(WRITTEN, null) } });
    expect(await screen.findByText('Introduction Generated')).toBeInTheDocument();
    expect(screen.getByText('Your professional introduction was successfully created.')).toBeInTheDocument();
    expect(within(card).getByText('Generated Successfully')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(card.querySelector('blockquote')).toHaveTextContent(WRITTEN.job);
  });

  it("takes the person back to their answers, with the server's message, when the writing fails", async () => {
    const { user, router, subscriptions } = renderGenerator();
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/42'));
    await subscriptions.send(draftEvent('job', 'Thank you for'));

    await subscriptions.fail(apiError('GENERATION_UNAVAILABLE', 'Failed to generate introduction. Please try again.'));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate introduction. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByText('A mathematician who writes <programs>')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Introduction' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
  });

  it('takes the person back to their answers when the generation failed before its page could follow it', async () => {
    const gone = () => {
      throw apiError('NOT_FOUND', 'Introduction not found. It may have been deleted');
    };
    const { user, router } = renderGenerator(
      2,
      false,
      vi.fn(() => ({ id: 42 })),
      gone,
    );
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate introduction. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.queryByText('Introduction Not Found')).not.toBeInTheDocument();
  });

  it('starts afresh when opened again, without the answers sent before', async () => {
    const first = renderGenerator();
    await reachFinalStep(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/results/42'));
    first.unmount();

    renderGenerator();
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
  });

  it('shows "Generating..." with Back disabled while the request runs', async () => {
    const { user } = renderGenerator(2, false, vi.fn(() => new Promise(() => undefined)) as never);
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('refuses to send without credits', async () => {
    const { user, generate } = renderGenerator(0);
    await screen.findByText('0 of 3 credits remaining today');
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));

    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
    expect(screen.getByText("You've used all your free introductions for today. Upgrade to continue.")).toBeInTheDocument();
    expect(generate).not.toHaveBeenCalled();
  });

  it("shows the same toast for the server's NO_CREDITS error", async () => {
    const { user } = renderGenerator(
      1,
      false,
      vi.fn(() => {
        throw apiError('NO_CREDITS', 'No credits left');
      }),
    );
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    expect(await screen.findByText('No Credits Remaining')).toBeInTheDocument();
  });

  it('reports any other failure as "Generation Failed" with its message', async () => {
    const { user, router } = renderGenerator(
      1,
      false,
      vi.fn(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'The writer is busy');
      }),
    );
    await reachFinalStep(user);
    await user.click(screen.getByRole('button', { name: 'Generate Introduction' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('The writer is busy')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
  });
});

describe('answers summary', () => {
  it('shows "Not provided" for empty answers', () => {
    render(<AnswersSummary values={{ ...INITIAL_VALUES, identity: 'Designer', mission: '  ' }} onEditAdvert={() => undefined} />);
    expect(screen.getByText('Designer')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(4);
  });

  it('shows the chosen pronouns', () => {
    render(<AnswersSummary values={{ ...INITIAL_VALUES, pronouns: 'he/him' }} onEditAdvert={() => undefined} />);
    expect(screen.getByText('Pronouns').nextElementSibling).toHaveTextContent('he/him');
  });

  it('shows the advert when one was pasted, with a way back to edit it', async () => {
    const onEditAdvert = vi.fn();
    const { rerender } = render(<AnswersSummary values={INITIAL_VALUES} onEditAdvert={onEditAdvert} />);
    expect(screen.queryByText('Job advert or event description')).not.toBeInTheDocument();
    rerender(
      <AnswersSummary values={{ ...INITIAL_VALUES, advert: 'Head of Finance\nOakfield Housing Trust' }} onEditAdvert={onEditAdvert} />,
    );
    expect(screen.getByText('Job advert or event description').nextElementSibling).toHaveTextContent('Head of Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Edit advert' }));
    expect(onEditAdvert).toHaveBeenCalledOnce();
  });
});
