import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, expectAccessible, launchBrowser, openSession, screenshot } from './support/browser';
import { ANSWERS, generateIntroduction, signIn } from './support/journeys';

const chosenText = (page: Page) => page.getByRole('region', { name: /Introduction$/ });
const shareDialog = (page: Page) => page.getByRole('dialog', { name: /^Share your/ });

/** The page as someone the link was sent to sees it: another browser, not signed in. */
async function openSignedOut(path: string, width: number) {
  const browser = await launchBrowser();
  const { page, context } = await openSession(browser, width);
  const response = await page.goto(path);
  return { page, status: response?.status(), close: async () => (await context.close(), await browser.close()) };
}

describe('a person shares a finished text by link, then stops sharing it', () => {
  atEachWidth((width, session) => {
    it('makes a link, opens it signed out (the text and the name alone), updates it after an edit, and stops it (404)', async () => {
      const { page } = session();
      await signIn(page, `share-${width}@example.com`);
      await generateIntroduction(page);
      await expect.poll(() => page.getByText('Generated Successfully').isVisible(), { timeout: 15_000 }).toBe(true);

      await chosenText(page).getByRole('button', { name: 'Share' }).click();
      const dialog = shareDialog(page);
      await dialog.getByRole('button', { name: 'Create link' }).click();
      const linkField = dialog.getByLabel('Link to your text');
      await expect.poll(() => linkField.isVisible()).toBe(true);
      const link = await linkField.inputValue();
      expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
      await expectAccessible(page);
      await screenshot(page, 'share-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Done' }).click();

      const text = await chosenText(page).locator('blockquote').innerText();
      const visitor = await openSignedOut(new URL(link).pathname, width);
      expect(visitor.status).toBe(200);
      expect(await visitor.page.getByRole('heading', { level: 1 }).innerText()).toBe(ANSWERS.fullName);
      expect(await visitor.page.locator('article').innerText()).toContain(text.split('\n')[0]!.slice(0, 50));
      await screenshot(visitor.page, 'shared-page');

      // An edit reaches the link only when the person says so.
      await chosenText(page).getByRole('button', { name: 'Edit' }).click();
      await chosenText(page).getByRole('textbox').fill('I write programs for machines that do not exist yet.');
      await chosenText(page).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => chosenText(page).locator('blockquote').innerText())
        .toBe('I write programs for machines that do not exist yet.');
      await visitor.page.reload();
      expect(await visitor.page.locator('article').innerText()).not.toContain('machines that do not exist yet');
      await chosenText(page).getByRole('button', { name: 'Share' }).click();
      await dialog.getByRole('button', { name: 'Update the shared text' }).click();
      await expect.poll(() => dialog.getByText('The link shows an earlier wording').isVisible()).toBe(false);
      await visitor.page.reload();
      expect(await visitor.page.locator('article').innerText()).toBe('I write programs for machines that do not exist yet.');

      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await expect.poll(() => dialog.getByText('This text is not shared yet.').isVisible()).toBe(true);
      expect((await visitor.page.reload())?.status()).toBe(404);
      await visitor.close();
    });

    it('had no uncaught error', () => {
      expect(session().errors).toEqual([]);
    });
  });
});
