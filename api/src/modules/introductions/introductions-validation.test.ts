import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

const REQUIRED_MESSAGES = {
  fullName: 'Full name is required',
  purpose: 'Please select a purpose',
  identity: 'Identity statement is required',
  role: 'Professional role is required',
  audience: 'Target audience is required',
  mission: 'Professional mission is required',
  context: 'Context is required',
};

const GENERATE = 'mutation($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id communicationStyle } }';

describe('generation request validation', () => {
  let app: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    ada = await devLogin(app, 'ada@example.com');
  });
  afterAll(async () => app.close());

  const post = (body: unknown) => json(app, 'POST', '/api/introductions', body, ada.headers);

  it('answers a malformed id in any path with 400 and one message, and a well-formed id of nothing with 404', async () => {
    const paths = (id: string): Array<[string, string, unknown?]> => [
      ['GET', `/api/introductions/${id}`],
      ['DELETE', `/api/introductions/${id}`],
      ['GET', `/api/introductions/${id}/versions`],
      ['POST', `/api/introductions/${id}/versions`, { purpose: 'linkedin', text: 'Hello' }],
      ['POST', `/api/introductions/${id}/versions/1/restore`],
      ['GET', `/api/introductions/${id}/advert`],
      ['GET', `/api/introductions/${id}/shares`],
      ['POST', `/api/introductions/${id}/shares`, { purpose: 'pitch' }],
      ['DELETE', `/api/introductions/${id}/shares/pitch`],
    ];
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const [method, path, body] of paths(id)) {
        const response = await json(app, method, path, body, ada.headers);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body.message).toBe('The id in the path must be a whole number from 1');
      }
    }
    for (const [method, path, body] of paths('2147483647')) expect((await json(app, method, path, body, ada.headers)).status).toBe(404);
    const restore = await json(app, 'POST', '/api/introductions/1/versions/x/restore', undefined, ada.headers);
    expect(restore.body.message).toBe('The versionId in the path must be a whole number from 1');
  });

  it('gives every missing field its message at once', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual(REQUIRED_MESSAGES);
    expect(response.body.message).toBe('Full name is required');
  });

  it('counts empty and blank strings as missing', async () => {
    const blank = Object.fromEntries(Object.keys(REQUIRED_MESSAGES).map((field, index) => [field, index % 2 ? '' : '   ']));
    const response = await post({ ...blank, communicationStyle: '' });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual(REQUIRED_MESSAGES);
  });

  it.each(Object.entries(REQUIRED_MESSAGES))('refuses a request without %s', async (field, message) => {
    const response = await post({ ...GENERATION_REQUEST, [field]: '' });
    expect(response).toMatchObject({ status: 400, body: { message, fieldErrors: { [field]: message } } });
  });

  it('accepts only the four purposes and four styles', async () => {
    const response = await post({ ...GENERATION_REQUEST, purpose: 'speech', communicationStyle: 'shouty' });
    expect(response.body.fieldErrors).toEqual({
      purpose: 'Please select a purpose',
      communicationStyle: 'Please select a communication style',
    });
  });

  it('bounds lengths and checks the LinkedIn URL', async () => {
    const response = await post({
      ...GENERATION_REQUEST,
      fullName: 'A'.repeat(201),
      mission: 'M'.repeat(2001),
      cvText: 'C'.repeat(20_001),
      linkedinUrl: 'linkedin.com/in/ada',
    });
    expect(response.body.fieldErrors).toEqual({
      fullName: 'Full name must be at most 200 characters',
      mission: 'Professional mission must be at most 2,000 characters',
      cvText: 'Resume/CV text must be at most 20,000 characters',
      linkedinUrl: 'LinkedIn URL must be a valid web address starting with http:// or https://',
    });
  });

  it('gives the same messages over GraphQL', async () => {
    const response = await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, fullName: '', context: ' ' } }, ada.headers);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Full name is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'Full name is required', context: 'Context is required' } },
    });
  });

  it('uses no credit for a refused request', async () => {
    await post({});
    await post({ ...GENERATION_REQUEST, purpose: '' });
    await graphql(app, GENERATE, { input: { ...GENERATION_REQUEST, role: '' } }, ada.headers);
    const credits = await json(app, 'GET', '/api/credits', undefined, ada.headers);
    expect(credits.body).toMatchObject({ remaining: 3, freeRemaining: 3 });
    expect((await json(app, 'GET', '/api/introductions', undefined, ada.headers)).body).toEqual([]);
  });

  it('defaults the communication style to professional; optional fields may be empty or absent', async () => {
    const grace = await devLogin(app, 'grace@example.com');
    const { communicationStyle: _style, linkedinUrl: _url, ...withoutOptional } = GENERATION_REQUEST;
    const rest = await json(app, 'POST', '/api/introductions', { ...withoutOptional, achievements: '' }, grace.headers);
    expect(rest.status).toBe(201);
    expect(rest.body.introduction).toMatchObject({
      communicationStyle: 'professional',
      linkedinUrl: null,
      achievements: null,
      cvText: null,
    });
    const viaGraphql = await graphql(app, GENERATE, { input: { ...withoutOptional, communicationStyle: null } }, grace.headers);
    expect(viaGraphql.body.data.generateIntroduction.communicationStyle).toBe('professional');
  });
});
