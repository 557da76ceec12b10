// The answers as slot values for the phrase tables, in the first person ("I") or the third (name or pronoun).
import type { Achievement, Reading } from './answer-reading.js';
import type { CvRole } from './cv-reading.js';
import { capitalise, joinList, pastToParticiple, toGerund, toThirdPersonSingular, withArticle, words } from './english.js';
import { HISTORY_PHRASES, WHEN } from './phrases.js';
import { escapeRegExp } from './text-utils.js';

export type Slots = Record<string, string | undefined>;

/** Which answer each slot carries, so a text uses each answer once (the name and role may recur). */
export const SLOT_ANSWERS: Record<string, string> = {
  mission: 'mission', missionIng: 'mission', missionNoun: 'mission',
  identity: 'identity', identityVerb: 'identity', identityVerb3: 'identity', identityOwn: 'identity', identityOwn3: 'identity',
  audience: 'audience', anAudience: 'audience',
  done: 'achievements', did: 'achievements', doing: 'achievements', doing3: 'achievements', highlights: 'achievements', own: 'achievements',
  workDone: 'work', workDid: 'work', workDoing: 'work', history: 'history', qualifications: 'qualifications',
  aim: 'context', thisAim: 'context', when: 'context',
  url: 'url', aRole: 'role', roleOwn: 'role', roleVerb3: 'role',
};

export interface Person {
  subject: string;
  possessive: string;
  object: string;
  is: string;
  has: string;
  /** Takes "runs", not "run". */
  singular: boolean;
  named: boolean;
}

const PRONOUNS: Record<string, Omit<Person, 'named'>> = {
  'she/her': { subject: 'she', possessive: 'her', object: 'her', is: 'is', has: 'has', singular: true },
  'he/him': { subject: 'he', possessive: 'his', object: 'him', is: 'is', has: 'has', singular: true },
  'they/them': { subject: 'they', possessive: 'their', object: 'them', is: 'are', has: 'have', singular: false },
};

export function thirdPerson(reading: Reading): Person {
  // An organisation's profile speaks of it as "the team": "Since 1998 the team has fitted...".
  if (reading.organisation) return { subject: 'the team', possessive: 'its', object: 'the team', is: 'is', has: 'has', singular: true, named: false };
  const pronoun = reading.pronouns ? PRONOUNS[reading.pronouns] : undefined;
  if (pronoun) return { ...pronoun, named: false };
  return { subject: reading.firstName, possessive: 'the', object: reading.firstName, is: 'is', has: 'has', singular: true, named: true };
}

/** "I run a team and love my work" → "she runs a team and loves her work"; null when a first-person word is left. */
function toThirdPerson(text: string, person: Person): string | null {
  // Without a pronoun every "I" would become the name: one is enough.
  if (person.named && (text.match(/\b(?:I|I'm|I've|me|my|myself)\b/gi) ?? []).length > 1) return null;
  const out = text
    .replace(/\b(?:I am|I'm|we are|we're)\b/gi, `${person.subject} ${person.is}`)
    .replace(/\b(?:I|we) was\b|\bwe were\b/gi, `${person.subject} ${person.singular ? 'was' : 'were'}`)
    .replace(/\b(?:I have|I've|we have|we've)\b/gi, `${person.subject} ${person.has}`)
    .replace(/\b(?:I|we) (had|would|will|could|can|should|might|must)\b/gi, `${person.subject} $1`)
    .replace(/\b(?:I|we) (\p{L}+)/giu, (_, verb: string) => `${person.subject} ${person.singular ? (toThirdPersonSingular(verb) ?? verb) : verb}`)
    .replace(/\b(?:my|our)\b/gi, person.possessive)
    .replace(/\b(?:me|us)\b/gi, person.named ? 'me' : person.object);
  return /\b(?:I|me|my|mine|myself|we|us|our|ours)\b/i.test(out) ? null : out;
}

const list = (items: readonly string[]) => (items.length ? joinList(items) : undefined);

function allOrNothing(items: readonly string[], transform: (item: string) => string | null): string | undefined {
  const out = items.map(transform);
  return out.every((item): item is string => item !== null) ? list(out) : undefined;
}

