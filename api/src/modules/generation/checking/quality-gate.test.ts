import type { TextKind } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { SOLAR_INSTALLER_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import type { IntroductionTexts } from '../generation.types.js';
import { composeIntroductions } from '../planning/offline-composer.js';
import { checkIntroductionTexts, type TextRuleName } from './quality-gate.js';
import { sentencesOf } from '../english/english.js';
import { WRITING_EXAMPLES } from '../../../../test/fixtures/writing-examples.fixtures.js';

/** The texts a careful person wrote from the solar installer's answers (the first writing example). */
const [job = '', linkedin = '', pitch = '', business = ''] = WRITING_EXAMPLES.filter(({ example }) => example === 1).map(
  ({ text }) => text,
);
const headline = 'Solar PV Installer | Electrician who retrained as a solar installer | Installed over 200 rooftop systems';
const written: IntroductionTexts = { linkedin, job, pitch, business, headline };

/** The rules one text breaks when it is replaced by `text`, the others kept as written. */
function rulesBroken(purpose: TextKind, text: string, answers = SOLAR_INSTALLER_ANSWERS): TextRuleName[] {
  const texts: IntroductionTexts = { ...written, [purpose]: text };
  return checkIntroductionTexts(answers, texts).map((problem) => problem.rule);
}

describe('checkIntroductionTexts', () => {
  it('passes texts a careful person wrote, and the texts the offline writer gives', () => {
    expect(checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, written)).toEqual([]);
    expect(checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, composeIntroductions(SOLAR_INSTALLER_ANSWERS))).toEqual([]);
  });

  it('reports a sentence that is not correct English, quoting it', () => {
    const problems = checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, {
      ...written,
      pitch: written.pitch.replace("Hi, I'm Bongani Dlamini, a solar PV installer.", 'Hi, I solar PV installer.'),
    });
    expect(problems.map((problem) => problem.rule)).toContain('grammar');
    expect(problems.find((problem) => problem.rule === 'grammar')?.reason).toContain('"Hi, I solar PV installer."');
  });

  it('reports a text over its hard limit, and a LinkedIn hook past 200 characters', () => {
    const long = `${written.pitch} ${'I installed over 200 rooftop systems. '.repeat(12)}`;
    expect(rulesBroken('pitch', long)).toContain('length');
    const lateHook = `I'm Bongani Dlamini, ${'an electrician who retrained as a solar installer and '.repeat(4)}a solar PV installer.`;
    expect(rulesBroken('linkedin', `${lateHook}\n\n${written.linkedin}`)).toContain('hook');
  });

  it('reports filler: a sentence that carries no answer', () => {
    const filler = written.job.replace('What drives me', "I'm big on honest feedback, both giving it and getting it. What drives me");
    expect(rulesBroken('job', filler)).toContain('no-answer');
  });

  it('reports numbers and capitalised names the answers do not hold', () => {
    expect(rulesBroken('pitch', written.pitch.replace('over 200', 'over 300'))).toContain('number');
    expect(rulesBroken('pitch', written.pitch.replace('trained 4 apprentices', 'trained fifteen apprentices'))).toContain('number');
    expect(rulesBroken('pitch', written.pitch.replace('clean power,', 'clean power with Tesla,'))).toContain('invented-name');
    // A name typed with a space and said with a hyphen is the name typed.
    const answers = { ...SOLAR_INSTALLER_ANSWERS, achievements: `${SOLAR_INSTALLER_ANSWERS.achievements}; All installers DBS checked` };
    expect(rulesBroken('pitch', written.pitch.replace('clean power,', 'clean power, all DBS-checked,'), answers)).not.toContain(
      'invented-name',
    );
  });

  it('takes the "we" of everyone in a profile of one person, and no other "we"', () => {
    const mission = 'His mission is cheaper power for the homes we all live in.';
    expect(rulesBroken('business', `${written.business} ${mission}`)).not.toContain('person');
    expect(rulesBroken('business', `${written.business} We fit panels.`)).toContain('person');
  });

  it('takes capitals mid-sentence for a name, never for the person speaking: "the US", "Rock My Wedding"', () => {
    const answers = { ...SOLAR_INSTALLER_ANSWERS, achievements: 'Featured in Rock My Wedding; homes in Europe and the US' };
    expect(rulesBroken('business', `${written.business} He was featured in Rock My Wedding.`, answers)).not.toContain('person');
    expect(rulesBroken('business', `${written.business} He fits homes in Europe and the US.`, answers)).not.toContain('person');
    expect(rulesBroken('business', `${written.business} He fits homes for us.`, answers)).toContain('person');
    expect(rulesBroken('business', `${written.business} My panels last.`, answers)).toContain('person');
  });

  it('reads a list item opening on a possessive as no name', () => {
    const listed = `${written.business}\n\nHighlights:\n• Its panels carry a 25-year guarantee`;
    expect(
      rulesBroken('business', listed, { ...SOLAR_INSTALLER_ANSWERS, achievements: 'Our panels carry a 25-year guarantee' }),
    ).not.toContain('invented-name');
  });

  it('reports an answer pasted after a colon, and an answer label', () => {
    const pasted = written.job.replace('What drives me is getting', 'The thing I care about most: get');
    expect(rulesBroken('job', pasted)).toContain('colon-paste');
    expect(rulesBroken('job', `${written.job} Mission: clean power.`)).toContain('colon-paste');
  });

  it('reports a long answer said twice', () => {
    const twice = `${written.pitch} I am an electrician who retrained as a solar installer. I am still an electrician who retrained as a solar installer.`;
    expect(rulesBroken('pitch', twice)).toContain('repeated-answer');
  });

  it('reports the wrong person, and a name in two sentences running', () => {
    expect(rulesBroken('business', written.business.replace('He has installed', 'I have installed'))).toContain('person');
    expect(rulesBroken('job', 'Bongani Dlamini is a solar PV installer. He has installed over 200 rooftop systems.')).toContain('person');
    const answers = { ...SOLAR_INSTALLER_ANSWERS, pronouns: undefined };
    expect(rulesBroken('business', 'Bongani Dlamini installs solar panels. Bongani trained 4 apprentices.', answers)).toContain(
      'name-count',
    );
  });

  it('reports placeholders, entities, stray spaces, unfinished sentences and a missing name', () => {
    expect(rulesBroken('pitch', `${written.pitch} {audience}`)).toContain('placeholder');
    expect(rulesBroken('pitch', written.pitch.replace('Hi, ', 'Hi, undefined ')).filter((rule) => rule === 'placeholder')).not.toEqual([]);
    expect(rulesBroken('pitch', written.pitch.replace("I'm", 'I&#39;m'))).toContain('entity');
    expect(rulesBroken('pitch', written.pitch.replace(' ', '  '))).toContain('spacing');
    expect(rulesBroken('pitch', written.pitch.replace(/\.$/, ' and'))).toContain('unfinished');
    expect(rulesBroken('pitch', written.pitch.replaceAll('Bongani Dlamini', 'Bongani'))).toContain('name');
  });
});

