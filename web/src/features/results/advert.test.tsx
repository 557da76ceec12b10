import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { introduction, lastEvent, renderResults } from './results.fixtures';

const answers = {
  fullName: 'Priya Sharma',
  identity: 'A product designer',
  pronouns: null,
  role: 'Senior product designer',
  audience: 'Hiring managers',
  context: 'Applying for a job',
  linkedinUrl: null,
  mission: 'Make banking simple',
  achievements: 'Led the redesign of a banking app',
  cvText: null,
  communicationStyle: 'professional',
  advert: 'Senior Product Designer\nMonzo is hiring.\n- Figma\n- Design systems\n- User research',
};

const tailored = () =>
  introduction({
    ...answers,
    advertReading: {
      role: 'Senior Product Designer',
      organisation: 'Monzo',
      requirements: [
        { phrase: 'design systems', kind: 'skill', coverage: 'covered' },
        { phrase: 'user research', kind: 'duty', coverage: 'not_in_text' },
        { phrase: '&quot;Figma&quot;', kind: 'tool', coverage: 'not_in_answers' },
      ],
    },
  });

describe('what the advert asks for', () => {
  it('lists each requirement under where it stands, in words as well as colour', async () => {
    renderResults({ Query: { introduction: tailored } });
    const card = await screen.findByRole('region', { name: 'What the advert asks for' });
    expect(card).toHaveTextContent('The Senior Product Designer role at Monzo.');
    const group = (name: RegExp) => screen.getByRole('heading', { name }).nextElementSibling as HTMLElement;
    expect(within(group(/^Covered: in your answers and this text \(1\)/)).getByText('design systems')).toBeInTheDocument();
    expect(within(group(/^In your answers, not in this text \(1\)/)).getByText('user research')).toBeInTheDocument();
    expect(within(group(/^Not in your answers \(1\)/)).getByText('"Figma"')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /If it's true/ })).toHaveLength(1);
  });

  it('takes the person to their achievements with the phrase begun, the other answers as they were', async () => {
    const { user } = renderResults({ Query: { introduction: tailored } });
    await user.click(await screen.findByRole('button', { name: 'If it\'s true, add "Figma" to your achievements' }));
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    const achievements = screen.getByLabelText('Key achievements (optional)');
    expect(achievements).toHaveValue('Led the redesign of a banking app\n"Figma" ');
    expect(achievements).toHaveFocus();
    expect(screen.getByText('Finish the last line with what you did, or remove it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Paste the job advert/)).toHaveValue(answers.advert);
  });

  it('says nothing without an advert', async () => {
    renderResults();
    expect(await screen.findByRole('heading', { name: 'LinkedIn Profile Introduction' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What the advert asks for' })).not.toBeInTheDocument();
  });

  it('tailors the texts to an advert pasted on the result page, for one credit', async () => {
    const tailor = vi.fn(() => introduction());
    const { user, subscriptions } = renderResults({ Mutation: { tailorIntroduction: tailor } });
    await user.click(await screen.findByRole('button', { name: 'Tailor to an advert' }));
    // The dialog's code is fetched on the click.
    const dialog = await screen.findByRole('dialog', { name: 'Tailor to an advert' });
    const submit = within(dialog).getByRole('button', { name: 'Tailor for 1 credit' });
    expect(submit).toBeDisabled();
    const field = within(dialog).getByLabelText('Job advert or event description');
    await user.type(field, '   ');
    expect(submit).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Head of Finance at Oakfield Housing Trust');
    expect(within(dialog).getByText('41 / 10,000 characters')).toBeInTheDocument();
    await user.click(submit);
    const [call] = tailor.mock.calls as unknown as Array<[unknown, unknown]>;
    expect(call?.[1]).toEqual({ input: { introductionId: 7, advert: 'Head of Finance at Oakfield Housing Trust' }, stream: true });
    await subscriptions.send(
      lastEvent(introduction({ introductions: { linkedin: 'Written for the advert.', job: null, pitch: null, business: null } })),
    );
    expect(await screen.findByText('Written for the advert.', { selector: 'blockquote' })).toBeInTheDocument();
    expect(await screen.findByText('Introduction Tailored')).toBeInTheDocument();
  });
});
