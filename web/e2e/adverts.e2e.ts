import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, expectAccessible, screenshot, screenshotOf } from './support/browser';
import { ANSWERS, answerSteps, signIn } from './support/journeys';

const ADVERT = `Staff Software Engineer
Northwind Payments is looking for a Staff Software Engineer to join our platform team.
What you'll do:
- Lead the rebuild of our payments platform
- Mentor engineers across teams
What we're looking for:
- Experience with Kubernetes
- Strong skills in Rust
- Experience with payments platforms`;

const TAILORED_ADVERT = `Role: Head of Engineering
Company: Brightwater Bank
Person specification
- Experience with Terraform
- Payments platform experience`;

const advertCard = (page: Page) => page.getByRole('region', { name: 'What the advert asks for' });
const chosenText = (page: Page) => page.getByRole('region', { name: /Introduction$/ }).locator('blockquote');

describe('a person writes for a job advert', () => {
  atEachWidth((width, session) => {
    it('pastes the advert in step 2, sees it in the summary, and gets a job answer that names its role', async () => {
      const { page } = session();
      await signIn(page, `advert-${width}@example.com`);
      await page.goto('/form');
      await answerSteps(page, { ...ANSWERS, context: 'Applying for a new job', advert: ADVERT }, 'Job Interview');
      expect(await page.getByText('Job advert or event description').isVisible()).toBe(true);
      await screenshot(page, 'advert-summary');
      await page.getByRole('button', { name: 'Generate Introduction' }).click();
      await page.waitForURL(/\/results\/\d+$/);
      await expect.poll(() => page.getByText('Introduction Generated').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await chosenText(page).innerText()).toContain('Staff Software Engineer role at Northwind Payments');
    });

    it('sees what the advert asks for: covered, and missing with a way to add it', async () => {
      const { page } = session();
      const card = advertCard(page);
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.innerText()).toContain('The Staff Software Engineer role at Northwind Payments.');
      const missing = card.getByRole('heading', { name: /^Not in your answers/ });
      expect(await missing.isVisible()).toBe(true);
      expect(await card.getByText('Kubernetes').isVisible()).toBe(true);
      // Nothing the person lacks reaches their texts.
      for (const text of await page.locator('blockquote').allInnerTexts()) expect(text).not.toMatch(/Kubernetes|Rust/);
      await expectAccessible(page);
      await screenshot(page, 'advert-result');
      await screenshotOf(card, 'advert-card');
    });

    it('follows "If it\'s true, add it" to the achievements, the phrase begun, without a reload', async () => {
      const { page } = session();
      await advertCard(page).getByRole('button', { name: "If it's true, add Kubernetes to your achievements" }).click();
      await page.waitForURL(/\/form$/);
      await expect.poll(() => page.getByText('Step 3 of 4').isVisible()).toBe(true);
      const achievements = page.getByLabel('Key achievements (optional)');
      expect(await achievements.inputValue()).toBe(`${ANSWERS.achievements}\nKubernetes `);
      expect(await achievements.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'advert-add-it');
      await page.goBack();
      await page.waitForURL(/\/results\/\d+$/);
    });

    it('tailors the texts to another advert from the result page, for one credit', async () => {
      const { page } = session();
      await expect.poll(() => page.getByText('2 of 3 credits remaining today').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Tailor to an advert' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tailor to an advert' });
      await dialog.getByLabel('Job advert or event description').fill(TAILORED_ADVERT);
      await screenshot(page, 'advert-tailor', { fullPage: false });
      await dialog.getByRole('button', { name: 'Tailor for 1 credit' }).click();
      await expect.poll(() => page.getByText('Introduction Tailored').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => chosenText(page).innerText()).toContain('Head of Engineering role at Brightwater Bank');
      await expect.poll(() => page.getByText('1 of 3 credits remaining today').isVisible()).toBe(true);
      await expect.poll(() => advertCard(page).innerText()).toContain('The Head of Engineering role at Brightwater Bank.');
      expect(session().errors).toEqual([]);
    });
  });
});
