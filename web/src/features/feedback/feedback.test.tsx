import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { viewer } from '@/test/fixtures';

function renderWithFeedback(signedIn = true) {
  const submit = vi.fn(() => true);
  const app = renderApp({
    route: '/no-such-page',
    resolvers: { Query: { me: () => (signedIn ? viewer() : null) }, Mutation: { submitFeedback: submit } },
  });
  return { ...app, submit };
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Send feedback' }));
  return within(await screen.findByRole('dialog', { name: 'Send Feedback' }));
}

describe('feedback dialog', () => {
  it('needs at least 10 characters of feedback', async () => {
    const { user, submit } = renderWithFeedback();
    await screen.findByRole('link', { name: 'Dashboard' });
    const dialog = await openDialog(user);

    await user.click(dialog.getByLabelText(/Feedback/));
    await user.paste('Too short');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

    expect(dialog.getByText('Feedback must be at least 10 characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the feedback, thanks the person, resets and closes', async () => {
    const { user, submit } = renderWithFeedback();
    await screen.findByRole('link', { name: 'Dashboard' });
    let dialog = await openDialog(user);

    await user.type(dialog.getByLabelText('Subject (optional)'), 'Dashboard');
    await user.click(dialog.getByLabelText(/Feedback/));
    await user.paste('The list is very helpful.');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback! We appreciate your input.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submit.mock.calls[0]?.[1 as never]).toEqual({ input: { subject: 'Dashboard', feedback: 'The list is very helpful.' } });

    dialog = await openDialog(user);
    expect(dialog.getByLabelText(/Feedback/)).toHaveValue('');
  });

  it('asks anonymous visitors to sign in first', async () => {
    const { user, submit } = renderWithFeedback(false);
    await screen.findByRole('link', { name: 'Sign In' });
    const dialog = await openDialog(user);
    await user.click(dialog.getByLabelText(/Feedback/));
    await user.paste('Long enough feedback text');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to submit feedback')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
