import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, console errors and content security policy violations seen so far. */
  errors: string[];
}

/** A fresh browser context (its own cookies and session storage) at the given width, on the app (or another one). */
export async function openSession(browser: Browser, width = 1280, baseURL = inject('baseUrl')): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Colour checks must not catch a button half-way through a colour transition.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A 4xx answer (a declined card, a missing page) is the product speaking, not a fault of the page.
    const expectedAnswer = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
    if (message.type() === 'error' && !expectedAnswer) errors.push(`console: ${message.text()}`);
  });
  // A script the policy blocks (an eval, an inline script) is reported to DevTools, not always to the console.
  const devTools = await context.newCDPSession(page);
  devTools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') errors.push(`csp: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
  });
  await devTools.send('Audits.enable');
  return { context, page, errors };
}

/** The whole page, or only what the screen shows (a full-screen dialog), at the current width (web/e2e/screenshots). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage });
}

/** One part of the page (a card), at the current width. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = part.page().viewportSize()?.width ?? 0;
  await part.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
}

/** axe-core must find no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** A journey at a desktop's and a phone's width, each in a browser and a session of its own; `session` is read in a test. */
export function atEachWidth(journey: (width: number, session: () => Session) => void): void {
  for (const width of [1280, 390]) {
    describe(`at ${width} px`, () => {
      let browser: Browser;
      let session: Session;
      beforeAll(async () => {
        browser = await launchBrowser();
        session = await openSession(browser, width);
      });
      afterAll(async () => {
        await session.context.close();
        await browser.close();
      });
      journey(width, () => session);
    });
  }
}
