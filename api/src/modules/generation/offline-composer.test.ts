import { COMMUNICATION_STYLES, PRONOUN_SETS, PURPOSES } from '@firstwords/contracts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOLDEN_ANSWERS, LONG_ANSWERS, SOLAR_INSTALLER_ANSWERS, TYPICAL_ANSWERS } from './answers.fixtures.js';
import { createIntroductionWriter } from './generation.factory.js';
import { GenerationError } from './generation.errors.js';
import { type IntroductionAnswers, type IntroductionTexts } from './generation.types.js';
import { lintEnglish } from './harper.test-helper.js';
import { composeIntroductions, OfflineIntroductionWriter } from './offline-composer.js';
import { OpenAIIntroductionWriter } from './openai-writer.js';
import { checkIntroductionTexts } from './quality-gate.js';

const goldenFile = (answers: IntroductionAnswers, texts: IntroductionTexts) =>
  [
    '# Answers',
    '',
    '```json',
    JSON.stringify(answers, null, 2),
    '```',
    ...PURPOSES.flatMap((purpose) => ['', `# ${purpose}${purpose === answers.purpose ? ' (the chosen purpose)' : ''}`, '', texts[purpose]]),
    '',
  ].join('\n');

describe('composeIntroductions on the golden questionnaires', () => {
  describe.each(Object.entries(GOLDEN_ANSWERS))('%s', (name, answers) => {
    const texts = composeIntroductions(answers);

    it('writes the texts kept in golden/', async () => {
      await expect(goldenFile(answers, texts)).toMatchFileSnapshot(`golden/${name}.md`);
    });

    it('passes the quality gate in every style and version', () => {
      for (const style of COMMUNICATION_STYLES) {
        for (const variant of [0, 1]) {
          const restyled = { ...answers, communicationStyle: style };
          const written = composeIntroductions(restyled, variant);
          expect(checkIntroductionTexts(restyled, written), `${style}, version ${variant}:\n${PURPOSES.map((p) => written[p]).join('\n\n')}`).toEqual([]);
        }
      }
    });

    it('reads as correct British English to a grammar checker', async () => {
      for (const purpose of PURPOSES) expect(await lintEnglish(texts[purpose], answers), texts[purpose]).toEqual([]);
    });
  });
});

describe('composeIntroductions', () => {
  it('gives a new wording for a regeneration, with the same facts, and the same texts for the same version', () => {
    const first = composeIntroductions(LONG_ANSWERS, 0);
    expect(composeIntroductions(LONG_ANSWERS, 0)).toEqual(first);
    const versions = [1, 2, 3].map((variant) => composeIntroductions(LONG_ANSWERS, variant));
    expect(versions.some((texts) => PURPOSES.some((purpose) => texts[purpose] !== first[purpose]))).toBe(true);
  });

  it('writes short texts from thin answers instead of padding them', () => {
    const texts = composeIntroductions(GOLDEN_ANSWERS['thin-ux-designer'] as IntroductionAnswers);
    expect(texts.job.split(/\s+/).length).toBeLessThan(60);
    expect(texts.linkedin.length).toBeLessThan(400);
  });

  it('reaches each purpose’s usual length when the answers are rich', () => {
    const texts = composeIntroductions(LONG_ANSWERS);
    expect(texts.linkedin.length).toBeGreaterThan(1000);
    expect(texts.job.split(/\s+/).length).toBeGreaterThan(130);
    expect(texts.pitch.split(/\s+/).length).toBeGreaterThan(60);
    expect(texts.business.split(/\s+/).length).toBeGreaterThan(120);
  });

  it('uses the pronouns given in the business profile, and none without them', () => {
    const answers = GOLDEN_ANSWERS['solar-installer'] as IntroductionAnswers;
    expect(composeIntroductions({ ...answers, pronouns: 'he/him' }).business).toMatch(/\bhe has\b/i);
    expect(composeIntroductions({ ...answers, pronouns: 'she/her' }).business).toMatch(/\bher town\b/);
    expect(composeIntroductions({ ...answers, pronouns: null }).business).not.toMatch(/\b(?:he|she|his|her|they|their)\b/i);
  });

  it('passes the quality gate and never throws for any answers typed', () => {
    const phrase = fc.constantFrom(
      'designer', 'Senior Product Designer', 'help teams ship faster', 'I run a bakery', 'We build boats', 'growth',
      'trained 4 apprentices', 'Over 400 kitchens fitted', 'NHS nurses', 'founders of start-ups', 'n/a', '  ', 'make finance simple',
      'Interview for a data role', 'networking evening', "O'Neil & Co", 'Élodie Brûlé', 'people who love "tech"', '<b>bold</b>',
      'I am a coach who listens', 'cut costs by 18%; led a team of 9', 'mentor young engineers', 'Building AI people trust',
    );
    const answers = fc.record({
      fullName: fc.constantFrom('Ana Silva', 'jo bloggs', "Seán O'Brien", 'Dr. Kim Lee', 'Hartley & Sons'),
      purpose: fc.constantFrom(...PURPOSES),
      identity: phrase,
      role: phrase,
      audience: phrase,
      mission: phrase,
      context: phrase,
      achievements: fc.option(fc.array(phrase, { maxLength: 4 }).map((items) => items.join('\n'))),
      cvText: fc.option(phrase),
      linkedinUrl: fc.option(fc.constant('linkedin.com/in/someone')),
      pronouns: fc.option(fc.constantFrom(...PRONOUN_SETS)),
      communicationStyle: fc.constantFrom(...COMMUNICATION_STYLES),
    });
    fc.assert(
      fc.property(answers, fc.nat(5), (given, variant) => {
        const texts = composeIntroductions(given, variant);
        expect(checkIntroductionTexts(given, texts)).toEqual([]);
      }),
      { numRuns: 120, seed: 20261123 },
    );
  });
});

describe('the README', () => {
  it('shows the four texts the writer gives for its sample questionnaire', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').replace(/^> ?/gm, '');
    const texts = composeIntroductions(SOLAR_INSTALLER_ANSWERS);
    for (const purpose of PURPOSES) {
      for (const paragraph of texts[purpose].split('\n\n')) expect(readme, purpose).toContain(paragraph);
    }
  });
});

describe('OfflineIntroductionWriter', () => {
  it('writes the composed texts', async () => {
    await expect(new OfflineIntroductionWriter().write(TYPICAL_ANSWERS, { variant: 1 })).resolves.toEqual(composeIntroductions(TYPICAL_ANSWERS, 1));
  });

  it('stops when the request was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new OfflineIntroductionWriter().write(TYPICAL_ANSWERS, { signal: controller.signal })).rejects.toBeInstanceOf(GenerationError);
  });
});

describe('createIntroductionWriter', () => {
  it('uses the offline composer without an OpenAI key, and OpenAI with one', () => {
    expect(createIntroductionWriter({ openaiModel: 'gpt-test' })).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: '  ', openaiModel: 'gpt-test' })).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: 'sk-x', openaiModel: 'gpt-test' })).toBeInstanceOf(OpenAIIntroductionWriter);
  });
});
