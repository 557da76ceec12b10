// Third-person wording for the business profile, one voice per communication style.
// No phrase holds a number (digits or words): numbers may only come from the person's answers.
import type { CommunicationStyle } from './generation.types.js';

export interface Names {
  /** The full name, as given. */
  name: string;
  first: string;
  /** The first name as a possessive: "Jane's". */
  poss: string;
}

export type Line3 = (n: Names, text: string) => string;

export interface ThirdPersonPhrases {
  intro: Line3[];
  identityArticle: Line3[];
  identityPhrase: Line3[];
  audience: Line3[];
  missionTo: Line3[];
  missionIng: Line3[];
  missionPhrase: Line3[];
  achievementFirst: Line3[];
  achievementNext: Line3[];
  achievementList: Line3[];
  cvPast: Line3[];
  cvPhrase: Line3[];
  context: Line3[];
  closing: Line3[];
  closingPlain: Array<(n: Names) => string>;
  url: Line3[];
  /** Introduces the person's own first-person words, which go in quotes after it. */
  quoteLead: Array<(n: Names) => string>;
}

const professional: ThirdPersonPhrases = {
  intro: [(n, role) => `${n.name} is ${role}.`, (n, role) => `${n.name} works as ${role}.`, (n, role) => `${n.name} serves as ${role}.`],
  identityArticle: [(n, id) => `${n.first} is ${id}.`, (n, id) => `In short, ${n.first} is ${id}.`, (n, id) => `Above all, ${n.first} is ${id}.`],
  identityPhrase: [(n, id) => `In ${n.poss} own words: ${id}.`, (n, id) => `${n.poss} own summary: ${id}.`, (_, id) => `Described in a line: ${id}.`],
  audience: [
    (n, aud) => `${n.first} works closely with ${aud}.`,
    (n, aud) => `${n.poss} work is focused on ${aud}.`,
    (n, aud) => `${n.first} takes particular care to understand the priorities of ${aud}.`,
  ],
  missionTo: [(n, m) => `${n.poss} mission is to ${m}.`, (n, m) => `${n.first} aims to ${m}.`, (n, m) => `What drives ${n.first} is a clear goal: to ${m}.`],
  missionIng: [(n, m) => `${n.first} is committed to ${m}.`, (n, m) => `${n.poss} mission is ${m}.`, (n, m) => `${n.poss} work is centred on ${m}.`],
  missionPhrase: [(n, m) => `${n.poss} mission: ${m}.`, (n, m) => `The mission behind ${n.poss} work: ${m}.`, (n, m) => `${n.poss} guiding mission is clear: ${m}.`],
  achievementFirst: [(n, x) => `Notably, ${n.first} ${x}.`, (n, x) => `Among other work, ${n.first} ${x}.`, (n, x) => `${n.first} ${x}.`],
  achievementNext: [(n, x) => `${n.first} also ${x}.`, (n, x) => `In addition, ${n.first} ${x}.`, (n, x) => `Beyond that, ${n.first} ${x}.`],
  achievementList: [
    (n, list) => `Highlights of ${n.poss} work include: ${list}.`,
    (_, list) => `Notable achievements include: ${list}.`,
    (n, list) => `Among ${n.poss} achievements: ${list}.`,
  ],
  cvPast: [(n, x) => `In ${n.poss} career so far, ${n.first} ${x}.`, (n, x) => `${n.poss} track record includes this: ${n.first} ${x}.`, (n, x) => `As part of that experience, ${n.first} ${x}.`],
  cvPhrase: [(n, x) => `${n.poss} background includes: ${x}.`, (n, x) => `From ${n.poss} experience: ${x}.`, (_, x) => `Background in brief: ${x}.`],
  context: [(n, c) => `${n.poss} current focus: ${c}.`, (_, c) => `At present: ${c}.`, (n, c) => `Right now, ${n.poss} focus is this: ${c}.`],
  closing: [
    (n, aud) => `${n.first} welcomes enquiries from ${aud}.`,
    (n, aud) => `${n.first} is always glad to hear from ${aud}.`,
    (n, aud) => `${n.first} is always happy to be contacted, particularly by ${aud}.`,
  ],
  closingPlain: [(n) => `${n.first} welcomes new conversations and collaborations.`, (n) => `${n.first} is always glad to be contacted.`],
  url: [(n, url) => `More about ${n.first}: ${url}.`, (_, url) => `Find out more at ${url}.`, (_, url) => `More at ${url}.`],
  quoteLead: [(n) => `In ${n.poss} own words:`, (n) => `As ${n.first} puts it:`, (n) => `${n.first} explains:`],
};

