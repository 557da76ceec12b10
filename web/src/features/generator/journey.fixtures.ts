import { screen } from '@testing-library/react';
import type { renderApp } from '@/test/render-app';

// The questionnaire as a person fills it in, for the tests of its steps.
type User = ReturnType<typeof renderApp>['user'];

/** Pastes rather than types: one change event keeps these long journeys quick. */
export async function fill(user: User, label: RegExp, text: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(text);
}

export async function fillStepOne(user: User) {
  await fill(user, /Full name/, 'Ada Lovelace');
  await user.click(screen.getByRole('combobox', { name: /Purpose/ }));
  await user.click(await screen.findByRole('option', { name: 'Job Interview' }));
  await fill(user, /Identity statement/, 'A mathematician who writes <programs>');
}

export async function reachFinalStep(user: User, achievements = '') {
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await fill(user, /Role or expertise/, 'Analyst');
  await fill(user, /Target audience/, 'Engineers');
  await fill(user, /Situational context/, 'A panel interview');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await fill(user, /Professional mission/, 'Make machines compose music');
  if (achievements) await fill(user, /Key achievements/, achievements);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
