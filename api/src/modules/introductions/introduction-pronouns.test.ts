import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';
import { OfflineIntroductionWriter } from '../generation/index.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

const MESSAGE = 'Please select pronouns from the list';
const GENERATE = 'mutation($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id pronouns } }';
const GET_ONE = 'query($id: Int!) { introduction(id: $id) { id pronouns } }';

describe('pronouns', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const storedPronouns = async (id: number) => {
    const [row] = await app.db.orm.em.fork().getConnection().execute('select pronouns from introductions where id = ?', [id]);
    return row?.pronouns;
  };

  it('are stored and returned over GraphQL', async () => {
    const { headers } = await devLogin(app, 'ada@example.com');
    const generated = await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, pronouns: 'she/her' } }, headers);
    const { id, pronouns } = generated.body.data.generateIntroduction;
    expect(pronouns).toBe('she/her');
    expect(await storedPronouns(id)).toBe('she/her');
    expect((await graphql(app, GET_ONE, { id }, headers)).body.data.introduction).toEqual({ id, pronouns: 'she/her' });
    const list = await graphql(app, '{ introductions { items { id pronouns } } }', {}, headers);
    expect(list.body.data.introductions.items).toEqual([{ id, pronouns: 'she/her' }]);
  });

  it('are stored and returned over REST, by id and in the list', async () => {
    const { headers } = await devLogin(app, 'grace@example.com');
    const created = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, pronouns: 'they/them' }, headers);
    expect(created.status).toBe(201);
    const { id } = created.body.introduction;
    expect(created.body.introduction.pronouns).toBe('they/them');
    expect(await storedPronouns(id)).toBe('they/them');
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, headers)).body).toMatchObject({ id, pronouns: 'they/them' });
    const list = await json(app, 'GET', '/api/introductions', undefined, headers);
    expect(list.body).toEqual([expect.objectContaining({ id, pronouns: 'they/them' })]);
  });

  it('absent, null and empty store none', async () => {
    const { headers } = await devLogin(app, 'hedy@example.com');
    const absent = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, headers);
    const empty = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, pronouns: '' }, headers);
    const viaGraphql = await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, pronouns: null } }, headers);
    for (const introduction of [absent.body.introduction, empty.body.introduction, viaGraphql.body.data.generateIntroduction]) {
      expect(introduction.pronouns).toBeNull();
      expect(await storedPronouns(introduction.id)).toBeNull();
    }
  });

  it('any other value is refused with the field message, and spends no credit', async () => {
    const { headers } = await devLogin(app, 'linus@example.com');
    for (const pronouns of ['xe/xem', 'She/Her', ' he/him', 7]) {
      const response = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, pronouns }, headers);
      expect(response).toMatchObject({ status: 400, body: { message: MESSAGE, fieldErrors: { pronouns: MESSAGE } } });
    }
    const viaGraphql = await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, pronouns: 'it/its' } }, headers);
    expect(viaGraphql.body.errors[0]).toMatchObject({
      message: MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { pronouns: MESSAGE } },
    });
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({ remaining: 3 });
    expect((await json(app, 'GET', '/api/introductions', undefined, headers)).body).toEqual([]);
  });

  it('reach the writer when generating and when regenerating', async () => {
    const write = vi.spyOn(OfflineIntroductionWriter.prototype, 'write');
    const { headers } = await devLogin(app, 'alan@example.com');
    const created = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, pronouns: 'he/him' }, headers);
    await json(app, 'POST', `/api/introductions/${created.body.introduction.id}/regenerate`, undefined, headers);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls.map(([answers]) => answers.pronouns)).toEqual(['he/him', 'he/him']);
  });
});