const conversational: ThirdPersonPhrases = {
  intro: [(n, role) => `Meet ${n.name}, ${role}.`, (n, role) => `${n.name} is ${role}.`, (n, role) => `Say hello to ${n.name}, ${role}.`],
  identityArticle: [(n, id) => `${n.first}'s ${id}.`, (n, id) => `In a nutshell, ${n.first}'s ${id}.`, (n, id) => `Put simply, ${n.first} is ${id}.`],
  identityPhrase: [(n, id) => `In ${n.poss} own words: ${id}.`, (_, id) => `The short version: ${id}.`, (n, id) => `${n.poss} quick summary: ${id}.`],
  audience: [
    (n, aud) => `${n.first} loves working with ${aud}.`,
    (n, aud) => `Most of ${n.poss} time goes into work for ${aud}.`,
    (n, aud) => `${n.first} cares a lot about getting things right for ${aud}.`,
  ],
  missionTo: [(n, m) => `What ${n.first} really wants is to ${m}.`, (n, m) => `${n.poss} goal? To ${m}.`, (n, m) => `${n.first}'s here to ${m}.`],
  missionIng: [(n, m) => `${n.first}'s all about ${m}.`, (n, m) => `What ${n.first} cares about most is ${m}.`, (n, m) => `${n.poss} big goal is ${m}.`],
  missionPhrase: [(n, m) => `What drives ${n.first}: ${m}.`, (n, m) => `${n.poss} big goal: ${m}.`, (n, m) => `The thing ${n.first} cares about most: ${m}.`],
  achievementFirst: [(n, x) => `Along the way, ${n.first} ${x}.`, (n, x) => `One thing ${n.first}'s proud of: ${n.first} ${x}.`, (n, x) => `${n.first} ${x}.`],
  achievementNext: [(n, x) => `${n.first} also ${x}.`, (n, x) => `On top of that, ${n.first} ${x}.`, (n, x) => `And ${n.first} ${x}.`],
  achievementList: [
    (_, list) => `A few highlights so far: ${list}.`,
    (n, list) => `Things ${n.first}'s proud of: ${list}.`,
    (_, list) => `Highlights so far include ${list}.`,
  ],
  cvPast: [(n, x) => `Career-wise, ${n.first} ${x}.`, (n, x) => `${n.poss} experience also covers this: ${n.first} ${x}.`, (n, x) => `In ${n.poss} career so far, ${n.first} ${x}.`],
  cvPhrase: [(_, x) => `A bit of background: ${x}.`, (n, x) => `${n.poss} story so far includes: ${x}.`, (_, x) => `Quick background: ${x}.`],
  context: [(n, c) => `What ${n.first}'s up to right now: ${c}.`, (n, c) => `Where ${n.first}'s at today: ${c}.`, (n, c) => `Right now, ${n.poss} focus is this: ${c}.`],
  closing: [
    (n, aud) => `${n.first} would love to hear from ${aud}.`,
    (n, aud) => `${n.first}'s always happy to chat with ${aud}.`,
    (n, aud) => `${n.first} is always up for a chat with ${aud}.`,
  ],
  closingPlain: [(n) => `${n.first}'s always happy to chat.`, (n) => `${n.first} would love to hear from you.`],
  url: [(n, url) => `Say hi to ${n.first} at ${url}.`, (_, url) => `Find out more at ${url}.`, (n, url) => `Catch up with ${n.first} at ${url}.`],
  quoteLead: [(n) => `In ${n.poss} own words:`, (n) => `As ${n.first} puts it:`, (n) => `${n.first} sums it up like this:`],
};

