// The LinkedIn headline (docs/product.md, The LinkedIn headline): short phrases under the name, from who the person
// is, what they do and for whom, and their strongest achievements, joined in the chosen style.
import { type CommunicationStyle, measureLength } from '@firstwords/contracts';
import { type Achievement, isTimeSpent } from '../reading/achievement-reading.js';
import { mottoOf, type Reading } from '../reading/answer-reading.js';
import { capitalise, cleanAnswer, partsOutsideBrackets, toGerund, withoutArticle, words } from '../english/english.js';
import { slotsFor } from '../sentences/slots.js';
import { FIRST_PERSON, PLURAL_FIRST_PERSON } from '../english/text-utils.js';
import { isBaseVerb } from '../english/word-classes.js';
import { voiceFor } from '../sentences/voice.js';

/** "I run a bakery" → "running a bakery"; "I'm looking for a role" → "looking for a role". */
function doingOf(roleSentence: string): string | null {
  const doing = roleSentence.replace(/[.!?]$/, '');
  const already = doing.match(/^(?:I'm|I am|we're|we are)\s+(\p{L}+ing\b.*)$/iu)?.[1];
  return already ?? toGerund(doing.replace(/^(?:I|we)\s+/i, ''));
}

/** A longer phrase crowds out the others: LinkedIn shows about a line and a half of the headline. */
const PHRASE_MAX = 90;
/** A second title longer than this is a description, not a title. */
const ALSO_MAX = 60;
/** Achievements a headline may choose among, strongest first; a regeneration moves on to the next. */
const PROOF_CHOICES = 3;

interface Phrases {
  /** Who the person is: "Solar PV installer". */
  who: string | null;
  /** Who else they say they are, when it is not the role in other words: "Founder" beside "Designer". */
  also: string | null;
  /** What they do, each a gerund phrase in running text: "helping homeowners cut their energy bills". */
  work: string[];
  /** The mission as a gerund and an infinitive ("help homeowners ..."), for "On a mission to ...". */
  mission: { ing: string; inf: string } | null;
  proof: string[];
}

/** A phrase that speaks as someone ("my clients", "we") is no headline's, nor one that crowds out the rest. */
const usable = (phrase: string | null | undefined): phrase is string =>
  Boolean(phrase) && !FIRST_PERSON.test(phrase ?? '') && !PLURAL_FIRST_PERSON.test(phrase ?? '') && (phrase ?? '').length <= PHRASE_MAX;

/** An achievement as a headline says it: a deed by its verb ("Ran 3 clinics"), anything else as typed; the person's own sentences are left out. */
function proofPhrase(achievement: Achievement): string | null {
  if (achievement.kind === 'own') return null;
  // "12 years as Chief Accountant" tells best as typed.
  if (isTimeSpent(achievement)) return withoutArticle(cleanAnswer(achievement.typed));
  // "Ran reading clubs since 2015" is still done: "Running reading clubs since 2015".
  // A count since then is a total so far, no doing now: "Over 600 families helped since setting up the practice", as
  // typed; so is a running total with no "since" ("Trained 40+ specialist nurses", never "Training 40+ ...").
  if (
    achievement.kind === 'deed' &&
    achievement.tense === 'perfect' &&
    (/^(?:(?:over|nearly|almost|about|around|more than)\s+)?\d/iu.test(achievement.typed) || !/\bsince\b/i.test(achievement.text))
  )
    return withoutArticle(cleanAnswer(achievement.typed));
  if (achievement.kind === 'deed') return achievement.tense === 'past' ? achievement.text : toGerund(achievement.text);
  // "Supply 14 care homes", the organisation's now: what it does, as a deed of the person's would be.
  if (achievement.organisation && isBaseVerb(words(achievement.typed)[0]?.toLowerCase() ?? ''))
    return toGerund(cleanAnswer(achievement.typed));
  return withoutArticle(cleanAnswer(achievement.typed));
}

const CLAUSE = /,\s|\s(?:who|that|which)\s/;
/** What comes before the first clause, a note in brackets whole: "Ex-army (Royal Logistic Corps, 12 years)". */
const beforeClause = (text: string) => partsOutsideBrackets(text, CLAUSE)[0] ?? text;

/** "Head of maths" and "maths teacher" say one thing twice. */
const sharesWord = (a: string, b: string) => {
  const stems = (text: string) => (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5));
  return stems(a).some((stem) => stems(b).includes(stem));
};

/**
 * Who the person is, as a title: the role and identity said once ("Senior product designer"), or, when that runs
 * to a clause ("electrician who retrained as a solar installer"), the role as typed, or the part before the clause when
 * it goes on from the role.
 */
function whoOf(reading: Reading, merged: string | undefined): string | null {
  // Merged and too long for a title ("owner of Lindgren Lera studio and a ceramicist in Stockholm making ..."): the role.
  if (merged && !CLAUSE.test(merged) && (usable(withoutArticle(merged)) || !reading.role)) return withoutArticle(merged);
  // "pharmacist from Kano, Nigeria" goes on from the role "pharmacist": its first part says more.
  const head = merged === undefined ? undefined : beforeClause(merged);
  const goesOn = head && reading.role && withoutArticle(head).toLowerCase().startsWith(`${reading.role.toLowerCase()} `);
  const title = goesOn ? head : (reading.role ?? head);
  return title === undefined ? null : withoutArticle(title);
}

