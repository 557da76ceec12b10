import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openSession, screenshot } from './support/browser';
import { signIn } from './support/journeys';

describe('public pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  for (const width of [1280, 390]) {
    it(`home page at ${width} px`, async () => {
      const { page, context, errors } = await openSession(browser, width);
      await page.goto('/');
      await expect.poll(() => page.getByRole('button', { name: 'Go to slide 1' }).isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'home');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`paints its frame from the HTML, where the app's own bar then takes over, with nothing on the first screen shifting, at ${width} px`, async () => {
      const { page, context } = await openSession(browser, width);
      const frame = async () => ({
        bar: await page.getByRole('banner').boundingBox(),
        brand: await page.getByRole('link', { name: 'FirstWords home' }).boundingBox(),
      });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const beforeJavaScript = await frame();
      expect(beforeJavaScript.brand).not.toBeNull();

      await page.unroute('**/assets/*.js');
      await page.goto('/');
      await expect.poll(() => page.getByRole('button', { name: 'Go to slide 1' }).isVisible()).toBe(true);
      expect(await frame()).toEqual(beforeJavaScript);
      // What moved, if anything: also a page the browser paints before its HTML is all parsed, as on a slow link.
      const shifted = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list
                  .getEntries()
                  .flatMap((entry) => (entry as unknown as { sources: { node: Element | null }[] }).sources)
                  .map((source) => source.node?.outerHTML.slice(0, 120) ?? 'a node since removed'),
              ),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve([]), 500);
          }),
      );
      expect(shifted).toEqual([]);
      await context.close();
    });

    it(`not-found page at ${width} px`, async () => {
      const { page, context, errors } = await openSession(browser, width);
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'not-found');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('has the whole landing page, the sign-in page and the 404 page in their HTML, before any JavaScript runs', async () => {
    const { page, context } = await openSession(browser, 390);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/#features');
    // A link to a section lands on it, and "find in page" finds what is further down.
    const features = await page.getByRole('heading', { name: 'Everything you need to introduce yourself well' }).boundingBox();
    expect(features?.y).toBeGreaterThanOrEqual(0);
    expect(features?.y).toBeLessThan(844);
    for (const text of ['Get Standard Package', 'All rights reserved.']) expect(await page.getByText(text).count()).toBe(1);

    await page.goto('/auth');
    expect(await page.getByRole('heading', { name: 'Welcome to FirstWords' }).isVisible()).toBe(true);
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('hydrates the sign-in page a visitor sees and signs in from it', async () => {
    const { page, context, errors } = await openSession(browser);
    await signIn(page, 'hydrated-sign-in@example.com');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends anonymous visitors of private pages to sign in', async () => {
    const { page, context } = await openSession(browser);
    for (const path of ['/dashboard', '/settings', '/results/1']) {
      await page.goto(path);
      await page.waitForURL(/\/auth/);
    }
    await context.close();
  });

  it('shows the REST reference at /api/docs from the server alone, with the operations the document lists', async () => {
    const { page, context, errors } = await openSession(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/api/docs');
    await expect.poll(() => page.getByRole('heading', { name: /FirstWords REST API/ }).isVisible()).toBe(true);
    const introductions = page.locator('.opblock-summary-path', { hasText: /^\/api\/introductions$/ });
    expect(await introductions.count()).toBe(2);
    // Opening an operation shows its body's fields and its answers, all from the served document.
    await page.locator('.opblock-post .opblock-summary-path', { hasText: /^\/api\/introductions$/ }).click();
    await expect.poll(() => page.getByText('Written', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/^The writer failed or ran past its time budget, and the credit was given back/).isVisible()).toBe(true);
    await screenshot(page, 'rest-reference', { fullPage: false });
    expect(requested.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
