import { describe, expect, it } from 'vitest';
import { NUMBER_ANSWERS, TYPICAL_ANSWERS } from './answers.fixtures.js';
import type { IntroductionAnswers, IntroductionTexts, Purpose } from './generation.types.js';
import { composeIntroductions } from './offline-composer.js';
import { checkIntroductionTexts, roleKeywords, type TextRuleName } from './text-rules.js';

const answers = TYPICAL_ANSWERS;
const good = composeIntroductions(answers);

function problemsWith(change: Partial<IntroductionTexts>, forAnswers: IntroductionAnswers = answers) {
  return checkIntroductionTexts(forAnswers, { ...composeIntroductions(forAnswers), ...change });
}

function rules(change: Partial<IntroductionTexts>, purpose: Purpose, forAnswers?: IntroductionAnswers): TextRuleName[] {
  return problemsWith(change, forAnswers)
    .filter((problem) => problem.purpose === purpose)
    .map((problem) => problem.rule);
}

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
/** A first-person job answer of exactly `count` words, with the name and role in it. */
const jobText = (count: number) => `I am Priya Sharma, a senior product designer. ${words(count - 8)}.`;

describe('checkIntroductionTexts', () => {
  it('finds nothing wrong with texts that meet every rule', () => {
    expect(checkIntroductionTexts(answers, good)).toEqual([]);
  });

  it('reports a job answer that is too short, with its word count and the range', () => {
    const problems = problemsWith({ job: jobText(96) });
    expect(problems).toContainEqual({ purpose: 'job', rule: 'length', reason: 'job: 96 words, needs 140 to 210' });
  });

  it('accepts the ends of each word range and rejects one word outside them', () => {
    expect(rules({ job: jobText(140) }, 'job')).not.toContain('length');
    expect(rules({ job: jobText(210) }, 'job')).not.toContain('length');
    expect(rules({ job: jobText(211) }, 'job')).toContain('length');
    const pitch = (count: number) => `I am Priya Sharma, a senior product designer. ${words(count - 8)}.`;
    expect(rules({ pitch: pitch(70) }, 'pitch')).not.toContain('length');
    expect(rules({ pitch: pitch(69) }, 'pitch')).toContain('length');
    expect(rules({ pitch: pitch(106) }, 'pitch')).toContain('length');
    const business = (count: number) => `Priya Sharma is a senior product designer. ${words(count - 7)}.`;
    expect(rules({ business: business(150) }, 'business')).not.toContain('length');
    expect(rules({ business: business(251) }, 'business')).toContain('length');
  });

  it('measures the LinkedIn text in characters: at least 1,200 and never more than 2,600', () => {
    const tooShort = problemsWith({ linkedin: 'I am Priya Sharma, a senior product designer.' });
    expect(tooShort.find((problem) => problem.rule === 'length')?.reason).toBe(
      'linkedin: 45 characters, needs 1,200 to 2,000 (2,600 at most)',
    );
    const long = `I am Priya Sharma, a senior product designer. ${'I design simple tools. '.repeat(120).trim()}`;
    expect(long.length).toBeGreaterThan(2600);
    expect(rules({ linkedin: long }, 'linkedin')).toContain('length');
  });

  it('needs the LinkedIn hook to be a sentence that ends within the first 270 characters', () => {
    const longOpening = `I am Priya Sharma, a senior product designer ${'who keeps going '.repeat(20)}on and on.`;
    const linkedin = `${longOpening}\n\n${good.linkedin}`;
    expect(rules({ linkedin }, 'linkedin')).toContain('hook');
  });

  it('reports a last sentence that was cut off, and accepts one that ends inside a quotation', () => {
    const cut = problemsWith({ pitch: `${good.pitch} And then I` });
    expect(cut).toContainEqual(expect.objectContaining({ purpose: 'pitch', rule: 'unfinished' }));
    expect(cut.find((problem) => problem.rule === 'unfinished')?.reason).toMatch(/^pitch: the last sentence is unfinished \(".*And then I"\)/);
    expect(rules({ pitch: `${good.pitch.slice(0, -1)}, as I like to say: "keep it simple."` }, 'pitch')).not.toContain('unfinished');
  });

  it('reports unfilled placeholders, but not a word the person typed', () => {
    for (const slot of ['[Company]', '{name}', 'undefined', 'null', 'TODO', 'Lorem']) {
      expect(rules({ job: `${good.job} ${slot} here.` }, 'job')).toEqual(['placeholder']);
    }
    const nullAnswers = { ...answers, identity: 'A product designer who writes null-safe code' };
    const nullText = composeIntroductions(nullAnswers).job;
    expect(nullText).toContain('null-safe');
    expect(rules({ job: nullText }, 'job', nullAnswers)).not.toContain('placeholder');
  });

  it('reports HTML entities', () => {
    expect(rules({ business: good.business.replace('Priya Sharma', 'Priya &quot;P&quot; Sharma') }, 'business')).toContain('entity');
    expect(rules({ business: `${good.business} It&#39;s true.` }, 'business')).toContain('entity');
    expect(rules({ business: `${good.business} Fish &amp; chips.` }, 'business')).toContain('entity');
  });

  it('reports doubled spaces and stray whitespace', () => {
    expect(rules({ job: good.job.replace('. ', '.  ') }, 'job')).toContain('spacing');
    expect(rules({ linkedin: good.linkedin.replace('\n\n', '\n\n\n\n') }, 'linkedin')).toContain('spacing');
    expect(rules({ linkedin: good.linkedin }, 'linkedin')).not.toContain('spacing');
  });

  it("needs the person's name and role in every text", () => {
    expect(rules({ pitch: good.pitch.replaceAll('Priya Sharma', 'Priya') }, 'pitch')).toContain('name');
    expect(rules({ pitch: good.pitch.replaceAll('senior product designer', 'designer') }, 'pitch')).toContain('role');
    expect(rules({ pitch: good.pitch.replaceAll('senior product designer', 'Senior Product Designer') }, 'pitch')).not.toContain('role');
  });

  it('matches a long role by the first words of its first clause', () => {
    expect(roleKeywords('Head of Operations at a logistics company, responsible for warehouses')).toEqual([
      'head',
      'operations',
      'logistics',
      'company',
    ]);
    expect(roleKeywords('CTO')).toEqual(['cto']);
  });

  it('needs the first person in the spoken texts and the third person in the business profile', () => {
    const business = `${good.business} I also enjoy running.`;
    expect(rules({ business }, 'business')).toContain('person');
    const quoted = `${good.business} In her words: "I love this work."`;
    expect(rules({ business: quoted }, 'business')).not.toContain('person');
    const thirdPersonPitch = `Priya Sharma is a senior product designer. ${words(70)}.`;
    expect(rules({ pitch: thirdPersonPitch }, 'pitch')).toEqual(['person']);
  });

  it('reports numbers that are not in the answers, in digits or in words', () => {
    const invented = problemsWith({ pitch: good.pitch.replace('afterwards.', 'afterwards. I have 15 years of experience.') });
    expect(invented).toContainEqual({
      purpose: 'pitch',
      rule: 'number',
      reason: 'pitch: contains the number "15", which is not in the answers; use only numbers the person gave',
    });
    expect(rules({ pitch: `${good.pitch} I have fifteen years of experience.` }, 'pitch')).toContain('number');
    expect(rules({ pitch: `${good.pitch} I have helped hundreds of clients.` }, 'pitch')).toContain('number');
    expect(rules({ pitch: `${good.pitch} Revenue grew 40% in 2021.` }, 'pitch')).toContain('number');
  });

  it('accepts numbers from the answers, compared after normalising', () => {
    const texts = composeIntroductions(NUMBER_ANSWERS);
    const check = (pitch: string) => checkIntroductionTexts(NUMBER_ANSWERS, { ...texts, pitch }).filter((p) => p.purpose === 'pitch');
    expect(check(`${texts.pitch} I grew revenue 40% in 2021.`)).toEqual([]);
    expect(check(`${texts.pitch} That is 3.50 million people.`)).toEqual([]);
    expect(check(`${texts.pitch} That is 3.6 million people.`).map((p) => p.rule)).toEqual(['number']);
    const withThousands = { ...NUMBER_ANSWERS, achievements: 'Trained 1,200 staff' };
    const thousands = composeIntroductions(withThousands);
    expect(checkIntroductionTexts(withThousands, { ...thousands, pitch: `${thousands.pitch} I trained 1200 staff.` })).toEqual([]);
  });

  it('treats a missing text as a problem rather than failing', () => {
    const texts = { ...good, job: undefined } as unknown as IntroductionTexts;
    expect(checkIntroductionTexts(answers, texts)).toContainEqual(expect.objectContaining({ purpose: 'job', rule: 'length' }));
  });
});