function headlinePhrases(reading: Reading): Phrases {
  const slots = slotsFor(reading, voiceFor(reading, 'first'), false);
  const who = whoOf(reading, slots.role ?? slots['identity.a']);
  // The identity has a slot of its own only when it says more than the role (slots.ts, identityAndRole); merged into a
  // role that runs to a clause ("ex-army (...), now shift manager at ..."), its first part is still more than the title.
  const merged = slots.role !== undefined && who !== null && !withoutArticle(slots.role).startsWith(who) ? slots.role : undefined;
  const identity = slots['identity.a'] === undefined ? merged && beforeClause(merged) : beforeClause(slots['identity.a']);
  const also = slots.role && identity ? withoutArticle(identity) : null;
  const roleDoing = reading.roleSentence && doingOf(reading.roleSentence);
  const identityDoing = slots['identity.vp'] && toGerund(slots['identity.vp']);
  const proof = [...reading.achievements]
    .sort((a, b) => b.strength - a.strength)
    .map(proofPhrase)
    .filter(usable)
    .slice(0, PROOF_CHOICES);
  return {
    who: usable(who) ? who : null,
    also: usable(also) && also.length <= ALSO_MAX && !sharesWord(also, who ?? '') ? also : null,
    // Not the audience: "working with hiring managers" would say who reads the texts, not whom the person works with.
    // A mission typed as a noun says something in a headline when it is a phrase ("a world where every child can
    // read"); a word alone ("Growth") does not.
    work: [
      // A step to come is aimed at, never done yet: "Aiming to manage a cafe", not "Managing a cafe".
      reading.missionToCome && slots['mission.inf'] ? `Aiming to ${slots['mission.inf']}` : slots['mission.ing'],
      roleDoing,
      identityDoing,
      (slots['mission.np']?.split(' ').length ?? 0) > 2 ? slots['mission.np'] : null,
      mottoOf(reading.mission),
    ].filter(usable),
    mission: usable(slots['mission.ing']) && usable(slots['mission.inf']) ? { ing: slots['mission.ing'], inf: slots['mission.inf'] } : null,
    proof,
  };
}

export interface HeadlineRequest {
  style: CommunicationStyle;
  variant: number;
  /** The headline ends within this many characters. */
  within: number;
  /** How many achievements it names, when they fit. */
  proofs: number;
}

/** The achievements a concise headline names by default, and any other. */
export const headlineProofs = (style: CommunicationStyle) => (style === 'concise' ? 0 : 1);

/** Each candidate headline, fullest first. */
function candidates(phrases: Phrases, { style, variant, proofs }: HeadlineRequest): string[] {
  const turn = <T>(list: readonly T[]) => list.map((_, index) => list[(index + variant) % list.length] as T);
  const [work] = turn(phrases.work);
  const proof = turn(phrases.proof);
  // "On a mission to ..." says the mission with some energy; any other work is said as it is.
  const doing =
    style === 'enthusiastic' && phrases.mission && work === phrases.mission.ing ? `on a mission to ${phrases.mission.inf}` : work;
  const headline = (withAlso: boolean, withWork: boolean, named: number) => {
    const also = withAlso ? phrases.also : null;
    const said = withWork ? doing : undefined;
    // "UX designer helping start-ups ..." reads as one; after a place or a clause ("at an NHS trust") it would not.
    const joined =
      style === 'conversational' &&
      phrases.who &&
      !also &&
      /^\p{L}+ing\s/u.test(said ?? '') &&
      !/\s(?:at|in|of|for|with|on)\s|\p{L}ing\b/u.test(phrases.who);
    const lead = joined ? [`${phrases.who} ${said}`] : [phrases.who, also, said];
    const parts = [...lead, ...proof.slice(0, named)].filter((part): part is string => Boolean(part)).map(capitalise);
    return parts.join(style === 'conversational' ? ' · ' : ' | ');
  };
  const most = Math.min(proofs, proof.length);
  const counts = Array.from({ length: most + 1 }, (_, index) => most - index);
  // The second title goes first, then the achievements from the last, then the work.
  const all = [
    headline(true, true, most),
    ...counts.map((named) => headline(false, true, named)),
    ...counts.map((named) => headline(false, false, named)),
  ];
  return [...new Set(all)].filter(Boolean);
}

/**
 * The headline for these answers: the fullest that fits `within` and passes `passes` (the quality gate), else the
 * shortest. Empty only when the answers give nothing a headline can say.
 */
export function composeHeadline(reading: Reading, request: HeadlineRequest, passes: (text: string) => boolean): string {
  const all = candidates(headlinePhrases(reading), request);
  // With no role, work or achievement to say, the mission in the person's words ("Everyone deserves a good lawyer").
  const mission =
    reading.mission?.kind === 'clause' || reading.mission?.kind === 'adjective'
      ? capitalise(reading.mission.text.replace(/[.!?]$/, ''))
      : null;
  if (all.length === 0 && usable(mission)) all.push(mission);
  const fitting = all.filter((text) => measureLength(text, 'characters') <= request.within);
  return fitting.find(passes) ?? fitting.at(-1) ?? all.at(-1) ?? '';
}
