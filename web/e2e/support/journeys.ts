import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const ANSWERS = {
  fullName: `Ada "Countess" O'Brien <Lovelace>`,
  identity: 'An analytical engineer who turns complex systems into clear, working tools.',
  role: 'Principal software engineer',
  audience: 'Hiring managers at product companies',
  context: 'Interviewing for a staff engineering role',
  mission: 'Help teams ship reliable software that people enjoy using.',
  achievements: 'Led the rebuild of a payments platform used by 40 banks.',
};

/** Signs in through the development sign-in dialog, as a person would without Google. */
export async function signIn(page: Page, email: string, path = '/auth'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByText('Login Successful').isVisible()).toBe(true);
  await page.waitForURL((url) => url.pathname !== '/auth');
  // The redirect that follows must not turn the sign-in into a failure.
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Login Failed').count()).toBe(0);
}

/** Answers the four steps and generates; leaves the page on the result. */
export async function generateIntroduction(page: Page, purposeLabel = 'Job Interview'): Promise<void> {
  await page.goto('/form');
  await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
  await page.getByLabel('Full name').fill(ANSWERS.fullName);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: purposeLabel }).click();
  await page.getByLabel('Identity statement').fill(ANSWERS.identity);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Role or expertise').fill(ANSWERS.role);
  await page.getByLabel('Target audience').fill(ANSWERS.audience);
  await page.getByLabel('Situational context').fill(ANSWERS.context);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Professional mission').fill(ANSWERS.mission);
  await page.getByLabel('Key achievements (optional)').fill(ANSWERS.achievements);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Generate Introduction' }).click();
  await page.waitForURL(/\/results\/\d+$/);
}
