import { describe, expect, it } from 'vitest';
import {
  ALL_FIXTURES,
  AWKWARD_ANSWERS,
  LONG_ANSWERS,
  MISSING_OPTIONAL_ANSWERS,
  NUMBER_ANSWERS,
  SHORT_ANSWERS,
  TYPICAL_ANSWERS,
  withStyleAndPurpose,
} from './answers.fixtures.js';
import { createIntroductionWriter } from './generation.factory.js';
import { GenerationError } from './generation.errors.js';
import {
  COMMUNICATION_STYLES,
  PURPOSES,
  type CommunicationStyle,
  type IntroductionAnswers,
  type IntroductionTexts,
  type Purpose,
} from './generation.types.js';
import { composeIntroductions, OfflineIntroductionWriter } from './offline-composer.js';
import { OpenAIIntroductionWriter } from './openai-writer.js';
import { checkIntroductionTexts, PURPOSE_RULES } from './text-rules.js';
import { comparable, findNumbers } from './text-utils.js';

const allTexts = (texts: IntroductionTexts) => PURPOSES.map((purpose) => texts[purpose]).join('\n');

/** Problems the checks do not cover but the composer must also avoid. */
function composerProblems(answers: IntroductionAnswers, texts: IntroductionTexts): string[] {
  const problems = checkIntroductionTexts(answers, texts).map((problem) => problem.reason);
  for (const purpose of PURPOSES) {
    const text = texts[purpose];
    if (/\.\.|\. \.|[,;:]\.|\s[,.;:!?](?:\s|$)/.test(text)) problems.push(`${purpose}: doubled or stray punctuation`);
    if (answers.communicationStyle !== 'enthusiastic' && text.includes('!')) problems.push(`${purpose}: exclamation mark`);
    if (purpose === 'linkedin' && text.length > PURPOSE_RULES.linkedin.aimMax) problems.push('linkedin: longer than the aim');
    if (/\b(?:N\/A|none)\b/i.test(text)) problems.push(`${purpose}: an empty answer was written out`);
  }
  return problems;
}

