import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSession, screenshot, screenshotOf, type Session } from './support/browser';
import { answerAndGenerate, ANSWERS, generateIntroduction, signIn } from './support/journeys';

/** The card of the chosen purpose's text (the other three are in the tabs below it). */
const chosenText = (page: Page) => page.getByRole('region', { name: /Introduction$/ });

describe('a person writes, keeps and rates an introduction', () => {
  let browser: Browser;
  let session: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await openSession(browser);
  });
  afterAll(async () => {
    await session.context.close();
    await browser.close();
  });

  it('sends an anonymous visitor from the generator to sign in, then back', async () => {
    const { page } = session;
    await page.goto('/form');
    await page.waitForURL(/\/auth\?redirect=form$/);
    await expectAccessible(page);
    await screenshot(page, 'auth');
    await signIn(page, 'ada@example.com', page.url());
    await page.waitForURL(/\/form$/);
    await expect.poll(() => page.getByText('3 of 3 credits remaining today').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'generator');
  });

  it('answers the four steps and sees the result, with the text as typed', async () => {
    const { page } = session;
    await generateIntroduction(page);
    await expect.poll(() => page.getByText('Generated Successfully').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Job Interview Introduction' }).isVisible()).toBe(true);
    const body = await page.locator('main').innerText();
    expect(body).toContain(ANSWERS.role.toLowerCase().split(' ')[0] ?? '');
    expect(body).not.toMatch(/&quot;|&lt;|&gt;/);
    await expectAccessible(page);
    await screenshot(page, 'result');
  });

  it('copies the text and shows "Copied!"', async () => {
    const { page } = session;
    await chosenText(page).getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => chosenText(page).getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(200);
  });

  it('regenerates for one credit and gets a different text', async () => {
    const { page } = session;
    const text = chosenText(page).locator('blockquote');
    const before = await text.innerText();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => text.innerText(), { timeout: 15_000 }).not.toBe(before);
    await expect.poll(() => page.getByText('1 of 3 credits remaining today').isVisible()).toBe(true);
  });

  it('opens the other three texts, sees the LinkedIn headline and cut, and rehearses the answer against its clock', async () => {
    const { page } = session;
    const also = page.getByRole('region', { name: 'Also written from your answers' });
    await also.getByRole('tab', { name: 'LinkedIn Profile' }).click();
    // The headline sits above the About, with its own count and Copy.
    const headline = also.getByRole('region', { name: 'Headline', exact: true });
    await expect.poll(() => headline.getByText(/^\d+ \/ 220 characters$/).isVisible()).toBe(true);
    await headline.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => headline.getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true);
    const copiedHeadline = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedHeadline).toBe(await headline.locator('blockquote').innerText());
    expect([...copiedHeadline].length).toBeLessThanOrEqual(220);
    expect(copiedHeadline).not.toContain(ANSWERS.fullName);
    await expectAccessible(page);
    await screenshotOf(headline, 'linkedin-headline');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotOf(headline, 'linkedin-headline');
    await page.setViewportSize({ width: 1280, height: 900 });
    const preview = also.getByRole('region', { name: 'As LinkedIn shows it' });
    await expect.poll(() => preview.getByRole('button', { name: 'see more' }).isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(() => preview.getByText(/on a desktop/).isVisible()).toBe(true);
    await also.getByRole('tab', { name: 'Event Pitch' }).click();
    await expect.poll(async () => (await also.getByRole('tabpanel').locator('blockquote').innerText()).length).toBeGreaterThan(50);
    await expect
      .poll(() =>
        also
          .getByRole('tabpanel')
          .getByText(/\/ 110 words · about \d+ seconds spoken/)
          .isVisible(),
      )
      .toBe(true);

    await chosenText(page).getByRole('button', { name: 'Rehearse' }).click();
    const rehearsal = page.getByRole('dialog', { name: 'Rehearse: Job Interview' });
    const timer = rehearsal.getByRole('timer');
    expect(await timer.innerText()).toBe('0:00 / 1:30');
    await rehearsal.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).toBe('0:01 / 1:30');
    await rehearsal.getByRole('button', { name: 'Pause' }).click();
    const paused = await timer.innerText();
    await page.waitForTimeout(1_500);
    expect(await timer.innerText()).toBe(paused);
    await expectAccessible(page);
    await screenshot(page, 'rehearse', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => rehearsal.count()).toBe(0);
    await expectAccessible(page);

    // The same on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'result');
    await screenshotOf(chosenText(page).getByRole('region', { name: /^Versions/ }), 'versions');
    await chosenText(page).getByRole('button', { name: 'Rehearse' }).click();
    await expect.poll(() => rehearsal.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'rehearse', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('rates the introduction', async () => {
    const { page } = session;
    // MUI's star inputs are visually hidden radios; a click on one is what a click on its star does.
    await page.getByRole('radio', { name: /^4 stars/ }).evaluate((input: HTMLInputElement) => input.click());
    await page.getByLabel('Comment (optional)').fill('Clear and confident.');
    await page.getByRole('button', { name: 'Submit Rating' }).click();
    await expect.poll(() => page.getByText('Feedback Submitted').isVisible()).toBe(true);
  });

  it('finds it on the dashboard, views it and deletes it', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Your Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Job Interview').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'dashboard');
    await page.getByRole('link', { name: 'View' }).first().click();
    await page.waitForURL(/\/results\/\d+$/);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /Delete .* introduction/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'View' }).count()).toBe(0);
  });

  it('saves the profile and finds it again after a reload', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.getByLabel('First name').fill(`Ada "A" <L>`);
    await page.getByLabel('Career goal').fill('Lead a platform team.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Profile Updated').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(`Ada "A" <L>`);
    await expectAccessible(page);
    await screenshot(page, 'settings');
  });

  it('runs out of credits and is told so before anything is sent', async () => {
    const { page } = session;
    // Two generations and one regeneration used three credits.
    await generateIntroduction(page, 'LinkedIn Profile');
    await page.goto('/form');
    await expect.poll(() => page.getByText('0 of 3 credits remaining today').isVisible()).toBe(true);
    await answerAndGenerate(page, 'Business Profile');
    await expect.poll(() => page.getByText('No Credits Remaining').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/form$/);
  });

  it('sends feedback from the floating button', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const feedback = page.getByRole('textbox', { name: 'Feedback', exact: true });
    await feedback.fill('Too short');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => page.getByText('Feedback must be at least 10 characters').isVisible()).toBe(true);
    await feedback.fill('The generator is clear and quick to use.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect.poll(() => page.getByText('Thank you for your feedback! We appreciate your input.').isVisible()).toBe(true);
  });

  it('had no uncaught error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
