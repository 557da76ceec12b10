import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';

// A founder with a post of her own, a credential, her company's growth and a CV: each read a different way.
const ANSWERS = {
  fullName: 'Nadia Rahman',
  purpose: 'linkedin',
  communicationStyle: 'conversational',
  identity: 'Founder who built a shop platform for independent makers',
  role: 'Founder & CEO of Shopkit',
  audience: 'Investors and makers',
  mission: 'Help independent makers sell online without a developer',
  context: 'My LinkedIn profile',
  achievements:
    'Trustee of a local autism charity\nGrew to 1,200 paying shops in 18 months\nCIPD Level 5 qualified\nMRCGP 2019, DRCOG 2018',
  cvText: 'Founder & CEO, Shopkit, 2021 - present\nProduct Manager, Etsy, 2016 - 2021\nBSc Computer Science, University of Leeds, 2015',
  advert: 'Head of Product at Monzo. You will have experience of leading product teams and mentoring product managers.',
};

const QUERY = `query($input: GenerateIntroductionInput!) {
  answerReading(input: $input) {
    answers { answer typed said use note suggestion }
    career { roles { title employer years } qualifications said note }
    advert { role organisation requirements { phrase kind coverage } }
  }
}`;

describe('the reading shown before writing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('says each answer as the texts will, marks what it cannot say, and costs no credit', async () => {
    const { headers } = await devLogin(app, 'nadia@example.com');
    const before = (await json(app, 'GET', '/api/credits', undefined, headers)).body.remaining;
    const response = await json(app, 'POST', '/api/introductions/reading', ANSWERS, headers);
    expect(response.status).toBe(200);
    const said = (typed: string) => response.body.answers.find((item: { typed: string }) => item.typed === typed);

    expect(said('Help independent makers sell online without a developer')).toMatchObject({
      answer: 'mission',
      use: 'said',
      said: 'What drives me is helping independent makers sell online without a developer.',
    });
    expect(said('Trustee of a local autism charity')).toMatchObject({ use: 'said', said: "I'm a trustee of a local autism charity." });
    expect(said('CIPD Level 5 qualified')).toMatchObject({ use: 'said', said: "I'm CIPD Level 5 qualified." });
    // The company's growth is said as the company's, and the person is told so.
    expect(said('Grew to 1,200 paying shops in 18 months')).toMatchObject({
      use: 'said',
      said: 'Shopkit grew to 1,200 paying shops in 18 months.',
      note: expect.stringMatching(/organisation's result/),
    });
    // Notes the writer cannot make a sentence of are listed as typed, with why.
    expect(said('MRCGP 2019, DRCOG 2018')).toMatchObject({
      use: 'listed',
      said: 'MRCGP 2019, DRCOG 2018',
      note: expect.stringMatching(/listed as typed/),
    });

    expect(response.body.career).toMatchObject({
      roles: [
        { title: 'founder & CEO', employer: 'Shopkit', years: '2021 to now' },
        { title: 'product manager', employer: 'Etsy', years: '2016 to 2021' },
      ],
      qualifications: ['BSc in Computer Science, University of Leeds, 2015'],
      note: null,
    });
    expect(response.body.career.said).toContain('a product manager at Etsy from 2016 to 2021');
    expect(response.body.advert).toMatchObject({ role: 'Head of Product', organisation: 'Monzo' });

    const viaGraphql = await graphql(app, QUERY, { input: ANSWERS }, headers);
    expect(viaGraphql.body.data.answerReading).toEqual(response.body);
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body.remaining).toBe(before);
  });

  it('uses a changed sentence as typed', async () => {
    const { headers } = await devLogin(app, 'nadia.edits@example.com');
    const changed = "I'm a trustee of a local autism charity, and I chair its fundraising.";
    const answers = { ...ANSWERS, achievements: ANSWERS.achievements.replace('Trustee of a local autism charity', changed) };
    const reading = await json(app, 'POST', '/api/introductions/reading', answers, headers);
    expect(reading.body.answers).toContainEqual(expect.objectContaining({ typed: changed.replace(/\.$/, ''), said: changed }));
    const written = await json(app, 'POST', '/api/introductions', answers, headers);
    expect(written.status).toBe(201);
    expect(written.body.introduction.introductions.linkedin).toContain(changed);
    expect(written.body.introduction.achievements).toContain(changed);
  });

  it('says when a CV gives no roles, and gives none without a CV', async () => {
    const { headers } = await devLogin(app, 'sam.reading@example.com');
    const noRoles = await json(app, 'POST', '/api/introductions/reading', { ...ANSWERS, cvText: 'I like long walks.' }, headers);
    expect(noRoles.body.career).toMatchObject({ roles: [], note: 'No roles found: the texts will not mention your career' });
    const { cvText: _cv, advert: _advert, ...withoutCv } = ANSWERS;
    const plain = await json(app, 'POST', '/api/introductions/reading', withoutCv, headers);
    expect(plain.body).toMatchObject({ career: null, advert: null });
  });

  it('escapes what it gives back as stored text, and refuses bad answers and strangers', async () => {
    const { headers } = await devLogin(app, 'mallory.reading@example.com');
    const quoted = { ...ANSWERS, achievements: 'Trustee of the "Ride for Autism" charity' };
    const escaped = await json(app, 'POST', '/api/introductions/reading', quoted, headers);
    expect(escaped.body.answers.at(-1)).toMatchObject({
      typed: 'Trustee of the &quot;Ride for Autism&quot; charity',
      said: "I'm a trustee of the &quot;Ride for Autism&quot; charity.",
    });
    const bad = await json(app, 'POST', '/api/introductions/reading', { ...ANSWERS, fullName: '' }, headers);
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { fullName: 'Full name is required' } } });
    expect((await json(app, 'POST', '/api/introductions/reading', ANSWERS)).status).toBe(401);
    expect((await graphql(app, QUERY, { input: ANSWERS })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
