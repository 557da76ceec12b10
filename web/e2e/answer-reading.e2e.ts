import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, expectAccessible, screenshot, screenshotOf } from './support/browser';
import { answerSteps, signIn } from './support/journeys';

// A founder with a post of her own, a credential, her company's growth and a CV: four things read four ways.
const FOUNDER = {
  fullName: 'Nadia Rahman',
  identity: 'Founder who built a shop platform for independent makers',
  role: 'Founder & CEO of Shopkit',
  audience: 'Investors and makers',
  context: 'My LinkedIn profile',
  mission: 'Help independent makers sell online without a developer',
  achievements: 'Trustee of a local autism charity\nGrew to 1,200 paying shops in 18 months\nCIPD Level 5 qualified',
  cvText: 'Founder & CEO, Shopkit, 2021 - present\nProduct Manager, Etsy, 2016 - 2021',
};
const OWN_SENTENCE = "I'm a trustee of a local autism charity, and I chair its fundraising.";

const readingPanel = (page: Page) => page.getByRole('region', { name: "How we'll use your answers" });
const chosenText = (page: Page) => page.getByRole('region', { name: /Introduction$/ });

describe('a person sees how their answers will be used before the texts are written', () => {
  atEachWidth((width, session) => {
    it('sees each answer as it will be said, changes one, and the texts say it as changed, after a reload too', async () => {
      const { page } = session();
      await signIn(page, `reading-${width}@example.com`);
      await page.goto('/form');
      await answerSteps(page, FOUNDER, 'LinkedIn Profile');

      const panel = readingPanel(page);
      // A person reads how the answers will be used before changing the style: the panel has drawn them first.
      await expect
        .poll(() =>
          panel
            .getByRole('button', { name: /^Change: / })
            .first()
            .isVisible(),
        )
        .toBe(true);
      // The style chosen changes the sentences: read again, in the contractions of a conversational text.
      await page.getByRole('radio', { name: 'Conversational & Friendly' }).check();
      await expect.poll(() => panel.getByText("I'm a trustee of a local autism charity.").isVisible()).toBe(true);
      expect(await panel.getByText("I'm CIPD Level 5 qualified.").isVisible()).toBe(true);
      expect(await panel.getByText('Shopkit grew to 1,200 paying shops in 18 months.').isVisible()).toBe(true);
      expect(await panel.getByText("Said as your organisation's result, not yours").isVisible()).toBe(true);
      expect(await panel.getByText('Founder & CEO, Shopkit, 2021 to now').isVisible()).toBe(true);
      expect(await panel.getByText('Product manager, Etsy, 2016 to 2021').isVisible()).toBe(true);
      await screenshot(page, 'answer-reading');
      await expectAccessible(page);

      await panel.getByRole('button', { name: "Change: I'm a trustee of a local autism charity." }).click();
      const field = panel.getByRole('textbox', { name: 'Your sentence (achievement)' });
      await field.fill(OWN_SENTENCE);
      await screenshotOf(panel, 'answer-reading-change');
      await panel.getByRole('button', { name: 'Use this sentence' }).click();
      await expect.poll(() => panel.getByText(OWN_SENTENCE).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Generate Introduction' }).click();
      await page.waitForURL(/\/results\/\d+$/);
      await expect.poll(() => page.getByText('Introduction Generated').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await chosenText(page).innerText()).toContain(OWN_SENTENCE);
      await page.reload();
      await expect.poll(async () => (await chosenText(page).innerText()).includes(OWN_SENTENCE), { timeout: 15_000 }).toBe(true);
    });

    it('had no uncaught error', () => {
      expect(session().errors).toEqual([]);
    });
  });
});
