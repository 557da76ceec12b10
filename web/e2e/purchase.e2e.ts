import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { signIn } from './support/journeys';

/** The balance as a person reads it: once it has loaded, never the line under it while it loads. */
async function currentCredits(page: Page): Promise<string> {
  const section = page.locator('section[aria-labelledby="credit-balance-title"]');
  await expect.poll(() => section.getByRole('progressbar', { name: 'Loading credits' }).count()).toBe(0);
  const card = section.locator('p').first();
  await expect.poll(() => card.isVisible()).toBe(true);
  return card.innerText();
}

async function startBasicCheckout(page: Page): Promise<void> {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await page.waitForURL(/\/checkout\?session_id=pi_\w+_secret_\w+&package=basic$/);
}

describe('a person buys credits by card (test mode)', () => {
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

  it('signs in', async () => {
    await signIn(session.page, 'buyer@example.com');
    await session.page.waitForURL(/\/dashboard$/);
  });

  it('shows the packages in pounds with the daily credits', async () => {
    const { page } = session;
    await page.goto('/credits');
    await expect.poll(() => page.getByRole('heading', { name: 'Manage Your Credits' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('£9.99').isVisible()).toBe(true);
    expect(await currentCredits(page)).toBe('3');
    await expectAccessible(page);
    await screenshot(page, 'credits');
  });

  it('pays for the Basic package with the test card and sees the balance go from 3 to 8', async () => {
    const { page } = session;
    await startBasicCheckout(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expectAccessible(page);
    await screenshot(page, 'checkout');
    await page.getByRole('button', { name: 'Pay £9.99' }).click();
    await expect.poll(() => page.getByText('Added 5 credits to your account.').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.waitForURL(/\/credits$/, { timeout: 10_000 });
    await expect.poll(() => currentCredits(page)).toBe('8');
  });

  it('shows the provider message for a declined card and adds nothing', async () => {
    const { page } = session;
    await startBasicCheckout(page);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay £9.99' }).click();
    await expect.poll(() => page.getByText('Your card was declined.').first().isVisible()).toBe(true);
    await page.goto('/credits');
    await expect.poll(() => currentCredits(page)).toBe('8');
  });

  it('tells the person a cancelled payment added nothing, then drops the query string', async () => {
    const { page } = session;
    await page.goto('/credits?payment_status=cancel');
    await expect
      .poll(() => page.getByText('Your payment was cancelled. No credits have been added to your account.').isVisible())
      .toBe(true);
    await page.waitForURL(/\/credits$/);
  });

  it('keeps a plain user out of the admin dashboard', async () => {
    const { page } = session;
    await page.goto('/admin-dashboard');
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByText("You don't have permission to access the admin dashboard.").isVisible()).toBe(true);
  });

  it('had no uncaught error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
