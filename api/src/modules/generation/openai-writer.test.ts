import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, textsReply, type FakeOpenAI } from '../../../test/fakes/fake-openai.js';
import { LONG_ANSWERS, TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';
import { GenerationError, type GenerationErrorCode } from './generation.errors.js';
import type { IntroductionAnswers, IntroductionTexts } from './generation.types.js';
import { composeIntroductions } from './offline-composer.js';
import { MAX_OUTPUT_TOKENS, OpenAIIntroductionWriter } from './openai-writer.js';

const API_KEY = 'sk-test-secret-key';
const answers = TYPICAL_ANSWERS;
const goodTexts = composeIntroductions(answers);

let fake: FakeOpenAI;

beforeEach(async () => {
  fake = await startFakeOpenAI();
});

afterEach(async () => {
  await fake.close();
});

function writer(timeoutMs = 5000): OpenAIIntroductionWriter {
  return new OpenAIIntroductionWriter({ apiKey: API_KEY, model: 'gpt-test', baseURL: fake.baseURL, timeoutMs });
}

async function failureOf(promise: Promise<unknown>, code: GenerationErrorCode): Promise<GenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  const generationError = error as GenerationError;
  expect(generationError.code).toBe(code);
  expect(generationError.message.startsWith(`${code}: `)).toBe(true);
  expect(generationError.message).not.toContain(API_KEY);
  return generationError;
}

const messagesOf = (index: number) => fake.requests[index]?.body.messages ?? [];

