import type { TextKind } from '@firstwords/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { devLogin, startBuiltApp } from '../scripts/app-server.mjs';
import { expectAccessible, launchBrowser, openSession, screenshot, type Session } from './support/browser';
import { ANSWERS, generateIntroduction, signIn } from './support/journeys';
import { startStreamingModel, type StreamingModel } from './support/streaming-model';

/** The chosen purpose's text on the result page. */
const chosenText = (page: Page) => page.getByRole('region', { name: /Introduction$/ }).locator('blockquote');
/** What the questionnaire sends for ANSWERS when Job Interview is chosen. */
const REQUEST = { ...ANSWERS, purpose: 'job' };

/** The texts the offline writer gives these answers: ones the quality gate passes, for the model to stream. */
async function textsFor(baseUrl: string): Promise<Record<TextKind, string>> {
  const { token } = await devLogin(baseUrl, 'streaming-texts@example.com');
  const response = await fetch(`${baseUrl}/api/introductions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(REQUEST),
  });
  return ((await response.json()) as { introduction: { introductions: Record<TextKind, string> } }).introduction.introductions;
}

/** The lengths the chosen text goes through, read every 100 ms until it has grown `steps` times or says it is written. */
async function watchGrowth(page: Page, steps: number): Promise<number[]> {
  const lengths: number[] = [];
  for (const deadline = Date.now() + 45_000; lengths.length < steps && Date.now() < deadline; await page.waitForTimeout(100)) {
    // A read that meets the text as React swaps it is skipped, not counted as an empty text.
    const text = await chosenText(page)
      .first()
      .innerText({ timeout: 500 })
      .catch(() => undefined);
    if (text !== undefined && text.length !== lengths.at(-1)) lengths.push(text.length);
    if (
      await page
        .getByRole('region', { name: /Introduction$/ })
        .getByRole('button', { name: 'Copy' })
        .isEnabled()
        .catch(() => false)
    )
      break;
  }
  return lengths;
}

describe('a person watches the texts being written', () => {
  let model: StreamingModel;
  let app: { baseUrl: string; stop(): Promise<void> };
  let browser: Browser;
  let session: Session;
  let texts: Record<TextKind, string>;

  beforeAll(async () => {
    texts = await textsFor(inject('baseUrl'));
    // About 12 words a second: a job answer takes several seconds, long enough to see it grow and to reload.
    model = await startStreamingModel(texts, { firstTokenMs: 400, tokensPerSecond: 12 });
    app = await startBuiltApp({ env: { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: model.baseURL } });
    browser = await launchBrowser();
    session = await openSession(browser, 1280, app.baseUrl);
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
    await app?.stop();
    await model?.close();
  });

  it('lands on the result page at once and sees the chosen text grow word by word, then kept', async () => {
    const { page } = session;
    await signIn(page, 'watches-writing@example.com');
    await generateIntroduction(page);
    await expect.poll(() => page.getByText('Writing…').first().isVisible()).toBe(true);
    // It grows in steps, each longer than the last, and never shows no text. Watched before anything slow runs, so
    // that a slow machine cannot let the writing finish before the first look.
    const lengths = await watchGrowth(page, 6);
    expect(lengths).toHaveLength(6);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    await expect.poll(async () => (await chosenText(page).first().innerText()).length).toBeGreaterThan(40);
    // Mid-writing too: the "Writing…" chips are small text, and must read as well as the rest.
    expect(await page.getByText('Writing…').first().isVisible()).toBe(true);
    await screenshot(page, 'result-writing', { fullPage: false });
    await expectAccessible(page);
    // Then on to the text the model wrote.
    await expect.poll(() => chosenText(page).first().innerText(), { timeout: 30_000 }).toBe(texts.job);
    await expect.poll(() => page.getByText('Introduction Generated').first().isVisible()).toBe(true);
    await expectAccessible(page);
    expect(session.errors).toEqual([]);
  });

  it('shows the text so far after a reload mid-writing, and goes on to the end', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(async () => (await chosenText(page).first().innerText()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Writing…').first().isVisible()).toBe(true);
    await page.waitForTimeout(1_000);
    await page.reload();
    // The text so far at once (at most a second old), not an empty page, and then the rest.
    await expect.poll(async () => (await chosenText(page).first().innerText()).length, { timeout: 5_000 }).toBeGreaterThan(20);
    await expect.poll(() => page.getByText('Writing…').first().isVisible()).toBe(true);
    await expect.poll(() => chosenText(page).first().innerText(), { timeout: 30_000 }).toBe(texts.job);
    await expect.poll(() => page.getByRole('button', { name: 'Regenerate' }).isEnabled()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
