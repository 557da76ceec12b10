// What a person sees, timed in Chromium from their click: the questionnaire answered and Generate pressed, then
// Warmer on the text that came. The page itself records when the chosen text shows its first words, when it is
// written, and when the toast says all is kept, so the figures carry no polling delay.
import type { IntroductionAnswers } from '@firstwords/contracts';
import { chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SESSION_COOKIE = 'fw_session';

export interface PageTimings {
  /** Seconds from the click to the chosen text's first words, to it being written, and to the toast that all is kept. */
  firstWords: number;
  chosenDone: number;
  allDone: number;
}

/**
 * Watches the chosen text's card from the next click on `button`: its first words (a text that was not there, or not
 * this, before), its "Written" chip, and the toast titled `doneToast`.
 */
function recordFromClick(page: Page, button: string, doneToast: string): Promise<void> {
  // Source text, not a function: the bench runs under tsx, whose helpers would not exist in the page.
  return page.evaluate(`(() => {
    const buttonName = ${JSON.stringify(button)};
    const toast = ${JSON.stringify(doneToast)};
    const recorder = {};
    window.timings = recorder;
    const chosen = () => document.querySelector('section[aria-labelledby="introduction-title"]');
    const before = (chosen()?.querySelector('blockquote')?.textContent ?? '').trim();
    const check = () => {
      if (recorder.clickAt === undefined) return;
      const now = performance.now();
      const card = chosen();
      const text = card?.querySelector('blockquote')?.textContent?.trim() ?? '';
      const writing = card?.textContent?.includes('Writing…') ?? false;
      if (recorder.firstWords === undefined && writing && text !== '' && text !== before) recorder.firstWords = now;
      if (recorder.chosenDone === undefined && card?.textContent?.includes('Written')) recorder.chosenDone = now;
      if (recorder.allDone === undefined && document.body.textContent?.includes(toast)) {
        recorder.allDone = now;
        recorder.chosenDone ??= now;
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    document.addEventListener('click', (event) => {
      const target = event.target.closest('button');
      if (target?.textContent?.trim() === buttonName) recorder.clickAt ??= performance.now();
    }, true);
  })()`);
}

async function readTimings(page: Page): Promise<PageTimings> {
  // Polled from here (the page's policy allows no eval for waitForFunction); the times were taken in the page.
  let recorded: Record<string, number> = {};
  for (const deadline = Date.now() + 60_000; recorded.allDone === undefined; await page.waitForTimeout(50)) {
    if (Date.now() > deadline) throw new Error('The page did not say the writing was done within 60 s');
    recorded = (await page.evaluate('window.timings')) as Record<string, number>;
  }
  const since = (at: number | undefined) => ((at ?? NaN) - recorded.clickAt!) / 1000;
  return { firstWords: since(recorded.firstWords), chosenDone: since(recorded.chosenDone), allDone: since(recorded.allDone) };
}

async function answerQuestionnaire(page: Page, answers: IntroductionAnswers, purposeLabel: string): Promise<void> {
  await page.getByLabel('Full name').fill(answers.fullName);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: purposeLabel }).click();
  await page.getByLabel('Identity statement').fill(answers.identity);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Role or expertise').fill(answers.role);
  await page.getByLabel('Target audience').fill(answers.audience);
  await page.getByLabel('Situational context').fill(answers.context);
  await page.getByLabel('LinkedIn URL (optional)').fill(answers.linkedinUrl ?? '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Professional mission').fill(answers.mission);
  await page.getByLabel('Key achievements (optional)').fill(answers.achievements ?? '');
  await page.getByLabel('Resume / CV text (optional)').fill(answers.cvText ?? '');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 4 of 4').waitFor();
}

/** Generate from the questionnaire, then Warmer on the text, for a signed-in writer (their session token). */
export async function timeInChromium(
  appUrl: string,
  token: string,
  answers: IntroductionAnswers,
  purposeLabel: string,
): Promise<{ generate: PageTimings; refine: PageTimings }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: appUrl });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: appUrl, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto('/form');
    await answerQuestionnaire(page, answers, purposeLabel);
    await recordFromClick(page, 'Generate Introduction', 'Introduction Generated');
    await page.getByRole('button', { name: 'Generate Introduction' }).click();
    const generate = await readTimings(page);

    await page.getByRole('button', { name: 'Warmer' }).first().waitFor();
    await recordFromClick(page, 'Warmer', 'Introduction Refined');
    await page.getByRole('button', { name: 'Warmer' }).first().click();
    const refine = await readTimings(page);
    return { generate, refine };
  } finally {
    await browser.close();
  }
}
