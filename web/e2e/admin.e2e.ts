import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApp } from '../scripts/app-server.mjs';
import { expectAccessible, launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { generateIntroduction, signIn } from './support/journeys';

interface Stats {
  totalUsers: number;
  totalIntroductions: number;
}

describe('the admin watches usage and grants premium', () => {
  // An app of its own: the journeys in the other files run meanwhile, and would move the counts the admin watches.
  let app: { baseUrl: string; stop(): Promise<void> };
  let browser: Browser;
  let admin: Session;
  let member: Session;
  let before: Stats;

  beforeAll(async () => {
    app = await startBuiltApp();
    browser = await launchBrowser();
    admin = await openSession(browser, 1280, app.baseUrl);
    member = await openSession(browser, 1280, app.baseUrl);
    const login = await admin.page.request.post('/api/auth/admin-login', {
      data: { email: 'admin@example.com', password: 'change-me-admin' },
    });
    before = await (
      await admin.page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${(await login.json()).token}` } })
    ).json();
    await admin.context.clearCookies();
  });
  afterAll(async () => {
    await admin.context.close();
    await member.context.close();
    await browser.close();
    await app.stop();
  });

  it('counts a new member and their introduction', async () => {
    await signIn(member.page, 'member@example.com');
    await member.page.waitForURL(/\/dashboard$/);
    await generateIntroduction(member.page, 'Event Pitch');
  });

  it('logs in and sees the numbers grow by what was just created', async () => {
    const { page } = admin;
    await page.goto('/admin-login');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Login' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('change-me-admin');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL(/\/admin-dashboard$/);
    const users = page.locator('section', { has: page.getByRole('heading', { name: 'Users', exact: true }) });
    await expect
      .poll(() =>
        users
          .getByText(String(before.totalUsers + 1), { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true);
    const introductions = page.locator('section', { has: page.getByRole('heading', { name: 'Introductions', exact: true }) });
    await expect
      .poll(() =>
        introductions
          .getByText(String(before.totalIntroductions + 1), { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
    // ApexCharts draws its pies with a short animation of its own.
    await page.waitForTimeout(1_500);
    await screenshot(page, 'admin-dashboard');
  });

  it('switches tabs and refreshes', async () => {
    const { page } = admin;
    await page.getByRole('tab', { name: 'Introductions' }).click();
    await expect.poll(() => page.getByRole('figure', { name: 'Introductions over Time chart' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-introductions');
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect.poll(() => page.getByText('member@example.com').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect.poll(() => page.getByText('member@example.com').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'admin-users');
  });

  it('grants premium, and the member then has unlimited credits', async () => {
    await admin.page.getByRole('button', { name: 'Grant Premium for member@example.com' }).click();
    await expect.poll(() => admin.page.getByRole('button', { name: 'Revoke Premium for member@example.com' }).isVisible()).toBe(true);
    await member.page.goto('/form');
    await expect.poll(() => member.page.getByText('Unlimited').first().isVisible()).toBe(true);
  });

  it('logs out of the admin portal', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin-login$/);
  });

  it('had no uncaught error in either page', () => {
    expect([...admin.errors, ...member.errors]).toEqual([]);
  });
});