describe('the headline', () => {
  it('is phrases: no name, no verb and no full stop needed, but no "I" or "we"', () => {
    expect(rulesBroken('headline', 'Solar PV Installer | Trained 4 apprentices')).toEqual([]);
    expect(rulesBroken('headline', 'I am a solar PV installer | Trained 4 apprentices')).toContain('person');
    expect(rulesBroken('headline', 'Solar PV Installer | Our team installed over 200 rooftop systems')).toContain('person');
  });

  it('holds to 220 characters, and every phrase carries an answer', () => {
    expect(rulesBroken('headline', `${headline} | ${'Trained 4 apprentices | '.repeat(6)}Solar PV Installer`)).toContain('length');
    expect(rulesBroken('headline', `${headline} | Results-driven team player`)).toContain('no-answer');
  });

  it('holds to the facts and the grammar of the texts', () => {
    expect(rulesBroken('headline', headline.replace('200', '300'))).toContain('number');
    expect(rulesBroken('headline', `${headline} | Trained 4 apprentices at Tesla`)).toContain('invented-name');
    expect(rulesBroken('headline', 'Solar PV Installer | I named Installer of the Year')).toContain('grammar');
  });
});

describe('sentencesOf', () => {
  it('starts a sentence at a figure after a full stop', () => {
    expect(sentencesOf('Ana is a marketing manager. 90% of patients are back at work. Ana is a member.')).toEqual([
      'Ana is a marketing manager.',
      '90% of patients are back at work.',
      'Ana is a member.',
    ]);
  });

  it('lets the business profile of a person whose achievement opens with a figure name them every other sentence', () => {
    const answers = {
      ...SOLAR_INSTALLER_ANSWERS,
      fullName: 'Ana Silva',
      identity: 'Marketing manager',
      role: 'Senior Product Designer',
      pronouns: null,
      achievements: '90% of patients back at work within 8 weeks; Member of the Royal College of Nursing',
    };
    for (const variant of [0, 1, 2, 3, 4, 5]) {
      expect(checkIntroductionTexts(answers, composeIntroductions(answers, variant))).toEqual([]);
    }
  });
});