describe('OpenAIIntroductionWriter', () => {
  it('returns the four texts from one structured-output request', async () => {
    fake.enqueue(textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('gpt-test');
    expect(request?.body.max_completion_tokens).toBe(MAX_OUTPUT_TOKENS);
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'introductions',
        strict: true,
        schema: {
          type: 'object',
          required: ['linkedin', 'job', 'pitch', 'business'],
          additionalProperties: false,
        },
      },
    });
    expect(messagesOf(0).map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('puts every answer given, the purpose and the style in the prompt', async () => {
    const cases: IntroductionAnswers[] = [answers, { ...LONG_ANSWERS, communicationStyle: 'concise' }];
    for (const [index, given] of cases.entries()) {
      fake.enqueue(textsReply(composeIntroductions(given)));
      await writer().write(given);
      const prompt = messagesOf(index)
        .map((message) => message.content)
        .join('\n');
      for (const value of [
        given.fullName,
        given.identity,
        given.role,
        given.audience,
        given.mission,
        given.context,
        given.linkedinUrl,
        given.achievements,
        given.cvText,
      ]) {
        expect(prompt).toContain(String(value).trim());
      }
      expect(prompt).toContain(`(${given.communicationStyle})`);
      expect(prompt).toContain(`(${given.purpose})`);
    }
    const system = messagesOf(0)[0]?.content ?? '';
    expect(system).toContain('At most 230 words');
    expect(system).toContain('At most 110 words');
    expect(system).toContain('At most 250 words');
    expect(system).toContain('At most 2,600 characters');
    expect(system).toContain('within the first 200 characters');
    expect(system).toContain('never pasted after a colon'.replace('never pasted', 'Never paste an answer'));
  });

  it('leaves out optional answers that were not given and asks for a new wording for a regeneration', async () => {
    const sparse = { ...answers, linkedinUrl: null, achievements: '', cvText: undefined };
    fake.enqueue(textsReply(composeIntroductions(sparse)));
    await writer().write(sparse, { variant: 2 });
    const user = messagesOf(0)[1]?.content ?? '';
    expect(user).not.toMatch(/LinkedIn URL|Key achievements|CV text|undefined|null/);
    expect(user).toContain('version 3');
  });

  it('fails with AI_BAD_OUTPUT when the answer is not valid JSON', async () => {
    fake.enqueue({ content: '{"linkedin": "I am Priya' });
    await failureOf(writer().write(answers), 'AI_BAD_OUTPUT');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with AI_BAD_OUTPUT when the JSON does not have the four texts', async () => {
    fake.enqueue({ content: JSON.stringify({ linkedin: goodTexts.linkedin, job: goodTexts.job }) });
    await failureOf(writer().write(answers), 'AI_BAD_OUTPUT');
  });

  it('fails with AI_TIMEOUT when the server does not answer in time', async () => {
    fake.enqueue({ hang: true });
    await failureOf(writer(300).write(answers), 'AI_TIMEOUT');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails with AI_CANCELLED when the caller cancels', async () => {
    fake.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = writer().write(answers, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await failureOf(pending, 'AI_CANCELLED');
  });

  it('retries once after a 500 and returns the texts', async () => {
    fake.enqueue({ status: 500 }, textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with AI_UNAVAILABLE after a second 500', async () => {
    fake.enqueue({ status: 500 }, { status: 503 }, textsReply(goodTexts));
    const error = await failureOf(writer().write(answers), 'AI_UNAVAILABLE');
    expect(fake.requests).toHaveLength(2);
    expect(error.details.join(' ')).toContain('503');
  });

  it('retries once after a 429 and returns the texts', async () => {
    fake.enqueue({ status: 429, message: 'Rate limit reached' }, textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a rejected key', async () => {
    fake.enqueue({ status: 401, message: 'Incorrect API key provided' }, textsReply(goodTexts));
    await failureOf(writer().write(answers), 'AI_UNAVAILABLE');
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again, giving the reasons, when a text has filler and an answer pasted after a colon', async () => {
    const filler = "I'm big on honest feedback, both giving it and getting it.";
    const firstAnswer: IntroductionTexts = {
      ...goodTexts,
      job: goodTexts.job.replace(/\. /, `. ${filler} `),
      pitch: `${goodTexts.pitch} Mission: make financial services easier for everyone.`,
    };
    fake.enqueue(textsReply(firstAnswer), textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);

    expect(fake.requests).toHaveLength(2);
    const retry = messagesOf(1);
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry.slice(0, 2)).toEqual(messagesOf(0));
    expect(JSON.parse(retry[2]?.content ?? '')).toEqual(firstAnswer);
    expect(retry[3]?.content).toContain(`job: the sentence "${filler}" says nothing from the answers`);
    expect(retry[3]?.content).toContain('pitch: labels an answer with a colon');
  });

  it('fails with AI_BAD_OUTPUT when the second answer is still too long', async () => {
    const tooLong = `${'I design things. '.repeat(80).trim()}`;
    fake.enqueue(textsReply({ ...goodTexts, job: tooLong }), textsReply({ ...goodTexts, pitch: tooLong }));
    const error = await failureOf(writer().write(answers), 'AI_BAD_OUTPUT');
    expect(fake.requests).toHaveLength(2);
    expect(error.details.some((detail) => detail.startsWith('pitch: 240 words, at most 110'))).toBe(true);
  });

  it('asks again, quoting the sentence, when a text is not correct English', async () => {
    const broken = { ...goodTexts, pitch: `I product designer who turns messy problems into simple tools. ${goodTexts.pitch}` };
    fake.enqueue(textsReply(broken), textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);
    expect(messagesOf(1)[3]?.content).toContain(
      'pitch: the sentence "I product designer who turns messy problems into simple tools." is not correct English',
    );
  });

  it('asks again when a text invents a number', async () => {
    const invented = { ...goodTexts, pitch: goodTexts.pitch.replace(/\.$/, ', and I have 15 years of experience.') };
    fake.enqueue(textsReply(invented), textsReply(goodTexts));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);
    expect(messagesOf(1)[3]?.content).toContain('pitch: contains the number "15", which is not in the answers');
  });

  it('fixes stray whitespace itself instead of asking again', async () => {
    const spaced = {
      ...goodTexts,
      job: `  ${goodTexts.job.replace('. ', '.  ')}  `,
      linkedin: goodTexts.linkedin.replace('\n\n', '  \n\n\n'),
    };
    fake.enqueue(textsReply(spaced));
    await expect(writer().write(answers)).resolves.toEqual(goodTexts);
    expect(fake.requests).toHaveLength(1);
  });
});
