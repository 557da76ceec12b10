import { describe, expect, it } from 'vitest';
import { TYPICAL_ANSWERS } from '../../../../test/fixtures/answers.fixtures.js';
import { readAnswers } from '../reading/answer-reading.js';
import { inVoice, voiceFor } from './voice.js';

const her = voiceFor(readAnswers({ ...TYPICAL_ANSWERS, pronouns: 'she/her' }), 'third');

describe("a sentence of the person's own, in the third person", () => {
  it('turns the person into her pronoun, and leaves "the US" a country', () => {
    expect(inVoice('I sell rugs to homes in Europe and the US, and my team packs them', her)).toBe(
      'she sells rugs to homes in Europe and the US, and her team packs them',
    );
  });

  it('turns a second verb of the same subject, with its object after "and", and no other word', () => {
    expect(inVoice('I train women as garment makers and pay London Living Wage', her)).toBe(
      'she trains women as garment makers and pays London Living Wage',
    );
    expect(inVoice('I teach Bangladeshi and Somali women', her)).toBe('she teaches Bangladeshi and Somali women');
    expect(inVoice('I want roasters to know the families behind every bag and pay them for quality', her)).toBe(
      'she wants roasters to know the families behind every bag and pay them for quality',
    );
  });

  it('turns the verb after an adverb, not the adverb', () => {
    expect(inVoice('the team I always wanted to work on', her)).toBe('the team she always wanted to work on');
    expect(inVoice('I often train new staff', her)).toBe('she often trains new staff');
  });

  it('without pronouns, says whose by the name: "my uncle" is the person\'s, "our trust" the organisation\'s', () => {
    const named = voiceFor(readAnswers({ ...TYPICAL_ANSWERS, fullName: 'Connor Byrne' }), 'third');
    expect(inVoice('helped my uncle build a decking', named)).toBe("helped Connor's uncle build a decking");
    expect(inVoice('built a dashboard for our trust', named)).toBe('built a dashboard for the trust');
  });

  it('turns an auxiliary with its "not": "I haven\'t" is "she hasn\'t"', () => {
    expect(inVoice("a board I haven't said yes to, as I don't rush", her)).toBe("a board she hasn't said yes to, as she doesn't rush");
  });

  it('keeps the "we" of everyone ("the climate we\'re going to have"), and says the "we" of the person and their team as the team\'s, never the person\'s alone', () => {
    expect(inVoice("design networks for the climate we're going to have, not the one we used to have", her)).toBe(
      "design networks for the climate we're going to have, not the one we used to have",
    );
    expect(inVoice("bring back the seagrass meadows we've lost", her)).toBe("bring back the seagrass meadows we've lost");
    expect(inVoice('we grew the clinic to 4 sites', her)).toBe('the team grew the clinic to 4 sites');
    expect(inVoice("we've danced at the switch-on with our volunteers", her)).toBe(
      'the team has danced at the switch-on with the volunteers',
    );
    expect(inVoice('a job done as if it were our own', her)).toBe('a job done as if it were her own');
    // The "we" of an employer the sentence names is the company's.
    expect(inVoice('At Harcourt Logistics I was HR Director - we grew to 4,500 people', her)).toBe(
      'At Harcourt Logistics she was HR Director - the company grew to 4,500 people',
    );
  });

  it('says the "we" of a person whose answers name one organisation by its kind as that organisation: "the practice"', () => {
    const voiceOf = (identity: string, role = 'Principal') =>
      voiceFor(readAnswers({ ...TYPICAL_ANSWERS, pronouns: 'she/her', identity, role }), 'third');
    const solicitor = voiceOf('Principal of a small family law practice in Dublin 8');
    expect(inVoice('we deal mostly with separation', solicitor)).toBe('the practice deals mostly with separation');
    const teacher = voiceOf('Dance teacher since 1998.', 'Artistic Director, Natya Lakshmi Dance Academy');
    expect(inVoice("we've danced at the switch-on", teacher)).toBe('the academy has danced at the switch-on');
    expect(inVoice('Radio 1Xtra played us x3', voiceOf('Guitarist from Ibadan. Session work mostly, plus my own band now.'))).toBe(
      'Radio 1Xtra played the band x3',
    );
    // The people themselves ("we're mostly women installers") are the team, and so is the "we" of a person who does
    // not run the organisation (a teacher's "we won the cup").
    expect(inVoice("we're mostly women installers", solicitor)).toBe('the team is mostly women installers');
    expect(inVoice('we won the cup', voiceOf('Primary teacher in a school in North Belfast', 'Teacher'))).toBe('the team won the cup');
    // A kind that describes a person ("a dairy farmer") names no organisation; two kinds leave it open.
    expect(inVoice('we milk 180 cows', voiceOf('Dairy farmer in Tipperary'))).toBe('the team milks 180 cows');
    expect(inVoice('we grew', voiceOf('Nurse at a clinic, singer in a band'))).toBe('the team grew');
  });

  it('leaves a name\'s "My" as it is: "Rock My Wedding" is a magazine', () => {
    expect(inVoice('I was featured in Rock My Wedding and on my blog', her)).toBe('she was featured in Rock My Wedding and on her blog');
  });

  it('says the person and someone else with the person first, and their "we" as theirs: "Josie and I ... between us" is "she and Josie ... between them"', () => {
    expect(inVoice('Josie and I made 400+ hours of radio between us before we started this', her)).toBe(
      'she and Josie made 400+ hours of radio between them before they started this',
    );
    expect(inVoice('My husband and I run the farm', her)).toBe('she and her husband run the farm');
    expect(inVoice('a studio in Yaba – me and my sister Chioma', her)).toBe('a studio in Yaba – run by her and her sister Chioma');
  });

  it('gives up on a sentence it cannot turn', () => {
    expect(inVoice('Mine is the first clinic of its kind', her)).toBeNull();
  });
});
