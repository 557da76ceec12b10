// Lighthouse (mobile preset) on the home page, the generator and a result, against the built app in Debian's Chromium.
// Run `npm run build` first; fails when a score is below its threshold.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createIntroduction, devLogin, SESSION_COOKIE, startBuiltApp } from './app-server.mjs';

const THRESHOLDS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
// Performance varies from run to run; Lighthouse's advice is to judge the median of several runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why a category lost points: its audits that did not pass, worst first. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => a.score - b.score)
    .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)}): ${audit.title}`);
}

async function auditOnce(chrome, url, cookie) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(THRESHOLDS),
    // Lighthouse cannot sign in; the session travels as a header on every request it makes.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

/** The run with the median performance score of RUNS runs. */
async function audit(chrome, url, cookie) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await auditOnce(chrome, url, cookie));
  results.sort((a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0));
  return results[Math.floor(results.length / 2)];
}

async function main() {
  const app = await startBuiltApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const reportDir = await mkdtemp(join(tmpdir(), 'firstwords-lighthouse-'));
  let failed = false;
  try {
    const { token } = await devLogin(app.baseUrl, 'lighthouse@example.com', 'Lighthouse Reader');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const introductionId = await createIntroduction(app.baseUrl, token);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'generator', path: '/form', cookie },
      { name: 'result', path: `/results/${introductionId}`, cookie },
    ];

    const rows = [];
    for (const page of pages) {
      const { lhr, report } = await audit(chrome, `${app.baseUrl}${page.path}`, page.cookie);
      await writeFile(join(reportDir, `${page.name}.json`), report);
      const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
      rows.push({ page: `${page.name} (${page.path})`, ...scores });
      for (const [id, minimum] of Object.entries(THRESHOLDS)) {
        if (scores[id] >= minimum) continue;
        failed = true;
        console.error(`\n${page.name}: ${id} ${scores[id]} < ${minimum}\n  ${failingAudits(lhr, id).join('\n  ')}`);
      }
    }
    console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs (thresholds: ${JSON.stringify(THRESHOLDS)})`);
    console.table(rows);
    console.log(`Full reports: ${reportDir}`);
  } finally {
    chrome.kill();
    await app.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
