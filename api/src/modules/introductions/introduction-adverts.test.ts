import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';
import { DESIGN_ADVERT, FINANCE_ADVERT, TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';

const REQUEST = { ...TYPICAL_ANSWERS, context: 'Applying for a job', advert: DESIGN_ADVERT };
const READING = `query($id: Int!, $purpose: TextKind) {
  introduction(id: $id) { advert introductions { job } advertReading(purpose: $purpose) { role organisation requirements { phrase kind coverage } } }
}`;

describe('an introduction written for an advert', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('keeps the advert, names its role in the job answer, and says what it asks for against the answers and the text', async () => {
    const { headers } = await devLogin(app, 'priya@example.com');
    const created = await json(app, 'POST', '/api/introductions', REQUEST, headers);
    expect(created.status).toBe(201);
    const { id, advert, introductions } = created.body.introduction;
    expect(advert).toBe(DESIGN_ADVERT);
    expect(introductions.job).toContain('Senior Product Designer role at Monzo');

    const reading = await json(app, 'GET', `/api/introductions/${id}/advert`, undefined, headers);
    expect(reading.status).toBe(200);
    expect(reading.body).toMatchObject({ role: 'Senior Product Designer', organisation: 'Monzo' });
    const coverage = Object.fromEntries(
      (reading.body.requirements as Array<{ phrase: string; coverage: string }>).map(({ phrase, coverage }) => [phrase, coverage]),
    );
    // The answers do not mention Figma; the LinkedIn text says the CV's research sessions, the job answer does not.
    expect(coverage).toMatchObject({ Figma: 'not_in_answers', prototyping: 'not_in_answers' });
    const byPurpose = await json(app, 'GET', `/api/introductions/${id}/advert?purpose=linkedin`, undefined, headers);
    expect(byPurpose.body.role).toBe('Senior Product Designer');

    const viaGraphql = await graphql(app, READING, { id, purpose: 'job' }, headers);
    expect(viaGraphql.body.data.introduction.advert).toBe(DESIGN_ADVERT);
    expect(viaGraphql.body.data.introduction.advertReading).toEqual(reading.body);
  });

  it('reads as empty without an advert, and is the owner’s alone', async () => {
    const { headers } = await devLogin(app, 'grace@example.com');
    const { advert: _advert, ...withoutAdvert } = REQUEST;
    const created = await json(app, 'POST', '/api/introductions', withoutAdvert, headers);
    const { id } = created.body.introduction;
    expect(created.body.introduction.advert).toBeNull();
    expect((await json(app, 'GET', `/api/introductions/${id}/advert`, undefined, headers)).body).toEqual({
      role: null,
      organisation: null,
      requirements: [],
    });
    const stranger = await devLogin(app, 'mallory@example.com');
    expect((await json(app, 'GET', `/api/introductions/${id}/advert`, undefined, stranger.headers)).status).toBe(403);
  });

  it('refuses an advert over 10,000 characters, spending nothing', async () => {
    const { headers } = await devLogin(app, 'linus@example.com');
    const response = await json(app, 'POST', '/api/introductions', { ...REQUEST, advert: 'x'.repeat(10_001) }, headers);
    expect(response).toMatchObject({
      status: 400,
      body: { fieldErrors: { advert: 'Job advert or event description must be at most 10,000 characters' } },
    });
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({ remaining: 3 });
  });

  it('escapes the advert’s words as stored text is', async () => {
    const { headers } = await devLogin(app, 'ada@example.com');
    const advert = 'Data Analyst\nWhat you need:\n- Experience with "Looker" dashboards';
    const { id } = (await json(app, 'POST', '/api/introductions', { ...REQUEST, advert }, headers)).body.introduction;
    const reading = await json(app, 'GET', `/api/introductions/${id}/advert`, undefined, headers);
    expect(reading.body.requirements).toContainEqual({
      phrase: '&quot;Looker&quot; dashboards',
      kind: 'skill',
      coverage: 'not_in_answers',
    });
  });

  it('tailors the texts to a new advert for one credit, kept as new versions with the advert', async () => {
    const { headers } = await devLogin(app, 'tom@example.com');
    const { advert: _advert, ...withoutAdvert } = REQUEST;
    const created = (await json(app, 'POST', '/api/introductions', withoutAdvert, headers)).body.introduction;
    const tailored = await json(app, 'POST', `/api/introductions/${created.id}/tailor`, { advert: FINANCE_ADVERT }, headers);
    expect(tailored.status).toBe(200);
    expect(tailored.body.introduction.advert).toBe(FINANCE_ADVERT);
    expect(tailored.body.introduction.introductions.job).toContain('Head of Finance role at Oakfield Housing Trust');
    expect(tailored.body.introduction.introductions.job).not.toBe(created.introductions.job);
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({ remaining: 1 });
    const versions = await json(app, 'GET', `/api/introductions/${created.id}/versions?purpose=job`, undefined, headers);
    expect(versions.body.map(({ origin }: { origin: string }) => origin)).toEqual(['tailored', 'generated']);

    const again = await graphql(
      app,
      'mutation($input: TailorIntroductionInput!) { tailorIntroduction(input: $input) { advert advertReading { role } } }',
      { input: { introductionId: created.id, advert: DESIGN_ADVERT } },
      headers,
    );
    expect(again.body.data.tailorIntroduction).toEqual({ advert: DESIGN_ADVERT, advertReading: { role: 'Senior Product Designer' } });
  });

  it('refuses to tailor to no advert, spending nothing and changing nothing', async () => {
    const { headers } = await devLogin(app, 'hedy@example.com');
    const created = (await json(app, 'POST', '/api/introductions', REQUEST, headers)).body.introduction;
    for (const advert of ['', '   ', 'x'.repeat(10_001)]) {
      const response = await json(app, 'POST', `/api/introductions/${created.id}/tailor`, { advert }, headers);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors.advert).toMatch(/Paste the job advert|at most 10,000 characters/);
    }
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({ remaining: 2 });
    expect((await json(app, 'GET', `/api/introductions/${created.id}`, undefined, headers)).body.advert).toBe(DESIGN_ADVERT);
  });
});
