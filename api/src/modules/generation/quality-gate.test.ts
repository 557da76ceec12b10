import type { Purpose } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { SOLAR_INSTALLER_ANSWERS } from './answers.fixtures.js';
import type { IntroductionTexts } from './generation.types.js';
import { composeIntroductions } from './offline-composer.js';
import { checkIntroductionTexts, type TextRuleName } from './quality-gate.js';

/** The texts a careful person wrote from the solar installer's answers (the first of the writing examples). */
const written: IntroductionTexts = {
  job: "Hi, I'm Bongani Dlamini. I'm a solar PV installer, and I came to solar as an electrician who retrained. Since then I've installed over 200 rooftop systems and trained 4 apprentices, so I know the work on the roof and how to bring new people up to speed on it. What drives me is getting more homes in my town running on clean power. That's why this lead installer job appeals to me: it's a chance to do more of that work and to help a whole crew do it well. I'd be glad to talk about how I could help your team.",
  linkedin:
    "I want to get more homes in my town running on clean power.\n\nI'm Bongani Dlamini, a solar PV installer. I started out as an electrician and retrained as a solar installer, and I've since installed over 200 rooftop systems and trained 4 apprentices.\n\nI'm now looking for a lead installer role. If you manage sites for a renewable energy contractor, I'd be glad to connect.",
  pitch: "Hi, I'm Bongani Dlamini, a solar PV installer. I was an electrician before I retrained in solar, and I've since installed over 200 rooftop systems and trained 4 apprentices. I want to get more homes in my town running on clean power, so if you run solar sites and need someone to lead an install, let's talk.",
  business: 'Bongani Dlamini is a solar PV installer who trained first as an electrician. He has installed over 200 rooftop systems and trained 4 apprentices. His aim is to get more homes in his town running on clean power, and he is looking to lead installation crews for a renewable energy contractor.',
};

/** The rules one purpose's text breaks when it is replaced by `text`, the other three kept as written. */
function rulesBroken(purpose: Purpose, text: string, answers = SOLAR_INSTALLER_ANSWERS): TextRuleName[] {
  const texts: IntroductionTexts = { ...written, [purpose]: text };
  return checkIntroductionTexts(answers, texts).map((problem) => problem.rule);
}

describe('checkIntroductionTexts', () => {
  it('passes texts a careful person wrote, and the texts the offline writer gives', () => {
    expect(checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, written)).toEqual([]);
    expect(checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, composeIntroductions(SOLAR_INSTALLER_ANSWERS))).toEqual([]);
  });

  it('reports a sentence that is not correct English, quoting it', () => {
    const problems = checkIntroductionTexts(SOLAR_INSTALLER_ANSWERS, { ...written, pitch: written.pitch.replace("Hi, I'm Bongani Dlamini, a solar PV installer.", 'Hi, I solar PV installer.') });
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
    expect(rulesBroken('business', 'Bongani Dlamini installs solar panels. Bongani trained 4 apprentices.', answers)).toContain('name-count');
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
