import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { MAX_VERSIONS } from './introduction-versions.js';
import { generateIntroductionId } from '../../../test/fixtures/introductions.fixtures.js';

interface Version {
  id: number;
  purpose: string;
  text: string;
  origin: string;
  writer: string | null;
}

describe('versions of an introduction', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const generate = (user: SignedInUser) => generateIntroductionId(app, user);
  const versions = async (user: SignedInUser, id: number, purpose = ''): Promise<Version[]> =>
    (await json(app, 'GET', `/api/introductions/${id}/versions${purpose && `?purpose=${purpose}`}`, undefined, user.headers)).body;
  const current = async (user: SignedInUser, id: number) =>
    (await json(app, 'GET', `/api/introductions/${id}`, undefined, user.headers)).body;
  const credits = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;

  it('keeps every written text, newest first, with what made it, over REST and GraphQL', async () => {
    const ada = await devLogin(app, 'versions-ada@example.com');
    const id = await generate(ada);
    const first = await current(ada, id);
    expect((await versions(ada, id)).map((version) => [version.purpose, version.origin, version.writer])).toEqual([
      ['headline', 'generated', 'offline'],
      ['business', 'generated', 'offline'],
      ['pitch', 'generated', 'offline'],
      ['job', 'generated', 'offline'],
      ['linkedin', 'generated', 'offline'],
    ]);

    await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, ada.headers);
    const linkedin = await versions(ada, id, 'linkedin');
    expect(linkedin.map((version) => version.origin)).toEqual(['regenerated', 'generated']);
    expect(linkedin[1]?.text).toBe(first.introductions.linkedin);
    expect(linkedin[0]?.text).toBe((await current(ada, id)).introductions.linkedin);

    const viaGraphql = await graphql(
      app,
      'query($id: Int!) { introduction(id: $id) { versions(purpose: job) { id purpose text origin writer createdAt } } }',
      { id },
      ada.headers,
    );
    expect(viaGraphql.body.data.introduction.versions.map((version: Version) => version.origin)).toEqual(['regenerated', 'generated']);
  });

  it('saves an edit as the current text for no credit, stored and returned as written, and the dashboard follows', async () => {
    const grace = await devLogin(app, 'versions-grace@example.com');
    const id = await generate(grace);
    const before = await credits(grace);
    const text = 'I build "analytical engines" <and> teach others to.';

    const saved = await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'linkedin', text: `  ${text}  ` }, grace.headers);
    expect(saved.status).toBe(201);
    expect(saved.body.introduction.introductions.linkedin).toBe(text);
    expect((await current(grace, id)).linkedinIntro).toBe(text);
    expect(await credits(grace)).toBe(before);
    expect((await versions(grace, id, 'linkedin'))[0]).toMatchObject({ origin: 'edited', writer: null, text });
    const summaries = await graphql(app, '{ introductionSummaries { items { id preview } } }', {}, grace.headers);
    expect(summaries.body.data.introductionSummaries.items[0].preview).toBe(text);

    // Saving the same text again keeps one version of it.
    const edit = 'mutation($input: EditIntroductionInput!) { editIntroduction(input: $input) { introductions { linkedin } } }';
    await graphql(app, edit, { input: { introductionId: id, purpose: 'linkedin', text } }, grace.headers);
    expect((await versions(grace, id, 'linkedin')).length).toBe(2);
  });

  it('refuses an edit over the purpose limit, blank or with a NUL character, and changes nothing', async () => {
    const linus = await devLogin(app, 'versions-linus@example.com');
    const id = await generate(linus);
    const before = await current(linus, id);
    const refusals = [
      [{ purpose: 'linkedin', text: 'a'.repeat(2601) }, 'This text must be at most 2,600 characters'],
      [{ purpose: 'headline', text: 'a'.repeat(221) }, 'This text must be at most 220 characters'],
      [{ purpose: 'pitch', text: 'word '.repeat(111) }, 'This text must be at most 110 words'],
      [{ purpose: 'job', text: '   ' }, 'Text is required'],
      [{ purpose: 'jobs', text: 'Hello.' }, 'Please choose linkedin, job, pitch, business or headline'],
      [{ purpose: 'job', text: 'Hello\u0000there.' }, 'Text must not contain NUL characters'],
    ] as const;
    for (const [body, message] of refusals) {
      const response = await json(app, 'POST', `/api/introductions/${id}/versions`, body, linus.headers);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await current(linus, id)).toEqual(before);
    expect((await versions(linus, id)).length).toBe(5);
    const pitch = await json(
      app,
      'POST',
      `/api/introductions/${id}/versions`,
      { purpose: 'pitch', text: 'word '.repeat(110) },
      linus.headers,
    );
    expect(pitch.status).toBe(201);
  });

  it('keeps the LinkedIn headline as a text of its own: written, edited, refined and restored like the others', async () => {
    const mary = await devLogin(app, 'versions-mary@example.com');
    const id = await generate(mary);
    const written: string = (await current(mary, id)).introductions.headline;
    expect([...written].length).toBeGreaterThan(0);
    expect([...written].length).toBeLessThanOrEqual(220);
    expect(written).not.toMatch(/\b(?:I|my|we)\b/);

    const own = 'Engineer | Mother of the first compiler';
    const edited = await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'headline', text: own }, mary.headers);
    expect(edited.status).toBe(201);
    expect(edited.body.introduction.introductions.headline).toBe(own);

    // Warmer: a professional headline in the conversational style, for one credit.
    const offered = await graphql(
      app,
      'query($id: Int!) { introduction(id: $id) { refinements(purpose: headline) } }',
      { id },
      mary.headers,
    );
    expect(offered.body.data.introduction.refinements).toContain('warmer');
    const before = await credits(mary);
    const refined = await json(app, 'POST', `/api/introductions/${id}/refine`, { purpose: 'headline', direction: 'warmer' }, mary.headers);
    expect(refined.status).toBe(200);
    const warmer: string = refined.body.introduction.introductions.headline;
    expect(warmer).not.toBe(own);
    expect([...warmer].length).toBeLessThanOrEqual(220);
    expect(await credits(mary)).toBe(before - 1);

    const [, , generated] = await versions(mary, id, 'headline');
    const restored = await graphql(
      app,
      'mutation($input: RestoreVersionInput!) { restoreIntroductionVersion(input: $input) { introductions { headline } } }',
      { input: { introductionId: id, versionId: generated?.id } },
      mary.headers,
    );
    expect(restored.body.data.restoreIntroductionVersion.introductions.headline).toBe(written);
    expect((await versions(mary, id, 'headline')).map((version) => version.origin)).toEqual(['restored', 'warmer', 'edited', 'generated']);
  });

  it('switching to an earlier version makes it current again as a new version, losing nothing', async () => {
    const hedy = await devLogin(app, 'versions-hedy@example.com');
    const id = await generate(hedy);
    const generated = (await current(hedy, id)).introductions.job;
    await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'job', text: 'My own answer.' }, hedy.headers);
    const [edited, first] = await versions(hedy, id, 'job');

    const restored = await json(app, 'POST', `/api/introductions/${id}/versions/${first?.id}/restore`, undefined, hedy.headers);
    expect(restored.status).toBe(200);
    expect(restored.body.introduction.introductions.job).toBe(generated);
    const after = await versions(hedy, id, 'job');
    expect(after.map((version) => [version.origin, version.text])).toEqual([
      ['restored', generated],
      ['edited', 'My own answer.'],
      ['generated', generated],
    ]);
    expect(after[0]?.writer).toBe('offline');
    expect(edited?.text).toBe('My own answer.');
  });

  it("keeps another person's versions from reach, as their introduction is", async () => {
    const owner = await devLogin(app, 'versions-owner@example.com');
    const other = await devLogin(app, 'versions-other@example.com');
    const id = await generate(owner);
    const otherId = await generate(other);
    const [ownVersion] = await versions(owner, id);

    expect((await json(app, 'GET', `/api/introductions/${id}/versions`, undefined, other.headers)).status).toBe(403);
    const edit = await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'job', text: 'Mine now.' }, other.headers);
    expect(edit.status).toBe(403);
    // A version of one introduction cannot be restored into another.
    const restore = await json(app, 'POST', `/api/introductions/${otherId}/versions/${ownVersion?.id}/restore`, undefined, other.headers);
    expect(restore.status).toBe(404);
    const viaGraphql = await graphql(app, 'query($id: Int!) { introduction(id: $id) { versions { id } } }', { id }, other.headers);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await versions(owner, id)).length).toBe(5);
  });

  it(`keeps the newest ${MAX_VERSIONS} versions and always the current text of each purpose`, async () => {
    const mary = await devLogin(app, 'versions-mary@example.com');
    const id = await generate(mary);
    const business = (await current(mary, id)).introductions.business;
    // Sixty older LinkedIn edits, as a long-time user would have made over weeks.
    await app.db.orm.em.getConnection().execute(
      `insert into introduction_versions (introduction_id, purpose, text, origin)
       select ?, 'linkedin', 'Edit ' || n, 'edited' from generate_series(1, 60) n`,
      [id],
    );
    await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'linkedin', text: 'The latest edit.' }, mary.headers);

    const kept = await versions(mary, id);
    // The newest fifty are all LinkedIn's; the other four texts keep their current versions beside them.
    expect(kept.length).toBe(MAX_VERSIONS + 4);
    expect(kept[0]).toMatchObject({ purpose: 'linkedin', text: 'The latest edit.' });
    expect(kept.filter((version) => version.purpose === 'business').map((version) => version.text)).toEqual([business]);
    expect(kept.some((version) => version.text === 'Edit 10')).toBe(false);
    expect((await current(mary, id)).introductions.business).toBe(business);
  });

  it('a rating says which version was rated', async () => {
    const ida = await devLogin(app, 'versions-ida@example.com');
    const id = await generate(ida);
    await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose: 'linkedin', text: 'Rated text.' }, ida.headers);
    const [rated] = await versions(ida, id, 'linkedin');
    const rating = await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating: 5 }, ida.headers);
    expect(rating.body).toMatchObject({ introductionId: id, versionId: rated?.id, rating: 5 });
    const listed = await graphql(app, '{ introductions { items { myRating { versionId rating } } } }', {}, ida.headers);
    expect(listed.body.data.introductions.items[0].myRating).toEqual({ versionId: rated?.id, rating: 5 });
  });
});
