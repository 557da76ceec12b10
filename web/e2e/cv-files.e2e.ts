import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cvDocx, cvPdf, linkedInProfilePdf, scannedPdf } from '../../api/test/fixtures/cv-files';
import { atEachWidth, expectAccessible, screenshot } from './support/browser';
import { signIn } from './support/journeys';

const cvBox = (page: Page) => page.getByLabel('Resume / CV text (optional)');
const careerOf = (page: Page) => page.getByRole('region', { name: "How we'll use your answers" });

async function upload(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

async function reachStepThree(page: Page) {
  await page.getByLabel('Full name').fill('Rosalind Achterberg');
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: 'Job Interview' }).click();
  await page.getByLabel('Identity statement').fill('Operations leader who fixes processes with the people who run them');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Role or expertise').fill('Head of Operations');
  await page.getByLabel('Target audience').fill('Hiring panels in logistics');
  await page.getByLabel('Situational context').fill('An interview for a director role');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Professional mission').fill('Keep goods moving and people safe');
}

describe('a person brings their CV as a file', () => {
  atEachWidth((width, session) => {
    it("reads LinkedIn's profile PDF, a Word CV and a PDF CV into the CV box and step 4's career, and says why a scan cannot be read", async () => {
      const { page } = session();
      await signIn(page, `cv-file-${width}@example.com`);
      await page.goto('/form');
      await reachStepThree(page);

      await upload(page, 'Profile.pdf', 'application/pdf', await linkedInProfilePdf());
      await expect.poll(() => page.getByText('Read from Profile.pdf').isVisible()).toBe(true);
      expect(await cvBox(page).inputValue()).toContain('Head of Operations, Fernhill Logistics, January 2021 - Present');
      await page.getByText('Upload your CV', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'cv-from-file', { fullPage: false });
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Continue' }).click();
      const reading = careerOf(page);
      await expect.poll(() => reading.getByText('Head of operations, Fernhill Logistics, 2021 to now').isVisible()).toBe(true);
      expect(await reading.getByText('Shift manager, Harrow & Pike Distribution, 2015 to 2018').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await upload(page, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', cvDocx());
      await expect.poll(() => page.getByText('Read from cv.docx').isVisible()).toBe(true);
      expect(await cvBox(page).inputValue()).toContain('Penrose Civil Works');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => reading.getByText('Site engineer, Penrose Civil Works, 2019 to now').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await upload(page, 'scan.pdf', 'application/pdf', await scannedPdf());
      await expect.poll(() => page.getByText('This PDF has no text in it, only images: paste the text instead.').isVisible()).toBe(true);
      expect(await cvBox(page).inputValue()).toContain('Penrose Civil Works');

      await upload(page, 'cv.pdf', 'application/pdf', await cvPdf());
      await expect.poll(() => page.getByText('Read from cv.pdf').isVisible()).toBe(true);
      expect(await cvBox(page).inputValue()).toContain('Senior Data Analyst, Kestrel Mutual Insurance, March 2020 – present');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => reading.getByText('Senior data analyst, Kestrel Mutual Insurance, 2020 to now').isVisible()).toBe(true);
    });

    it('had no uncaught error', () => {
      expect(session().errors).toEqual([]);
    });
  });
});
