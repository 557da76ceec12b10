import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { answerAndGenerate, signIn } from './support/journeys';

// One person, moving only by clicking after signing in: every screen must show what the last action changed,
// with no reload to hide a stale cache.
describe('every screen follows what the person just did, without a reload', () => {
  let browser: Browser;
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await openSession(browser);
    page = session.page;
  });
  afterAll(async () => {
    await session.context.close();
    await browser.close();
  });

  const nav = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
  const emptyDashboard = () => page.getByText("You haven't created any introductions yet.").isVisible();
  // The dashboard's list only: right after a click the result page, with lists of its own, can still be showing.
  const preview = () => page.getByRole('region', { name: 'Your Introductions' }).locator('li p').first().innerText();
  let firstText = '';
  // The card of the chosen purpose's text (the other three are in the tabs below it).
  const chosen = () => page.getByRole('region', { name: /Introduction$/ });

  it('sees an empty dashboard first', async () => {
    await signIn(page, 'fresh-screens@example.com', '/auth?redirect=dashboard');
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(emptyDashboard).toBe(true);
    // The session lives in an HttpOnly cookie: nothing page JavaScript can read holds it.
    const readable = await page.evaluate(() => ({ cookies: document.cookie, token: sessionStorage.getItem('auth-token') }));
    expect(readable.cookies).not.toMatch(/fw_session/);
    expect(readable.token).toBe('signed-in (the session is in an HttpOnly cookie)');
    expect((await session.context.cookies()).some((cookie) => cookie.name.endsWith('fw_session') && cookie.httpOnly)).toBe(true);
  });

  it('generates, then finds the new introduction on the dashboard it saw empty', async () => {
    await nav('Generate Intro');
    await expect.poll(() => page.getByText('3 of 3 credits remaining today').isVisible()).toBe(true);
    await answerAndGenerate(page, 'Job Interview');
    await page.waitForURL(/\/results\/\d+$/);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByRole('link', { name: 'View' }).count()).toBe(1);
    expect(await emptyDashboard()).toBe(false);
  });

  it('regenerates, and the dashboard preview and the credits follow', async () => {
    const before = await preview();
    await page.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/results\/\d+$/);
    const text = chosen().locator('blockquote');
    // The card is drawn before its texts arrive: the text is what shows once they have.
    await expect.poll(() => text.innerText()).not.toBe('');
    const old = await text.innerText();
    firstText = old;
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => text.innerText(), { timeout: 15_000 }).not.toBe(old);
    await nav('Dashboard');
    await expect.poll(preview).not.toBe(before);
    await nav('Generate Intro');
    await expect.poll(() => page.getByText('1 of 3 credits remaining today').isVisible()).toBe(true);
  });

  it('edits the text for free, switches back to the first version, and the dashboard preview follows each', async () => {
    const own = 'Hello, I am Ada. I design calm tools for busy clinicians, and I would like to hear about your team.';
    await nav('Dashboard');
    await page.getByRole('link', { name: 'View' }).click();
    const text = chosen().locator('blockquote');
    await chosen().getByRole('button', { name: 'Edit' }).click();
    await chosen().getByLabel('Your introduction').fill(own);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => text.innerText()).toBe(own);
    await nav('Dashboard');
    await expect.poll(preview).toContain(own.slice(0, 60));

    await page.getByRole('link', { name: 'View' }).click();
    const versions = chosen().getByRole('region', { name: 'Versions (3)' });
    await expect.poll(() => versions.isVisible()).toBe(true);
    await versions.getByRole('listitem').filter({ hasText: 'First written' }).getByRole('button', { name: 'Use this version' }).click();
    await expect.poll(() => text.innerText()).toBe(firstText);
    await expect.poll(() => chosen().getByRole('region', { name: 'Versions (4)' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'result-versions');
    await nav('Dashboard');
    await expect.poll(preview).toContain(firstText.slice(0, 60));
    await nav('Generate Intro');
    await expect.poll(() => page.getByText('1 of 3 credits remaining today').isVisible()).toBe(true);
  });

  it('refines it shorter for its last credit, and the credits follow', async () => {
    await nav('Dashboard');
    await page.getByRole('link', { name: 'View' }).click();
    const text = chosen().locator('blockquote');
    await expect.poll(() => text.innerText()).toBe(firstText);
    const words = (value: string) => value.trim().split(/\s+/).length;
    await chosen().getByRole('group', { name: 'Refine, one credit each' }).getByRole('button', { name: 'Shorter' }).click();
    await expect.poll(async () => words(await text.innerText()), { timeout: 15_000 }).toBeLessThan(words(firstText));
    await expect.poll(() => page.getByText('0 of 3 credits remaining today').isVisible()).toBe(true);
    await expect.poll(() => chosen().getByRole('region', { name: 'Versions (5)' }).isVisible()).toBe(true);
  });

  it('deletes it, and the dashboard is empty again', async () => {
    await nav('Dashboard');
    await page.getByRole('button', { name: /Delete .* introduction/ }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(emptyDashboard).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
