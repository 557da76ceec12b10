import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './support/browser';

interface DrawnPage {
  /** The elements taken out of the sections drawn below the hero, as `tag#id.class` (and what held them). */
  removed: string[];
  features: Element | null;
}

/** Opens the home page with an observer, set before any script runs, on the sections its HTML draws below the hero. */
async function openHome(browser: Browser): Promise<Session> {
  const session = await openSession(browser);
  await session.context.addInitScript(() => {
    const drawn: DrawnPage = { removed: [], features: null };
    Object.assign(window, { drawn });
    const name = (node: Element) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.classList[0] ?? ''}`;
    let sections: Element | null = null;
    new MutationObserver((records) => {
      // The parser adds the drawn page before any of its scripts runs, and never takes anything out.
      drawn.features ??= document.getElementById('features');
      sections ??= drawn.features?.parentElement ?? null;
      if (!drawn.features || !sections) return;
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (sections.contains(record.target) || node.contains(drawn.features))) {
            drawn.removed.push(`${name(node)} from ${name(record.target as Element)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await session.page.goto('/');
  return session;
}

/** React has hydrated the hero: its "Learn More" button has its props attached, so a click reaches its handler. */
async function waitForHydratedHero(page: Page): Promise<void> {
  const learnMore = page.getByRole('button', { name: 'Learn More' });
  await expect.poll(() => learnMore.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** Everything the page asks for has arrived and run: the session's answer, the lazy chunks, what React did after them. */
async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

const removed = (page: Page) => page.evaluate(() => (window as unknown as { drawn: DrawnPage }).drawn.removed);
const featuresStillDrawn = (page: Page) =>
  page.evaluate(() => document.getElementById('features') === (window as unknown as { drawn: DrawnPage }).drawn.features);

describe('home page hydration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('keeps the sections its HTML draws below the hero while the page hydrates', async () => {
    const { page, context, errors } = await openHome(browser);
    // The hero hydrates without waiting for the sections' code, and the session's answer reaches only the screens that show it.
    await waitForHydratedHero(page);
    await waitUntilSettled(page);
    expect(await removed(page)).toEqual([]);
    expect(await featuresStillDrawn(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the features drawn in the HTML on a click on "Learn More" as soon as the hero is hydrated', async () => {
    const { page, context, errors } = await openHome(browser);
    const featuresTop = () => page.evaluate(() => document.getElementById('features')?.getBoundingClientRect().top ?? Number.NaN);
    await waitForHydratedHero(page);
    expect(await featuresStillDrawn(page)).toBe(true);
    expect(await featuresTop()).toBeGreaterThan(900);

    await page.getByRole('button', { name: 'Learn More' }).click();
    // At the top of the screen, below the sticky bar, and still the element the HTML drew.
    await expect.poll(featuresTop, { timeout: 5000 }).toBeLessThan(200);
    expect(await featuresTop()).toBeGreaterThanOrEqual(0);
    expect(await featuresStillDrawn(page)).toBe(true);
    await waitUntilSettled(page);
    expect(await removed(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