const enthusiastic: ThirdPersonPhrases = {
  intro: [(n, role) => `Meet ${n.name}, ${role}!`, (n, role) => `${n.name} is ${role}, and loves it!`, (n, role) => `Say hello to ${n.name}, ${role}!`],
  identityArticle: [(n, id) => `${n.first} is ${id}!`, (n, id) => `Above all, ${n.first} is ${id}.`, (n, id) => `At heart, ${n.first} is ${id}!`],
  identityPhrase: [(n, id) => `In ${n.poss} own words: ${id}.`, (_, id) => `In a line: ${id}.`, (n, id) => `${n.poss} summary: ${id}.`],
  audience: [
    (n, aud) => `${n.first} loves making a real difference for ${aud}!`,
    (n, aud) => `Nothing excites ${n.first} more than great work for ${aud}!`,
    (n, aud) => `Everything ${n.first} does is centred on ${aud}!`,
  ],
  missionTo: [(n, m) => `${n.first} is on a mission to ${m}!`, (n, m) => `${n.poss} mission is to ${m}, and ${n.first} is all in!`, (n, m) => `What drives ${n.first}? The chance to ${m}!`],
  missionIng: [(n, m) => `${n.first} is passionate about ${m}!`, (n, m) => `${n.first} is all in on ${m}!`, (n, m) => `What excites ${n.first} most is ${m}!`],
  missionPhrase: [(n, m) => `${n.poss} mission: ${m}!`, (n, m) => `What drives ${n.first} every day: ${m}!`, (n, m) => `${n.poss} dream: ${m}!`],
  achievementFirst: [(n, x) => `${n.first} is proud to have done this: ${n.first} ${x}!`, (n, x) => `A real highlight: ${n.first} ${x}!`, (n, x) => `${n.first} ${x}!`],
  achievementNext: [(n, x) => `${n.first} also ${x}.`, (n, x) => `On top of that, ${n.first} ${x}.`, (n, x) => `And ${n.first} ${x}.`],
  achievementList: [
    (n, list) => `Highlights ${n.first} is proud of: ${list}!`,
    (_, list) => `Some fantastic moments so far: ${list}!`,
    (_, list) => `Highlights so far: ${list}!`,
  ],
  cvPast: [(n, x) => `Along the way, ${n.first} ${x}!`, (n, x) => `In ${n.poss} career so far, ${n.first} ${x}!`, (n, x) => `${n.poss} journey includes this: ${n.first} ${x}.`],
  cvPhrase: [(n, x) => `A bit of ${n.poss} story: ${x}!`, (n, x) => `${n.poss} journey so far includes: ${x}.`, (_, x) => `Background: ${x}!`],
  context: [(n, c) => `What ${n.first} is excited about right now: ${c}!`, (n, c) => `${n.poss} current adventure: ${c}!`, (n, c) => `Right now ${n.first} is focused on this: ${c}!`],
  closing: [
    (n, aud) => `${n.first} would love to hear from ${aud}!`,
    (n, aud) => `${n.first} is always excited to connect with ${aud}!`,
    (n, aud) => `${n.first} can't wait to meet ${aud}!`,
  ],
  closingPlain: [(n) => `${n.first} would love to hear from you!`, (n) => `${n.first} is always excited to connect!`],
  url: [(n, url) => `Connect with ${n.first} at ${url}.`, (_, url) => `Find out more at ${url}.`, (n, url) => `Say hello to ${n.first} at ${url}.`],
  quoteLead: [(n) => `In ${n.poss} own words:`, (n) => `As ${n.first} puts it:`, (n) => `${n.first} says it best:`],
};

const concise: ThirdPersonPhrases = {
  intro: [(n, role) => `${n.name} is ${role}.`, (n, role) => `${n.name}: ${role}.`, (n, role) => `${n.name} works as ${role}.`],
  identityArticle: [(n, id) => `${n.first} is ${id}.`, (n, id) => `In short, ${n.first} is ${id}.`, (n, id) => `${n.first}: ${id}.`],
  identityPhrase: [(_, id) => `In short: ${id}.`, (_, id) => `Summary: ${id}.`, (_, id) => `In a line: ${id}.`],
  audience: [(n, aud) => `${n.first} works with ${aud}.`, (n, aud) => `${n.poss} focus: ${aud}.`, (n, aud) => `${n.first} serves ${aud}.`],
  missionTo: [(n, m) => `${n.poss} mission: to ${m}.`, (n, m) => `${n.first} aims to ${m}.`, (n, m) => `${n.poss} goal is to ${m}.`],
  missionIng: [(n, m) => `${n.poss} focus: ${m}.`, (n, m) => `${n.first} focuses on ${m}.`, (n, m) => `${n.poss} mission is ${m}.`],
  missionPhrase: [(_, m) => `Mission: ${m}.`, (n, m) => `${n.poss} mission: ${m}.`, (n, m) => `${n.poss} goal: ${m}.`],
  achievementFirst: [(n, x) => `${n.first} ${x}.`, (n, x) => `Results: ${n.first} ${x}.`, (n, x) => `Track record: ${n.first} ${x}.`],
  achievementNext: [(n, x) => `${n.first} also ${x}.`, (n, x) => `${n.first} ${x}.`, (n, x) => `Also, ${n.first} ${x}.`],
  achievementList: [(_, list) => `Highlights: ${list}.`, (_, list) => `Results: ${list}.`, (_, list) => `Track record: ${list}.`],
  cvPast: [(n, x) => `${n.first} ${x}.`, (n, x) => `Experience: ${n.first} ${x}.`, (n, x) => `Record: ${n.first} ${x}.`],
  cvPhrase: [(_, x) => `Background: ${x}.`, (_, x) => `Experience: ${x}.`, (_, x) => `In brief: ${x}.`],
  context: [(_, c) => `Current focus: ${c}.`, (_, c) => `Now: ${c}.`, (_, c) => `Today: ${c}.`],
  closing: [(n, aud) => `${n.first} welcomes contact from ${aud}.`, (n, aud) => `${n.first} wants to hear from ${aud}.`, (n, aud) => `${n.first} is open to work with ${aud}.`],
  closingPlain: [(n) => `Get in touch with ${n.first}.`, (n) => `${n.first} welcomes contact.`],
  url: [(_, url) => `More: ${url}.`, (_, url) => `Details: ${url}.`, (_, url) => `More at ${url}.`],
  quoteLead: [(n) => `In ${n.poss} words:`, (n) => `${n.first}:`, (n) => `As ${n.first} puts it:`],
};

export const THIRD_PERSON: Record<CommunicationStyle, ThirdPersonPhrases> = {
  professional,
  conversational,
  enthusiastic,
  concise,
};
