import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json } from '../../../test/http.js';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import { Introduction } from './introduction.entity.js';
import { GENERATION_REQUEST, INTRODUCTION_FIELDS } from '../../../test/fixtures/introductions.fixtures.js';

const GENERATE = `mutation($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { ${INTRODUCTION_FIELDS} } }`;
const GET_ONE = `query($id: Int!) { introduction(id: $id) { ${INTRODUCTION_FIELDS} } }`;
const LIST = `{ introductions { items { ${INTRODUCTION_FIELDS} } nextCursor } }`;
const NOT_FOUND = 'Introduction not found. It may have been deleted';
const FORBIDDEN = "You don't have permission to access this introduction";

describe('introductions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('generate, fetch, list and delete over REST', async () => {
    const { user, headers } = await devLogin(app, 'ada@example.com');
    const created = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, headers);
    expect(created.status).toBe(201);
    const { id } = created.body.introduction;
    expect(created.body.introduction).toMatchObject({ id: expect.any(Number), userId: user.id, purpose: 'linkedin' });

    const fetched = await json(app, 'GET', `/api/introductions/${id}`, undefined, headers);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ id, purpose: 'linkedin', fullName: 'Ada Lovelace', myRating: null });
    for (const purpose of ['linkedin', 'job', 'pitch', 'business']) {
      expect(fetched.body.introductions[purpose]).toEqual(expect.stringContaining('Ada'));
    }
    expect(fetched.body.linkedinIntro).toBe(fetched.body.introductions.linkedin);

    const list = await json(app, 'GET', '/api/introductions', undefined, headers);
    expect(list.body).toEqual([fetched.body]);

    expect(await json(app, 'DELETE', `/api/introductions/${id}`, undefined, headers)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await json(app, 'GET', `/api/introductions/${id}`, undefined, headers)).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND },
    });
    expect((await json(app, 'GET', '/api/introductions', undefined, headers)).body).toEqual([]);
  });

  it('GraphQL and REST give the same introduction, list and deletion', async () => {
    const { headers } = await devLogin(app, 'grace@example.com');
    const generated = (await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, purpose: 'pitch' } }, headers)).body.data
      .generateIntroduction;
    const rest = (await json(app, 'GET', `/api/introductions/${generated.id}`, undefined, headers)).body;
    const graph = (await graphql(app, GET_ONE, { id: generated.id }, headers)).body.data.introduction;
    expect(graph).toEqual(generated);
    expect(rest).toMatchObject(graph);
    expect((await graphql(app, LIST, {}, headers)).body.data.introductions).toEqual({ items: [graph], nextCursor: null });

    const deleted = await graphql(app, 'mutation($id: Int!) { deleteIntroduction(id: $id) }', { id: generated.id }, headers);
    expect(deleted.body).toEqual({ data: { deleteIntroduction: true } });
    const gone = await graphql(app, GET_ONE, { id: generated.id }, headers);
    expect(gone.body.errors[0]).toMatchObject({ message: NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });

  it('lists newest first, only the caller’s own', async () => {
    const { headers } = await devLogin(app, 'linus@example.com');
    const other = await devLogin(app, 'margaret@example.com');
    await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, other.headers);
    const ids: number[] = [];
    for (const purpose of ['job', 'business', 'linkedin']) {
      const created = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, purpose }, headers);
      ids.push(created.body.introduction.id);
    }
    const list = await json(app, 'GET', '/api/introductions', undefined, headers);
    expect(list.body.map((intro: { id: number }) => intro.id)).toEqual(ids.reverse());
    expect(list.body.map((intro: { purpose: string }) => intro.purpose)).toEqual(['linkedin', 'business', 'job']);
  });

  it('lists summaries for the dashboard: newest first, with the first 100 characters of the first text as read', async () => {
    const { headers } = await devLogin(app, 'grace@example.com');
    const older = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, purpose: 'job' }, headers);
    const newer = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, headers);
    await devLogin(app, 'someone-else@example.com').then(({ headers: other }) =>
      json(app, 'POST', '/api/introductions', GENERATION_REQUEST, other),
    );
    const setTexts = (linkedin: string | null, pitch: string) =>
      app.db.orm.em
        .fork()
        .getConnection()
        .execute('update introductions set linkedin_intro = ?, job_intro = null, pitch_intro = ? where id = ?', [
          linkedin,
          pitch,
          newer.body.introduction.id,
        ]);
    const summaries = async () =>
      (await graphql(app, '{ introductionSummaries { items { id purpose createdAt preview } } }', {}, headers)).body.data
        .introductionSummaries.items;

    // Ten characters before the run of a's: an entity reads as one character, the emoji as one.
    await setTexts(`&quot;Hi&quot; &lt;3 \u{1F600} ${'a'.repeat(200)}`, 'A pitch.');
    const [first, second, ...rest] = await summaries();
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: newer.body.introduction.id,
      purpose: 'linkedin',
      createdAt: newer.body.introduction.createdAt,
      preview: `"Hi" <3 \u{1F600} ${'a'.repeat(90)}`,
    });
    expect(second).toMatchObject({ id: older.body.introduction.id, purpose: 'job' });
    // The writer fills every text; the preview is of the one for the introduction's purpose.
    expect(older.body.introduction.jobIntro.startsWith(second.preview)).toBe(true);
    expect(second.preview).toHaveLength(100);

    // The most a preview can need when every character is stored as an entity.
    await setTexts(`${'&quot;'.repeat(150)}`, 'A pitch.');
    expect((await summaries())[0].preview).toBe('"'.repeat(100));
    await setTexts(null, 'A short pitch.');
    expect((await summaries())[0].preview).toBe('A short pitch.');
  });

  it('stores the answers and the rating comment escaped, holds them as typed, and returns them escaped', async () => {
    const { headers } = await devLogin(app, 'obrien@example.com');
    const created = await json(
      app,
      'POST',
      '/api/introductions',
      { ...GENERATION_REQUEST, fullName: `O'Brien "Bob" <Dev>`, mission: '  Ship <b>fast</b>  ', achievements: 'Fish &amp; "chips"' },
      headers,
    );
    const { id } = created.body.introduction;
    await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating: 5, comment: 'Say "hi" <3' }, headers);
    const stored = {
      fullName: `O'Brien &quot;Bob&quot; &lt;Dev&gt;`,
      mission: 'Ship &lt;b&gt;fast&lt;/b&gt;',
      achievements: 'Fish &amp; &quot;chips&quot;',
    };
    const storedComment = 'Say &quot;hi&quot; &lt;3';

    const em = app.db.orm.em.fork();
    const [row] = await em
      .getConnection()
      .execute(
        'select i.full_name, i.mission, i.achievements, r.comment from introductions i join introduction_feedback r on r.introduction_id = i.id where i.id = ?',
        [id],
      );
    expect(row).toEqual({ full_name: stored.fullName, mission: stored.mission, achievements: stored.achievements, comment: storedComment });

    const introduction = await em.findOneOrFail(Introduction, id);
    expect(introduction).toMatchObject({
      fullName: `O'Brien "Bob" <Dev>`,
      mission: 'Ship <b>fast</b>',
      achievements: 'Fish &amp; "chips"',
    });
    expect((await em.findOneOrFail(IntroductionFeedback, { introduction })).comment).toBe('Say "hi" <3');
    // Read and escaped again, the stored text is the same: loading changes nothing to flush.
    em.getUnitOfWork().computeChangeSets();
    expect(em.getUnitOfWork().getChangeSets()).toEqual([]);

    // One introduction read as an entity, and the list read with SQL: both answer the stored text.
    const fetched = await json(app, 'GET', `/api/introductions/${id}`, undefined, headers);
    expect(fetched.body).toMatchObject({ ...stored, myRating: { comment: storedComment } });
    expect((await json(app, 'GET', '/api/introductions', undefined, headers)).body).toEqual([fetched.body]);
    const graph = (await graphql(app, GET_ONE, { id }, headers)).body.data.introduction;
    expect(graph).toMatchObject({ ...stored, myRating: { comment: storedComment } });
    expect((await graphql(app, LIST, {}, headers)).body.data.introductions.items).toEqual([graph]);
  });

  it("another user's introduction is 403 to read, regenerate, rate and delete, admins included; a missing one is 404", async () => {
    const owner = await devLogin(app, 'hedy@example.com');
    const { id } = (await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, owner.headers)).body.introduction;
    const before = (await json(app, 'GET', `/api/introductions/${id}`, undefined, owner.headers)).body;
    for (const intruder of [await devLogin(app, 'mallory@example.com'), await adminLogin(app)]) {
      const calls = [
        json(app, 'GET', `/api/introductions/${id}`, undefined, intruder.headers),
        json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, intruder.headers),
        json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating: 1 }, intruder.headers),
        json(app, 'DELETE', `/api/introductions/${id}`, undefined, intruder.headers),
      ];
      for (const response of await Promise.all(calls)) expect(response).toMatchObject({ status: 403, body: { message: FORBIDDEN } });
      const viaGraphql = await graphql(app, GET_ONE, { id }, intruder.headers);
      expect(viaGraphql.body.errors[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
    }
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, owner.headers)).body).toEqual(before);
    const intruderCredits = await json(app, 'GET', '/api/credits', undefined, (await devLogin(app, 'mallory@example.com')).headers);
    expect(intruderCredits.body.remaining).toBe(3);

    // A malformed id is 400 on every path (introductions-validation.test.ts).
    const missing = await json(app, 'GET', `/api/introductions/${id + 1000}`, undefined, owner.headers);
    expect(missing).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
    const missingRegenerate = await json(app, 'POST', `/api/introductions/${id + 1000}/regenerate`, undefined, owner.headers);
    expect(missingRegenerate.status).toBe(404);
  });

  it('refuses anonymous callers and an x-user-id naming another user', async () => {
    const { headers } = await devLogin(app, 'alan@example.com');
    const other = await devLogin(app, 'katherine@example.com');
    expect((await json(app, 'GET', '/api/introductions')).status).toBe(401);
    expect((await json(app, 'POST', '/api/introductions', GENERATION_REQUEST)).status).toBe(401);
    const spoofed = { ...headers, 'x-user-id': other.user.id };
    expect((await json(app, 'GET', '/api/introductions', undefined, spoofed)).status).toBe(403);
    expect((await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, spoofed)).status).toBe(403);
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body.remaining).toBe(3);
    const anonymous = await graphql(app, GENERATE, { input: GENERATION_REQUEST });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
  it('shows a stored purpose outside the four as an event pitch, over GraphQL and REST, and can still regenerate it', async () => {
    const { headers } = await devLogin(app, 'odd-purpose@example.com');
    const created = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, purpose: 'pitch' }, headers);
    const { id } = created.body.introduction;
    // A row from before the purposes were checked.
    await app.db.orm.em.fork().getConnection().execute("update introductions set purpose = 'conference' where id = ?", [id]);

    const viaGraphql = await graphql(app, GET_ONE, { id }, headers);
    expect(viaGraphql.body.data.introduction.purpose).toBe('pitch');
    const summaries = await graphql(app, '{ introductionSummaries { items { id purpose } } }', {}, headers);
    expect(summaries.body.data.introductionSummaries.items).toEqual([{ id, purpose: 'pitch' }]);
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, headers)).body.purpose).toBe('pitch');
    const regenerated = await graphql(app, 'mutation($id: Int!) { regenerateIntroduction(id: $id) { purpose } }', { id }, headers);
    expect(regenerated.body).toEqual({ data: { regenerateIntroduction: { purpose: 'pitch' } } });
  });
});