function fill(pattern: string, values: Record<string, string | boolean>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** The jobs from a CV, newest first; a profile without pronouns lists them, as each sentence would need the name. */
function historySentences(roles: readonly CvRole[], voice: 'first' | 'third', person: Person): string | undefined {
  const tidy = (text: string) => text.replace(/\s+([.,])/g, '$1');
  if (voice === 'third' && !person.named) return capitaliseSentences(toThirdPerson(historySentences(roles, 'first', person) ?? '', person) ?? undefined);
  if (voice === 'third') {
    const items = roles.map((role) => fill(HISTORY_PHRASES.thirdRole, { ...role }).trim());
    return tidy(fill(HISTORY_PHRASES.third, { roles: joinList(items) }));
  }
  return roles
    .map((role, index) => {
      const pattern = index === 0 ? HISTORY_PHRASES[role.current ? 'current' : 'past'] : HISTORY_PHRASES.earlier[(index - 1) % 2] ?? '';
      return tidy(fill(pattern, { ...role, aTitle: withArticle(role.title) }));
    })
    .join(' ');
}

/** The achievements of one kind as slot values; proofs are written one kind at a time. */
export function achievementSlots(items: readonly Achievement[], voice: 'first' | 'third', person: Person): Slots {
  const of = (kind: Achievement['kind']) => items.filter((item) => item.kind === kind).map((item) => item.text);
  const third = (text: string) => (voice === 'first' ? text : toThirdPerson(text, person));
  const own = of('own').map(third);
  return {
    did: list(of('past')),
    done: allOrNothing(of('past'), pastToParticiple),
    doing: list(of('present')),
    doing3: person.singular ? allOrNothing(of('present'), toThirdPersonSingular) : list(of('present')),
    highlights: allOrNothing(of('noun'), (text) => (voice === 'first' ? text : toThirdPerson(text, person))),
    own: own.every(Boolean) && own.length ? capitaliseSentences(own.join(' ')) : undefined,
  };
}

/** Who the person is, said once: an identity that only repeats the role is dropped, one that refines it is merged. */
function identityAndRole(reading: Reading, voice: 'first' | 'third'): { role?: string; identity?: string } {
  const { identity: read } = reading;
  const identity = read.kind === 'noun' ? read.phrase : read.kind === 'own' && voice === 'third' ? (read.noun ?? undefined) : undefined;
  // An organisation is what it is; the role answered is the person filling in the form.
  if (reading.organisation) return { role: identity };
  const role = reading.role ?? undefined;
  if (!role || !identity) return { role, identity };
  const bare = identity.replace(/^(?:an?|the)\s+/i, '');
  const roleHead = words(role).pop()?.toLowerCase();
  const identityHead = words(bare.split(/\s(?:who|that|which|with|at|in|for|and)\s/)[0] ?? bare).pop()?.toLowerCase();
  if (bare.toLowerCase() === role.toLowerCase() || role.toLowerCase().includes(bare.toLowerCase())) return { role };
  if (new RegExp(`\\b${escapeRegExp(role)}\\b`, 'i').test(bare)) return { role: bare };
  if (roleHead && roleHead === identityHead) {
    const rest = bare.slice(bare.toLowerCase().indexOf(roleHead) + roleHead.length);
    return { role: `${role}${rest}` };
  }
  return { role, identity };
}

const capitaliseSentences = (text: string | undefined) => text?.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

export function slotsFor(reading: Reading, voice: 'first' | 'third'): Slots {
  const person = thirdPerson(reading);
  const { role, identity } = identityAndRole(reading, voice);
  const { mission, context, audience, cv } = reading;
  const third = (text: string | undefined) => (text === undefined || voice === 'first' ? text : (toThirdPerson(text, person) ?? undefined));
  const own = reading.identity.kind === 'own' ? reading.identity.sentences.join(' ') : undefined;
  const verbIdentity = reading.identity.kind === 'verb' ? reading.identity.phrase : undefined;
  const roleVerb = reading.roleSentence?.replace(/^I\s+/, '');
  const thirdMission = toThirdPerson(mission.phrase, person) ?? undefined;
  // The focus sentence of a profile names no one, so the name can alternate with it.
  const missionText = voice === 'first' ? mission.phrase : person.named && thirdMission?.includes(person.subject) ? undefined : thirdMission;
  return {
    name: reading.fullName,
    first: reading.firstName,
    Subject: capitalise(person.subject),
    subject: person.subject,
    possessive: person.possessive,
    is: person.is,
    has: person.has,
    aRole: role && withArticle(role),
    roleOwn: voice === 'first' ? (reading.roleSentence ?? undefined) : undefined,
    roleVerb3: roleVerb && third(`I ${roleVerb}`)?.replace(/^\S+\s/, ''),
    identity: voice === 'first' ? identity : third(identity),
    identityVerb: verbIdentity,
    identityVerb3: verbIdentity && (person.singular ? (toThirdPersonSingular(verbIdentity) ?? undefined) : verbIdentity),
    identityOwn: voice === 'first' ? own : undefined,
    identityOwn3: voice === 'third' && own && !identity ? capitaliseSentences(third(own)) : undefined,
    mission: mission.kind === 'verb' ? missionText : undefined,
    missionIng: mission.kind === 'verb' && missionText ? (toGerund(missionText) ?? undefined) : undefined,
    missionNoun: mission.kind === 'noun' ? missionText : undefined,
    // A long audience is cut at its first clause, so the invitation stays one readable sentence.
    audience: voice === 'third' && /\b(?:I|me|my|we|our|us)\b/i.test(audience.plural) ? undefined : words(audience.plural).length > 14 ? (audience.plural.split(/,\s|\s(?:who|that|which)\s/)[0] ?? audience.plural) : audience.plural,
    anAudience: audience.singular ?? undefined,
    audienceAre: /^(?:anyone|everyone|everybody|anybody|someone|somebody)\b/i.test(audience.plural) ? 'is' : 'are',
    aim: context.aim ?? undefined,
    thisAim: context.aim?.replace(/^(?:an?|the)\s+/i, 'this ') ?? undefined,
    when: context.kind === 'event' ? (context.evening ? WHEN.evening : WHEN.other) : '',
    workDid: voice === 'third' && person.named ? undefined : allOrNothing(cv.work, (line) => third(line) ?? null),
    workDoing: allOrNothing(cv.work, toGerund),
    workDone: allOrNothing(cv.work, pastToParticiple),
    history: cv.roles.length ? historySentences(cv.roles, voice, person) : undefined,
    qualifications: list(cv.qualifications),
    url: reading.linkedinUrl ?? undefined,
  };
}
