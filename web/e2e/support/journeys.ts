import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ANSWERS as SCRIPT_ANSWERS } from '../../scripts/app-server.mjs';

// The scripts' answers, with a name that shows whether quotes and angle brackets come back as typed.
export const ANSWERS = { ...SCRIPT_ANSWERS, fullName: `Ada "Countess" O'Brien <Lovelace>` };

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

interface Answers {
  fullName: string;
  identity: string;
  role: string;
  audience: string;
  context: string;
  mission: string;
  achievements?: string;
  cvText?: string;
  advert?: string;
}

/** From step 1 of the open questionnaire, answers the first three steps as a person would, and reaches step 4. */
export async function answerSteps(page: Page, answers: Answers, purposeLabel: string): Promise<void> {
  await page.getByLabel('Full name').fill(answers.fullName);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: purposeLabel }).click();
  await page.getByLabel('Identity statement').fill(answers.identity);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Role or expertise').fill(answers.role);
  await page.getByLabel('Target audience').fill(answers.audience);
  await page.getByLabel('Situational context').fill(answers.context);
  if (answers.advert) await page.getByLabel('Paste the job advert or event description (optional)').fill(answers.advert);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Professional mission').fill(answers.mission);
  if (answers.achievements) await page.getByLabel('Key achievements (optional)').fill(answers.achievements);
  if (answers.cvText) await page.getByLabel('Resume / CV text (optional)').fill(answers.cvText);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
}

/** From step 1 of the open questionnaire, answers the four steps and presses Generate. */
export async function answerAndGenerate(page: Page, purposeLabel: string): Promise<void> {
  await answerSteps(page, ANSWERS, purposeLabel);
  await page.getByRole('button', { name: 'Generate Introduction' }).click();
}

/** Answers the four steps and generates; leaves the page on the result. */
export async function generateIntroduction(page: Page, purposeLabel = 'Job Interview'): Promise<void> {
  await page.goto('/form');
  await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
  await answerAndGenerate(page, purposeLabel);
  await page.waitForURL(/\/results\/\d+$/);
}