describe('composeIntroductions', () => {
  describe.each(Object.entries(ALL_FIXTURES))('with %s answers', (_, fixture) => {
    it.each(COMMUNICATION_STYLES)('writes four texts that pass every check in the %s style, for each purpose and variant', (style) => {
      for (const purpose of PURPOSES) {
        for (const variant of [0, 1, 2]) {
          const answers = withStyleAndPurpose(fixture, style, purpose);
          const texts = composeIntroductions(answers, variant);
          expect(composerProblems(answers, texts), `${purpose} purpose, variant ${variant}:\n${allTexts(texts)}`).toEqual([]);
        }
      }
    });
  });

  it('uses every answer given', () => {
    const texts = composeIntroductions(TYPICAL_ANSWERS);
    const everything = comparable(allTexts(texts));
    for (const purpose of PURPOSES) expect(texts[purpose]).toContain('Priya Sharma');
    for (const phrase of [
      'a product designer who turns messy problems into simple tools',
      'senior product designer',
      'hiring managers at fintech companies',
      'to make financial services easier for everyone',
      'led the redesign of a mobile banking app',
      'mentored junior designers',
      'designed the onboarding flow for a savings app used across europe',
    ]) {
      expect(everything).toContain(phrase);
    }
    // The context is the occasion of the chosen purpose, so it appears in that text.
    expect(comparable(texts.job)).toContain('interview for a lead design role at a digital bank');
    expect(texts.business).toContain('https://www.linkedin.com/in/priyasharma');
  });

  it('writes nothing for optional answers that are missing or empty', () => {
    const texts = composeIntroductions(MISSING_OPTIONAL_ANSWERS);
    expect(checkIntroductionTexts(MISSING_OPTIONAL_ANSWERS, texts)).toEqual([]);
    expect(allTexts(texts)).not.toMatch(/undefined|null|Not provided|:\s*[.!]|linkedin\.com/i);
    const noneTyped = { ...TYPICAL_ANSWERS, achievements: 'N/A', cvText: '   ', linkedinUrl: 'none' };
    const withNone = composeIntroductions(noneTyped);
    expect(allTexts(withNone)).not.toMatch(/N\/A|none|redesign/i);
  });

  it('still writes complete texts when the required answers are blank or only punctuation', () => {
    const blank: IntroductionAnswers = { ...SHORT_ANSWERS, identity: '', role: ' ', audience: '.', mission: '...', context: '-' };
    for (const style of COMMUNICATION_STYLES) {
      const answers = { ...blank, communicationStyle: style };
      const texts = composeIntroductions(answers);
      expect(composerProblems(answers, texts)).toEqual([]);
      expect(allTexts(texts)).not.toMatch(/ [,.:;]| {2}/);
    }
  });

  it('quotes a long CV briefly instead of pasting it', () => {
    const texts = composeIntroductions(LONG_ANSWERS);
    expect(allTexts(texts)).not.toMatch(/@|REFERENCES|EDUCATION|\+44/);
    for (const purpose of PURPOSES) expect(texts[purpose].length).toBeLessThan(2000);
    expect(comparable(allTexts(texts))).toContain('led a team of 45 people');
  });

  it('keeps names with quotes, apostrophes and angle brackets as typed, and tidies the rest', () => {
    const texts = composeIntroductions(AWKWARD_ANSWERS);
    for (const purpose of PURPOSES) expect(texts[purpose]).toContain(`O'Brien "Bob" <Dev>`);
    const all = allTexts(texts);
    expect(all).toContain('full-stack developer');
    expect(all).not.toContain('FULL-STACK');
    expect(all).toContain('startups and <b>agencies</b>');
    expect(all).not.toMatch(/&[a-z]+;|\.\.| {2}/);
    expect(texts.business).toMatch(/"I help small teams ship faster\."/);
    expect(composeIntroductions(SHORT_ANSWERS).job).toContain('Jane Doe');
  });

  it('gives capitals to a name typed in one case, and drops a final full stop that is not an abbreviation', () => {
    const nameIn = (fullName: string) => composeIntroductions({ ...TYPICAL_ANSWERS, fullName }).job;
    expect(nameIn('  priya   sharma ')).toContain('Priya Sharma,');
    expect(nameIn("MAEVE O'NEILL-WARD")).toContain("Maeve O'Neill-Ward,");
    expect(nameIn('Priya Sharma.')).toContain('Priya Sharma,');
    expect(nameIn('Sam Lee Jr.')).toContain('Sam Lee Jr.,');
    expect(nameIn('de Vries, Anouk')).toContain('de Vries, Anouk');
  });

  it('writes the business profile in the third person and the others in the first', () => {
    for (const fixture of Object.values(ALL_FIXTURES)) {
      const texts = composeIntroductions(fixture);
      const outsideQuotes = texts.business.split(fixture.fullName).join(' ').replace(/"[^"]*"/g, ' ');
      expect(outsideQuotes).not.toMatch(/\b(?:I|I'm|my|me)\b/);
      for (const purpose of ['linkedin', 'job', 'pitch'] as const) expect(texts[purpose]).toMatch(/\bI\b|\bI'm\b/);
    }
  });

  it('never writes a number of its own; numbers in the answers may appear', () => {
    const texts = composeIntroductions(NUMBER_ANSWERS);
    const numbers = new Set(findNumbers(allTexts(texts)).map((mention) => mention.value));
    expect(allTexts(texts)).toContain('40% in 2021');
    expect([...numbers].every((value) => ['40', '2021', '3.5', '1000000'].includes(value))).toBe(true);
    expect(checkIntroductionTexts(NUMBER_ANSWERS, texts)).toEqual([]);
    for (const fixture of [SHORT_ANSWERS, MISSING_OPTIONAL_ANSWERS, AWKWARD_ANSWERS]) {
      for (const style of COMMUNICATION_STYLES) {
        expect(allTexts(composeIntroductions({ ...fixture, communicationStyle: style }))).not.toMatch(/\d/);
      }
    }
  });

  it('gives each communication style a clearly different voice', () => {
    for (const purpose of PURPOSES) {
      const byStyle = Object.fromEntries(
        COMMUNICATION_STYLES.map((style) => [style, composeIntroductions({ ...TYPICAL_ANSWERS, communicationStyle: style })[purpose]]),
      ) as Record<CommunicationStyle, string>;
      expect(new Set(Object.values(byStyle)).size).toBe(COMMUNICATION_STYLES.length);
      expect(byStyle.enthusiastic).toContain('!');
      expect(byStyle.professional).not.toMatch(/\b(?:I'm|I've|I'd|don't|let's)\b/i);
    }
    const job = (style: CommunicationStyle) => composeIntroductions({ ...SHORT_ANSWERS, communicationStyle: style }).job;
    expect(job('conversational')).toMatch(/\b(?:I'm|I've|I'd)\b/);
    const averageSentence = (text: string) => text.split(/\s+/).length / (text.match(/[.!?](?:\s|$)/g) ?? []).length;
    expect(averageSentence(job('concise'))).toBeLessThan(averageSentence(job('professional')) * 0.75);
  });

  it('gives a new wording for each variant and the same texts for the same answers and variant', () => {
    for (const fixture of Object.values(ALL_FIXTURES)) {
      const variants = [0, 1, 2, 3, 4].map((variant) => composeIntroductions(fixture, variant));
      for (const purpose of PURPOSES) {
        expect(new Set(variants.map((texts) => texts[purpose])).size, `${purpose} of ${fixture.fullName}`).toBe(variants.length);
      }
      expect(composeIntroductions(fixture, 2)).toEqual(variants[2]);
      expect(composeIntroductions(structuredClone(fixture), 1)).toEqual(variants[1]);
    }
  });

  it('stays within every rule for a wide range of generated answers', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const vocabulary = 'design growth teams people data clear better simple product market customer brand health school code cloud local craft'.split(' ');
    const openings = ['', 'to ', 'I ', 'A ', 'the ', 'helping ', 'Led ', 'My ', 'building ', 'Head of '];
    const endings = ['', '.', '..', '!', '?', ' .', '...', ';'];
    const phrase = (longest: number) => {
      let text = pick(openings) + Array.from({ length: 1 + Math.floor(random() * longest) }, () => pick(vocabulary)).join(' ');
      if (random() < 0.2) text = text.toUpperCase();
      if (random() < 0.2) text = text.replace(/ (\w+)/, ' "$1"');
      if (random() < 0.2) text = `${text}. ${pick(openings)}${vocabulary.slice(0, 6).join(' ')}`;
      return text + pick(endings);
    };
    for (let i = 0; i < 60; i += 1) {
      const long = random() < 0.3;
      const answers: IntroductionAnswers = {
        fullName: pick(['ann lee', `O'Brien "Bob" <Dev>`, 'MARIA DE LA CRUZ', 'Dr. Li', 'X']),
        purpose: pick(PURPOSES) as Purpose,
        communicationStyle: pick(COMMUNICATION_STYLES),
        identity: phrase(long ? 40 : 5),
        role: phrase(long ? 30 : 3),
        audience: phrase(long ? 40 : 4),
        mission: phrase(long ? 50 : 6),
        context: phrase(long ? 40 : 5),
        achievements: random() < 0.5 ? Array.from({ length: 3 }, () => phrase(15)).join('\n') : null,
        cvText: random() < 0.3 ? Array.from({ length: 30 }, () => phrase(20)).join('\n') : undefined,
        linkedinUrl: pick([undefined, '', 'linkedin.com/in/ann-lee', 'not a url']),
      };
      const texts = composeIntroductions(answers, Math.floor(random() * 4));
      expect(composerProblems(answers, texts), JSON.stringify(answers)).toEqual([]);
    }
  });
});

describe('OfflineIntroductionWriter', () => {
  it('writes the composed texts', async () => {
    const writer = new OfflineIntroductionWriter();
    await expect(writer.write(TYPICAL_ANSWERS, { variant: 1 })).resolves.toEqual(composeIntroductions(TYPICAL_ANSWERS, 1));
    await expect(writer.write(TYPICAL_ANSWERS)).resolves.toEqual(composeIntroductions(TYPICAL_ANSWERS, 0));
  });

  it('stops when the request was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await new OfflineIntroductionWriter().write(TYPICAL_ANSWERS, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect(error).toMatchObject({ code: 'AI_CANCELLED' });
  });
});

describe('createIntroductionWriter', () => {
  it('uses the offline composer without an OpenAI key, and OpenAI with one', () => {
    expect(createIntroductionWriter({ openaiModel: 'gpt-4o-mini' })).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: '  ', openaiModel: 'gpt-4o-mini' })).toBeInstanceOf(OfflineIntroductionWriter);
    expect(createIntroductionWriter({ openaiApiKey: 'sk-test', openaiModel: 'gpt-4o-mini' })).toBeInstanceOf(OpenAIIntroductionWriter);
  });
});
