// An answer field is written in the contract (its schema and its step), the entity and a migration, and asked for by
// a step of the web form; everything else derives from the contract. This guards the derivations: a field of the
// contract that does not reach the GraphQL input and object, the REST answer, the OpenAPI document, the writer or the
// quality gate's evidence fails here (the web form's lists are guarded by introduction-fields.test.ts in web/).
import { ANSWER_FIELDS, escapeStoredText, generateIntroductionSchema, READ_ANSWERS } from '@firstwords/contracts';
import { getNamedType, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../src/assembly/graphql/schema.js';
import { buildMessages } from '../src/modules/generation/openai/openai-prompt.js';
import { checkPurposeText } from '../src/modules/generation/checking/quality-gate.js';
import { buildOpenApiDocument } from '../src/assembly/openapi/openapi-document.js';
import { startTestApp, type TestApp } from './app.js';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { devLogin, graphql, json } from './http.js';

/** A value for every answer, each one its own, with the characters that are stored escaped. */
const ANSWERS: Record<string, string> = {
  ...GENERATION_REQUEST,
  fullName: 'Ada "Countess" Lovelace',
  purpose: 'business',
  identity: 'I am a mathematician who writes programs for machines <not yet built>.',
  cvText: 'Analyst, Analytical Engine project, 1842 to 1843',
  communicationStyle: 'concise',
  pronouns: 'she/her',
  advert: 'Research assistant wanted by the <Analytical Society>: "careful" notes on engines',
};

/** Each answer as the API gives it back: free text as stored, a choice as it is. */
const stored = (name: string) =>
  ANSWER_FIELDS.find((field) => field.name === name)?.choices ? ANSWERS[name] : escapeStoredText(ANSWERS[name]);

const NAMES = ANSWER_FIELDS.map(({ name }) => name);

describe('every answer field of the contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('has a sample value here, which the contract accepts', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual([...NAMES].sort());
    expect(generateIntroductionSchema.safeParse(ANSWERS).success).toBe(true);
  });

  it('is on the GraphQL input and on the Introduction object', async () => {
    const schema = await buildGraphQLSchema();
    const input = getNamedType(schema.getType('GenerateIntroductionInput')) as GraphQLInputObjectType;
    const object = schema.getType('Introduction') as GraphQLObjectType;
    for (const { name, optional, omissible } of ANSWER_FIELDS) {
      expect(input.getFields()[name], `GenerateIntroductionInput.${name}`).toBeDefined();
      expect(String(input.getFields()[name]?.type).endsWith('!'), `GenerateIntroductionInput.${name} required`).toBe(!omissible);
      expect(object.getFields()[name], `Introduction.${name}`).toBeDefined();
      expect(String(object.getFields()[name]?.type).endsWith('!'), `Introduction.${name} never null`).toBe(!optional);
    }
  });

  it('is in the OpenAPI document: the generation body and the Introduction answer', () => {
    const document = buildOpenApiDocument();
    const schemas = document.components?.schemas ?? {};
    const introduction = schemas.Introduction as { properties: Record<string, unknown> };
    const body = document.paths?.['/api/introductions']?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const bodyFields = Object.keys(body.content['application/json']?.schema.properties ?? {});
    for (const { name, optional } of ANSWER_FIELDS) {
      expect(bodyFields, `request body of POST /api/introductions`).toContain(name);
      expect(Object.keys(introduction.properties), 'the Introduction schema').toContain(name);
      expect(JSON.stringify(introduction.properties[name]).includes('"null"'), `Introduction.${name} may be null`).toBe(optional);
    }
  });

  it('is stored and answered over REST and GraphQL', async () => {
    const { headers } = await devLogin(app, 'answers@example.com');
    const created = await json(app, 'POST', '/api/introductions', ANSWERS, headers);
    expect(created.status).toBe(201);
    const { id } = created.body.introduction;
    const selection = `id ${NAMES.join(' ')}`;
    const byGraphql = await graphql(app, `query($id: Int!) { introduction(id: $id) { ${selection} } }`, { id }, headers);
    const listed = await json(app, 'GET', '/api/introductions', undefined, headers);
    for (const name of NAMES) {
      expect(created.body.introduction[name], `POST answer ${name}`).toBe(stored(name));
      expect(listed.body[0][name], `listed ${name}`).toBe(stored(name));
      expect(byGraphql.body.data.introduction[name], `GraphQL ${name}`).toBe(stored(name));
    }
  });

  it('reaches the writer: every answer is in the prompt, as typed', () => {
    const parsed = generateIntroductionSchema.parse(ANSWERS);
    const prompt = buildMessages(parsed)
      .map((message) => String(message.content))
      .join('\n');
    for (const name of NAMES) expect(prompt, `the prompt's ${name}`).toContain(ANSWERS[name]);
  });

  it('is read before writing, and a sentence changed there is stored and reaches the writer as typed', async () => {
    const { headers } = await devLogin(app, 'reading@example.com');
    const body = buildOpenApiDocument().paths?.['/api/introductions/reading']?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(body.content['application/json']?.schema.properties ?? {}).sort()).toEqual([...NAMES].sort());
    const reading = await json(app, 'POST', '/api/introductions/reading', ANSWERS, headers);
    expect(reading.status).toBe(200);
    expect(new Set(reading.body.answers.map(({ answer }: { answer: string }) => answer))).toEqual(new Set(READ_ANSWERS));

    // The person's own sentence for an achievement replaces its line: stored, read and written as typed.
    const changed = { ...ANSWERS, achievements: 'I wrote the first program for the "Analytical Engine".' };
    const read = await json(app, 'POST', '/api/introductions/reading', changed, headers);
    expect(read.body.answers).toContainEqual(
      expect.objectContaining({ answer: 'achievements', said: escapeStoredText(changed.achievements) }),
    );
    const created = await json(app, 'POST', '/api/introductions', changed, headers);
    expect(created.body.introduction.achievements).toBe(escapeStoredText(changed.achievements));
    const prompt = buildMessages(generateIntroductionSchema.parse(changed))
      .map((message) => String(message.content))
      .join('\n');
    expect(prompt).toContain(changed.achievements);
  });

  it("counts a figure typed in any of the person's answers as theirs at the quality gate, never one in the advert", () => {
    const answers = generateIntroductionSchema.parse(ANSWERS);
    const text = "Hi, I'm Ada Lovelace. I have served 4,321 clients.";
    const numberFlagged = (name: string) =>
      checkPurposeText({ ...answers, [name]: 'Served 4,321 clients' }, 'pitch', text).some(({ rule }) => rule === 'number');
    for (const { name, evidence } of ANSWER_FIELDS.filter(({ choices }) => !choices))
      expect(numberFlagged(name), `a figure only in ${name}`).toBe(!evidence);
    expect(numberFlagged('advert')).toBe(true);
  });
});
