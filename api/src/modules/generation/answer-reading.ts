// What the answers say, in the forms sentences need: the reading the offline writer builds its texts from.
import type { PronounSet } from '@firstwords/contracts';
import {
  cleanAnswer,
  inRunningText,
  isEmptyAnswer,
  nounPhraseForms,
  sentencesOf,
  startsWithBaseVerb,
  startsWithPastVerb,
  gerundToBase,
  asSentence,
  isPastAndPresent,
  lowerFirst,
  withArticle,
  words,
  type NounPhraseForms,
} from './english.js';
import { readCv, type CvReading } from './cv-reading.js';
import type { IntroductionAnswers } from './generation.types.js';

/** Who the person is: a noun phrase ("an electrician who..."), a verb phrase ("help teams ship"), or their own sentences. */
type Identity =
  | { kind: 'noun'; phrase: string }
  | { kind: 'verb'; phrase: string }
  | { kind: 'own'; sentences: string[]; noun: string | null };

type Mission = { kind: 'verb'; phrase: string } | { kind: 'noun'; phrase: string };

type ContextKind = 'interview' | 'event' | 'profile' | 'website' | 'report' | 'proposal' | 'other';

interface Context {
  kind: ContextKind;
  /** What the occasion is for, as a noun phrase: "a lead installer job" from "Interview for a lead installer job". */
  aim: string | null;
  evening: boolean;
}

/** One achievement: a past verb phrase ("installed..."), a present one ("run..."), a sentence of the person's own, or a noun phrase. */
export interface Achievement {
  kind: 'past' | 'present' | 'own' | 'noun';
  text: string;
}

export interface Reading {
  fullName: string;
  firstName: string;
  /** "We are a family-run joinery...": the texts speak for the organisation. */
  organisation: boolean;
  pronouns: PronounSet | null;
  identity: Identity;
  /** The role in running text ("solar PV installer"), or null when it was written as a sentence of its own. */
  role: string | null;
  roleSentence: string | null;
  audience: NounPhraseForms;
  mission: Mission;
  context: Context;
  achievements: Achievement[];
  cv: CvReading;
  linkedinUrl: string | null;
}

const TITLES = /^(?:dr|mr|mrs|ms|mx|miss|prof|professor|sir|dame|rev)\.?$/i;

