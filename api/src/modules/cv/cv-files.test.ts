import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  CV_DOCX,
  CV_ODT,
  CV_PDF,
  cvDocx,
  cvOdt,
  cvPdf,
  encryptedPdf,
  LINKEDIN_PROFILE,
  linkedInProfilePdf,
  manyParagraphsDocx,
  oversizedDocx,
  pagesPdf,
  textBombPdf,
  pngBytes,
  scannedPdf,
} from '../../../test/fixtures/cv-files.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';
import { createLogger } from '../../lib/logger.js';

const UPLOAD = { 'x-requested-with': 'fetch' };

describe('POST /api/cv/read: a CV file for the CV box', () => {
  let app: TestApp;
  let person: SignedInUser;
  let logs = '';

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void (logs += line) });
    app = await startTestApp({ LOG_LEVEL: 'info' }, { logger });
    person = await devLogin(app, 'cv-files@example.com');
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    logs = '';
  });

  async function upload(bytes: Uint8Array | undefined, name: string, headers: Record<string, string> = { ...person.headers, ...UPLOAD }) {
    const form = new FormData();
    if (bytes) form.append('file', new Blob([bytes.slice()]), name);
    const response = await fetch(`${app.baseUrl}/api/cv/read`, { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as { text?: string; cut?: boolean; message?: string } };
  }

  it('gives a PDF CV as a person reads it: the running header, footer and page numbers left out, a wrapped bullet whole', async () => {
    const { status, body } = await upload(await cvPdf(), 'Priya Raman CV.pdf');
    expect(status).toBe(200);
    const lines = body.text!.split('\n');
    expect(lines.filter((line) => line === CV_PDF.header)).toHaveLength(0);
    expect(body.text).not.toMatch(/Page \d of \d/);
    expect(body.text).not.toContain(CV_PDF.footerLeft);
    for (const bullet of CV_PDF.bullets) expect(lines).toContain(`• ${bullet}`);
    for (const role of CV_PDF.roles) expect(body.text).toContain(role.title);
    expect(body.cut).toBe(false);
  });

  it("reads LinkedIn's profile PDF: the main column apart from the sidebar, every role in order, and step 4 reads the career from it", async () => {
    const { status, body } = await upload(await linkedInProfilePdf(), 'Profile.pdf');
    expect(status).toBe(200);
    const text = body.text!;
    const lines = text.split('\n');
    // Columns kept apart: no line holds both a sidebar skill and main-column text.
    for (const skill of LINKEDIN_PROFILE.skills) expect(lines).toContain(skill);
    expect(lines).toContain(LINKEDIN_PROFILE.headline);
    const at = (needle: string) => text.indexOf(needle);
    const order = LINKEDIN_PROFILE.roles.map((role) => at(role.title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Each role on one line, as the person and the writer read it: title, company, dates (LinkedIn's length dropped).
    for (const role of LINKEDIN_PROFILE.roles) {
      expect(lines).toContain(`${role.title}, ${role.company}, ${role.dates.replace(/ \(.*\)$/, '')}`);
      expect(lines).toContain(role.location);
    }

    const reading = await json(app, 'POST', '/api/introductions/reading', { ...GENERATION_REQUEST, cvText: text }, person.headers);
    expect(reading.status).toBe(200);
    const roles = (reading.body.career.roles as Array<{ title: string; employer: string }>).map(({ title, employer }) => [title, employer]);
    expect(roles).toEqual(LINKEDIN_PROFILE.roles.map((role) => [role.title.toLowerCase(), role.company]));
  });

  it('reads a Word document and an OpenDocument text, a line for each paragraph, heading and bullet', async () => {
    for (const [bytes, name, facts] of [
      [cvDocx(), 'cv.docx', CV_DOCX],
      [cvOdt(), 'cv.odt', CV_ODT],
    ] as const) {
      const { status, body } = await upload(bytes, name);
      expect(status, name).toBe(200);
      const lines = body.text!.split('\n');
      for (const line of [facts.name, ...facts.headings, ...facts.bullets, ...facts.roles]) expect(lines, name).toContain(line);
    }
  });

  it('takes plain text as it is, and cuts a long one at a line end to what the CV box takes', async () => {
    const plain = await upload(new TextEncoder().encode('Nurse, Leeds Teaching Hospitals\r\n2014 to 2020\n'), 'cv.txt');
    expect(plain).toEqual({ status: 200, body: { text: 'Nurse, Leeds Teaching Hospitals\n2014 to 2020', cut: false } });
    const long = await upload(new TextEncoder().encode('Led the ward through an inspection\n'.repeat(1_000)), 'long.txt');
    expect(long.status).toBe(200);
    expect(long.body.cut).toBe(true);
    expect(long.body.text!.length).toBeLessThanOrEqual(20_000);
    expect(long.body.text!.endsWith('Led the ward through an inspection')).toBe(true);
  });

  it.each([
    ['a picture named as a PDF', () => pngBytes(), 'cv.pdf', 'This file is not the PDF its name says.'],
    ['a PDF with a password', () => encryptedPdf(), 'cv.pdf', 'This PDF is protected by a password.'],
    ['a scanned PDF', () => scannedPdf(), 'scan.pdf', 'This PDF has no text in it, only images: paste the text instead.'],
    ['a PDF of 21 pages', () => pagesPdf(21), 'thesis.pdf', 'This PDF has more than 20 pages, more than a CV.'],
    [
      'a PDF of a few kilobytes that unpacks into millions of pieces of text',
      () => textBombPdf(),
      'cv.pdf',
      'This PDF holds far more text than a CV',
    ],
    ['a DOCX that unpacks to far more than a CV', () => oversizedDocx(), 'cv.docx', 'This document unpacks to far more than a CV holds'],
    ['a DOCX of 200,000 short paragraphs', () => manyParagraphsDocx(), 'cv.docx', 'This document unpacks to far more than a CV holds'],
    ['a file over 5 MB', () => new Uint8Array(5 * 1024 * 1024 + 1).fill(65), 'cv.txt', 'This file is over 5 MB.'],
    ['an empty file', () => new Uint8Array(0), 'cv.pdf', 'This file is empty.'],
    ['a picture', () => pngBytes(), 'me.png', 'FirstWords reads a CV saved as PDF, Word (DOCX), OpenDocument (ODT) or plain text.'],
    ['a broken DOCX', () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'cv.docx', 'This file could not be read'],
    [
      'a damaged PDF',
      () => new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Page /Contents 9 0 R'),
      'cv.pdf',
      'This file could not be read',
    ],
  ])('refuses %s with a sentence that says what to do, and logs its size and kind alone', async (_case, make, name, message) => {
    const { status, body } = await upload(await make(), name);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
    expect(logs).not.toContain(name);
  });

  it('asks for a file when none was sent', async () => {
    const { status, body } = await upload(undefined, '');
    expect(status).toBe(400);
    expect(body.message).toBe('Choose a CV file to upload, sent as the form field "file".');
  });

  it('logs of a file read only its size and kind, never its text', async () => {
    await upload(await cvPdf(), 'cv.pdf');
    expect(logs).toContain('"kind":"pdf"');
    expect(logs).toMatch(/"bytes":\d+/);
    expect(logs).not.toContain(CV_PDF.roles[0]!.employer);
  });

  it('reads nothing for a signed-out caller, a form from another site, or a request a plain form could send', async () => {
    const bytes = new TextEncoder().encode('Nurse');
    expect((await upload(bytes, 'cv.txt', UPLOAD)).status).toBe(401);
    expect((await upload(bytes, 'cv.txt', { ...person.headers, ...UPLOAD, origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await upload(bytes, 'cv.txt', person.headers)).status).toBe(403);
  });
});
