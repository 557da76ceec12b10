// Full-page screenshots of every screen at 390 px and 1280 px wide, for people to look at (web/e2e/screenshots).
// Run `npm run build` first. Signs in through the API and hands the session to the browser as the app expects.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { adminLogin, ANSWERS, createIntroduction, devLogin, SESSION_COOKIE, startBuiltApp } from './app-server.mjs';

const OUT = resolve(import.meta.dirname, '../e2e/screenshots');
const WIDTHS = [390, 1280];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Runs in the page: CSS motion off, so nothing is caught half-way.
const STILL_PAGE = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(style);
});`;

/** A browser context at that width; with a session, signed in: its cookie and session entries (docs/product.md, Web client behaviour). */
async function browsingContext(browser, baseUrl, width, session) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript({ content: STILL_PAGE });
  if (session) {
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: baseUrl }]);
    await context.addInitScript(
      ({ userId, token }) => {
        for (const key of ['user-id', 'userId']) sessionStorage.setItem(key, userId);
        sessionStorage.setItem('auth-token', token);
      },
      { userId: session.user.id, token: session.token },
    );
  }
  return context;
}

async function shoot(page, name, settleMs = 800) {
  // Let lazy chunks and queries settle; ApexCharts animates its drawing in script, for longer.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
  console.log(`${name}-${width}.png`);
}

async function visit(page, path, name, ready, settleMs) {
  await page.goto(path);
  await ready.waitFor();
  await shoot(page, name, settleMs);
}

async function generatorSteps(page) {
  await visit(page, '/form', 'form-step-1', page.getByText('Step 1 of 4'));
  await page.getByLabel('Full name').fill(ANSWERS.fullName);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: 'Job Interview' }).click();
  await page.getByLabel('Identity statement').fill(ANSWERS.identity);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await shoot(page, 'form-step-2');
  await page.getByLabel('Role or expertise').fill(ANSWERS.role);
  await page.getByLabel('Target audience').fill(ANSWERS.audience);
  await page.getByLabel('Situational context').fill(ANSWERS.context);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await shoot(page, 'form-step-3');
  await page.getByLabel('Professional mission').fill(ANSWERS.mission);
  await page.getByLabel('Key achievements (optional)').fill(ANSWERS.achievements);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 4 of 4').waitFor();
  await shoot(page, 'form-step-4');
}

async function memberScreens(page, introductionId) {
  if ((page.viewportSize()?.width ?? 0) < 600) {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await shoot(page, 'mobile-menu');
  }
  await generatorSteps(page);
  await visit(page, `/results/${introductionId}`, 'result', page.getByRole('button', { name: 'Regenerate' }));
  await visit(page, '/dashboard', 'dashboard', page.getByRole('heading', { level: 1 }));
  await visit(page, '/settings', 'settings', page.getByRole('heading', { level: 1 }));
  await visit(page, '/credits', 'credits', page.getByRole('heading', { name: 'Manage Your Credits' }));
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await page.waitForURL(/\/checkout\?/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, 'checkout');
}

async function adminScreens(page) {
  const chartsDrawn = 2_000;
  await visit(page, '/admin-dashboard', 'admin-dashboard-overview', page.getByText('Recent Introductions'), chartsDrawn);
  for (const tab of ['Users', 'Introductions']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
    await shoot(page, `admin-dashboard-${tab.toLowerCase()}`, chartsDrawn);
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const member = await devLogin(app.baseUrl, 'ada@example.com', 'Ada Lovelace');
    const introductionId = await createIntroduction(app.baseUrl, member.token);
    const admin = await adminLogin(app.baseUrl);
    for (const width of WIDTHS) {
      const anonymous = await (await browsingContext(browser, app.baseUrl, width)).newPage();
      await visit(anonymous, '/', 'home', anonymous.getByRole('link', { name: 'Start Free' }));
      await visit(anonymous, '/auth', 'auth', anonymous.getByRole('button', { name: 'Continue with Google' }));
      await visit(anonymous, '/admin-login', 'admin-login', anonymous.getByRole('heading', { name: 'Admin Login' }));
      await visit(anonymous, '/no-such-page', 'not-found', anonymous.getByRole('heading', { level: 1 }));
      await anonymous.context().close();

      const signedIn = await (await browsingContext(browser, app.baseUrl, width, member)).newPage();
      await memberScreens(signedIn, introductionId);
      await signedIn.context().close();

      const administrator = await (await browsingContext(browser, app.baseUrl, width, admin)).newPage();
      await adminScreens(administrator);
      await administrator.context().close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