function readName(raw: string): { fullName: string; firstName: string } {
  // Angle brackets in a name are the person's punctuation, not markup: the words inside are kept.
  let fullName = cleanAnswer(raw.replace(/[<>]/g, ' '));
  if (fullName === fullName.toLowerCase()) fullName = fullName.replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const first = words(fullName).find((word) => !TITLES.test(word) && !/^["']/.test(word)) ?? fullName;
  return { fullName, firstName: first };
}

const FIRST_PERSON_SUBJECT = /^(?:i\s+am|i'm|im)\s+/i;
const ORGANISATION_SUBJECT = /^(?:we\s+are|we're)\s+/i;

/** Removes the person's own name from "I'm Grace, a nurse" so it is not said twice. */
function withoutOwnName(phrase: string, fullName: string): string {
  const names = words(fullName).filter((word) => !TITLES.test(word)).map((word) => word.toLowerCase());
  const list = words(phrase);
  let skip = 0;
  while (skip < list.length && names.includes((list[skip] ?? '').replace(/[,;:]$/, '').toLowerCase())) skip += 1;
  return skip > 0 && /[,;:]$/.test(list[skip - 1] ?? '') ? list.slice(skip).join(' ') : phrase;
}

function readIdentity(raw: string, fullName: string): { identity: Identity; organisation: boolean } {
  const sentences = sentencesOf(raw.replace(/<[^>]*>/g, ' ')).map(asSentence).filter(Boolean);
  const first = cleanAnswer(sentences[0] ?? '');
  if (/^we\b/i.test(first)) {
    const rest = first.replace(ORGANISATION_SUBJECT, '');
    return rest !== first
      ? { identity: { kind: 'noun', phrase: withArticle(inRunningText(rest)) }, organisation: true }
      : { identity: { kind: 'verb', phrase: first.replace(/^we\s+/i, '') }, organisation: true };
  }
  if (FIRST_PERSON_SUBJECT.test(first)) {
    const noun = withoutOwnName(first.replace(FIRST_PERSON_SUBJECT, ''), fullName);
    if (sentences.length === 1) return { identity: { kind: 'noun', phrase: withArticle(inRunningText(noun)) }, organisation: false };
    return { identity: { kind: 'own', sentences, noun: withArticle(inRunningText(noun)) }, organisation: false };
  }
  if (/^i\s/i.test(first)) {
    const verb = first.replace(/^i\s+/i, '');
    if (sentences.length === 1 && !/\b(?:i|my|me)\b/i.test(verb)) return { identity: { kind: 'verb', phrase: verb }, organisation: false };
    return { identity: { kind: 'own', sentences: sentences.map((sentence) => sentence.replace(/^i\s/, 'I ')), noun: null }, organisation: false };
  }
  const phrase = inRunningText(cleanAnswer(first));
  if (startsWithBaseVerb(phrase)) return { identity: { kind: 'verb', phrase }, organisation: false };
  return { identity: { kind: 'noun', phrase: withArticle(phrase) }, organisation: false };
}

const MISSION_LEAD =
  /^(?:(?:my|our)\s+(?:mission|goal|aim|purpose|vision)\s+(?:is|:)\s*|i\s+(?:want|aim|hope|plan|strive|love)\s+to\s+|we\s+(?:want|aim|hope|exist)\s+to\s+|to\s+)/i;

function readMission(raw: string): Mission {
  const [first = ''] = sentencesOf(raw).map(cleanAnswer).filter(Boolean);
  const phrase = lowerFirst(first.replace(MISSION_LEAD, '').replace(/^to\s+/i, ''));
  const fromGerund = gerundToBase(phrase);
  if (fromGerund) return { kind: 'verb', phrase: fromGerund };
  if (startsWithBaseVerb(phrase)) return { kind: 'verb', phrase };
  return { kind: 'noun', phrase };
}

const CONTEXT_KINDS: Array<[ContextKind, RegExp]> = [
  ['interview', /\binterview|\bapplying|\bapplication\b|\bhiring\b|\bjob\b|\brole\b/i],
  ['event', /\bevent|\bnetworking|\bconference|\bmeet-?up|\bsummit|\bpanel|\btalk\b|\bpitch|\bevening|\bbreakfast|\bfair\b|\bexpo\b|\bworkshop|\bwebinar|\bdemo day/i],
  ['profile', /\blinkedin|\bprofile|\bbio\b/i],
  ['website', /\bwebsite|\babout (?:us|page)|\bportfolio/i],
  ['report', /\breport\b|\bnewsletter|\bannual/i],
  ['proposal', /\bproposal|\btender|\bbid\b|\bgrant/i],
];

function readContext(raw: string): Context {
  const occasion = inRunningText(cleanAnswer(raw).replace(/["']/g, ''));
  const kind = CONTEXT_KINDS.find(([, pattern]) => pattern.test(occasion))?.[0] ?? 'other';
  const aimMatch = occasion.match(/\b(?:for|as)\s+(?:the\s+|an?\s+)?(.+?(?:job|role|position|post|opening|vacancy)\b(?:\s+(?:at|with|in)\s+[^,;.]+)?)/i);
  return {
    kind,
    aim: kind === 'interview' && aimMatch?.[1] ? withArticle(aimMatch[1]) : null,
    evening: /\b(?:evening|night|dinner|drinks)\b/i.test(occasion),
  };
}

/** Items split on lines, bullets and semicolons; "N/A" and the like are no items. */
function itemsOf(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(/\n|;|\s•\s|\s-\s(?=\p{Lu})/u)
    .map((item) => cleanAnswer(item.replace(/^\s*(?:[-*•·–—]|\d+[.)])\s*/, '')))
    .filter((item) => item && !isEmptyAnswer(item));
}

function readAchievement(item: string): Achievement {
  if (/^(?:i|we)\s/i.test(item) || /\b(?:i|my|me|we|our)\b/i.test(item)) {
    const verbPhrase = item.replace(/^(?:i|we)\s+/i, '');
    if (verbPhrase !== item && startsWithPastVerb(verbPhrase) && !/\b(?:i|my|me)\b/i.test(verbPhrase)) return { kind: 'past', text: lowerFirst(verbPhrase) };
    if (/^(?:i|we)\s/i.test(item)) return { kind: 'own', text: asSentence(item.replace(/^i\s/, 'I ')) };
  }
  const lowered = lowerFirst(item);
  if (startsWithPastVerb(lowered) || isPastAndPresent(lowered)) return { kind: 'past', text: lowered };
  if (startsWithBaseVerb(lowered)) return { kind: 'present', text: lowered };
  return { kind: 'noun', text: lowered };
}

export function readAnswers(typed: IntroductionAnswers): Reading {
  const given = (value: string) => (isEmptyAnswer(cleanAnswer(value)) ? '' : value);
  const answers = { ...typed, identity: given(typed.identity), role: given(typed.role), audience: given(typed.audience), mission: given(typed.mission), context: given(typed.context) };
  const { fullName, firstName } = readName(answers.fullName);
  const { identity, organisation } = readIdentity(answers.identity, fullName);
  const roleText = cleanAnswer(answers.role);
  const roleIsSentence = /^(?:i|we)\s/i.test(roleText);
  const mission = readMission(answers.mission);
  const url = cleanAnswer(answers.linkedinUrl);
  const achievements = itemsOf(answers.achievements).map(readAchievement);
  const cv = readCv(answers.cvText ?? '');
  return {
    fullName,
    firstName: organisation ? fullName : firstName,
    organisation,
    pronouns: answers.pronouns ?? null,
    identity,
    role: roleIsSentence ? null : inRunningText(roleText.split(/[,;(]|\s[-–—]\s/)[0] ?? roleText),
    roleSentence: roleIsSentence ? asSentence(roleText.replace(/^i\s/, 'I ')) : null,
    audience: nounPhraseForms(inRunningText(cleanAnswer(answers.audience))),
    mission,
    context: readContext(answers.context),
    achievements,
    cv: { ...cv, work: cv.work.filter((line) => !achievements.some(({ text }) => line.includes(text) || text.includes(line))) },
    linkedinUrl: url && !isEmptyAnswer(url) ? url.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/$/, '') : null,
  };
}
