import { measureLength, TEXT_KINDS } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { GOLDEN_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { composeIntroductions } from './offline-composer.js';
import { OfflineIntroductionWriter } from '../offline-writer.js';
import { writingPoolForTests } from '../../../../test/writing-pool.js';
import { TEXT_RULES } from '../text-rules.js';
import { checkIntroductionTexts } from '../checking/quality-gate.js';
import { SHORTER_SHARE } from './refinement.js';

const writer = new OfflineIntroductionWriter(writingPoolForTests());

describe('refining with the offline writer', () => {
  for (const [name, answers] of Object.entries(GOLDEN_ANSWERS)) {
    it(`${name}: every direction it offers changes the text that way, and the result passes the quality gate`, async () => {
      const texts = composeIntroductions(answers);
      for (const purpose of TEXT_KINDS) {
        const current = { purpose, text: texts[purpose], style: answers.communicationStyle, texts, variant: 0 };
        const length = measureLength(texts[purpose], TEXT_RULES[purpose].unit);
        for (const direction of await writer.refinements(answers, current)) {
          const refined = await writer.refine(answers, current, direction);
          const problems = checkIntroductionTexts(answers, { ...texts, [purpose]: refined.text }).filter(
            (problem) => problem.purpose === purpose,
          );
          expect(problems.map((problem) => `${direction}: ${problem.reason}`)).toEqual([]);
          const refinedLength = measureLength(refined.text, TEXT_RULES[purpose].unit);
          if (direction === 'shorter') expect(refinedLength).toBeLessThanOrEqual(length * SHORTER_SHARE);
          if (direction === 'longer') expect(refinedLength).toBeGreaterThan(length);
          if (direction === 'more_formal' || direction === 'warmer') expect(refined.style).not.toBe(answers.communicationStyle);
        }
      }
    });
  }

  it('offers "Longer" only when the answers hold more than the text uses', async () => {
    const answers = GOLDEN_ANSWERS.long;
    if (!answers) throw new Error('the long golden answers are missing');
    const texts = composeIntroductions(answers);
    const current = { purpose: 'job' as const, text: texts.job, style: answers.communicationStyle, texts, variant: 0 };
    expect(await writer.refinements(answers, current)).not.toContain('longer');
    const shorter = await writer.refine(answers, current, 'shorter');
    expect(await writer.refinements(answers, { ...current, text: shorter.text })).toContain('longer');
  });

  it('makes a headline longer with another achievement, and shorter without one', async () => {
    const answers = GOLDEN_ANSWERS.typical;
    if (!answers) throw new Error('the typical golden answers are missing');
    const texts = composeIntroductions(answers);
    const current = { purpose: 'headline' as const, text: texts.headline, style: answers.communicationStyle, variant: 0 };
    const longer = await writer.refine(answers, current, 'longer');
    expect(longer.text.startsWith(`${texts.headline} | `)).toBe(true);
    const shorter = await writer.refine(answers, current, 'shorter');
    expect(texts.headline.startsWith(shorter.text)).toBe(true);
  });
});
