// One text drafted from the reading: the parts of an arrangement in order, each a sentence from the phrase tables
// with the answers in the forms it asks for, or a block of sentences (achievements, career, qualifications).
import type { CommunicationStyle, Purpose } from '@firstwords/contracts';
import { AWARD_VERBS, strongest, type Achievement } from './achievement-reading.js';
import type { Reading } from './answer-reading.js';
import { careerSentences, qualificationSentences, type CareerVoice } from './career-sentences.js';
import { capitalise, joinList, words } from './english.js';
import { ARRANGEMENTS, BLOCK_PARTS, patternsFor, type Part } from './phrases.js';
import { gerundOf, proofSentences } from './proof-sentences.js';
import { answerOf, PERSON_SLOTS, RECURRING_ANSWERS, slotsFor, type Slots } from './slots.js';
import { inVoice, voiceFor, type Voice } from './voice.js';

export interface Draft {
  reading: Reading;
  purpose: Purpose;
  style: CommunicationStyle;
  /** Picks the wording among the patterns that fit; the version moves it on. */
  seed: number;
  variant: number;
  /** Which of the purpose's arrangements. */
  arrangement: number;
  dropped: ReadonlySet<Part>;
  /** How many achievements the text says, strongest first. */
  achievementLimit: number;
  /** The first sentence ends within this many characters (LinkedIn's hook). */
  firstSentenceWithin: number;
}

const THIRD_PERSON_PURPOSES: ReadonlySet<Purpose> = new Set(['business']);

const slotNames = (pattern: string) => [...pattern.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1] ?? '');
const lowerKey = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function slotValue(slots: Slots, name: string): string | undefined {
  if (slots[name] !== undefined) return slots[name];
  const value = slots[lowerKey(name)];
  return value === undefined ? undefined : capitalise(value);
}

/** The answer a slot says; "identity.more" is the identity's further sentences, an answer of their own. */
const answerKey = (name: string) => (name.endsWith('.more') ? `${answerOf(name)}More` : answerOf(name));

function render(pattern: string, slots: Slots): string {
  return pattern
    .replace(/\{([\w.]+)\}/g, (_, name: string) => slotValue(slots, name) ?? '')
    .replace(/\s+([.,!?;])/g, '$1')
    .replace(/([.!?])\1+/g, '$1')
    .replace(/([.!?])[.!]/g, '$1');
}

interface Choice {
  sentence: string;
  answers: string[];
}

/** A sentence that joins two answers stays readable aloud. */
const JOINED_MAX_WORDS = 35;

/**
 * The patterns whose forms are all available and whose answers are not yet said; the richest win, and the seed picks
 * among them. An answer with no part of its own in this text (`homeless`: the role, always) counts twice, so the
 * sentence that can say it does.
 */
function choose(
  patterns: readonly string[],
  slots: Slots,
  used: ReadonlySet<string>,
  pick: number,
  maxLength: number,
  homeless: ReadonlySet<string>,
): Choice | null {
  const fits = (list: readonly string[]) =>
    list
      .map((pattern) => {
        const names = slotNames(pattern);
        const said = [...new Set(names.map(answerKey).filter((answer) => !PERSON_SLOTS.has(answer)))];
        const answers = said.filter((answer) => !RECURRING_ANSWERS.has(answer));
        const usable =
          names.every((name) => (slotValue(slots, name) ?? '').trim() !== '' || name === 'when') &&
          answers.every((answer) => !used.has(answer));
        return usable
          ? { sentence: render(pattern, slots), answers, richness: said.length + said.filter((answer) => homeless.has(answer)).length }
          : null;
      })
      .filter((choice): choice is Choice & { richness: number } => choice !== null && choice.sentence.length <= maxLength)
      .filter((choice) => choice.richness < 3 || words(choice.sentence).length <= JOINED_MAX_WORDS);
  const best = (list: readonly string[], relaxed: boolean) => {
    const candidates = fits(list);
    // The richest patterns, and those one answer short of them, so that versions can differ; a last resort is the richest.
    const richest = Math.max(...candidates.map((choice) => choice.richness));
    const top = candidates.filter(
      (choice) => choice.richness === richest || (relaxed && choice.richness >= 1 && choice.richness >= richest - 1),
    );
    return top.length ? (top[pick % top.length] ?? null) : null;
  };
  return (
    best(
      patterns.filter((pattern) => !pattern.startsWith('~')),
      true,
    ) ??
    best(
      patterns.filter((pattern) => pattern.startsWith('~')).map((pattern) => pattern.slice(1)),
      false,
    )
  );
}

const PRONOUN_SLOT = /\{(?:subject|Subject|object|possessive|Possessive|mission\.s|identity\.s)\}/;
/** Sentences of the person's own, which name them by their first name in a profile without pronouns. */
const OWN_SENTENCE_SLOT = /\{(?:mission\.s|identity\.s)\}/;

/** Said of a person, not of an organisation speaking as "we" ("Our name is ..., and we work as ..."). */
const PERSON_ONLY = /\bname is\b|\bwork as\b/i;

function careerVoice(voice: Voice, style: CommunicationStyle): CareerVoice {
  return voice.person === 'first' ? { person: 'first', formal: style === 'professional' } : { ...voice, person: 'third' };
}

/** The achievements a purpose says: all of them on a page, the strongest in a spoken text, led by those the advert asks for. */
function achievementsFor(draft: Draft): Achievement[] {
  const { achievements } = draft.reading;
  const count = { linkedin: achievements.length, business: achievements.length, job: 2, pitch: 1 }[draft.purpose];
  const chosen = strongest(achievements, Math.min(count, draft.achievementLimit));
  return draft.purpose === 'job' || draft.purpose === 'pitch'
    ? [...chosen.filter((item) => item.matchesAdvert), ...chosen.filter((item) => !item.matchesAdvert)]
    : chosen;
}

function blockSentences(draft: Draft, part: Part, voice: Voice): string[] {
  const { reading, style, variant } = draft;
  if (part === 'proof') return proofSentences(achievementsFor(draft), voice, style, variant);
  if (part === 'career') return [careerSentences(reading.career.roles, careerVoice(voice, style), variant)].filter(Boolean);
  if (part === 'qualifications')
    return [qualificationSentences(reading.career.qualifications, careerVoice(voice, style), variant)].filter(Boolean);
  const typed = reading.achievements.map((item) => item.typed.toLowerCase());
  // Two lines at most: a third makes a sentence too long to read aloud.
  const work = reading.career.work
    .filter((line) => !typed.some((item) => item.includes(line.toLowerCase()) || line.toLowerCase().includes(item)))
    .slice(0, 2);
  // "Educated privately in mathematics" is said with its "was".
  const passive = work.filter((line) => AWARD_VERBS.test(words(line)[0] ?? ''));
  const active = work.filter((line) => !passive.includes(line));
  const sentences: string[] = [];
  if (passive.length) sentences.push(`${capitalise(voice.subject)} ${voice.was} also ${joinList(passive)}.`);
  if (voice.named) {
    // Without pronouns, the name is not said again: "Other experience includes leading a team...".
    const doing = active.map(gerundOf);
    if (doing.length && doing.every(Boolean)) sentences.push(`Other experience includes ${joinList(doing as string[])}.`);
    return sentences;
  }
  const said = active.map((line) => inVoice(`I ${line}`, voice)?.replace(/^\S+\s/, '') ?? null);
  if (said.length && said.every((line) => line !== null))
    sentences.push(`${capitalise(voice.subject)} also ${joinList(said as string[])}.`);
  return sentences;
}

/**
 * Without pronouns, the name may not open two sentences running: a sentence that would is moved after the next one
 * that does not name the person, or, when none follows, joined to the one before when both start with the name.
 */
function spaceNames(sentences: readonly string[], name: string, fullName: string): string[] {
  const named = (sentence: string | undefined) => sentence !== undefined && sentence.includes(name);
  // "Dr. Kim Lee, a designer, is ..." has the person as its subject as much as "Kim is ..." has.
  const opensWithName = (sentence: string | undefined): sentence is string =>
    sentence !== undefined &&
    (sentence.startsWith(`${name} `) || sentence.startsWith(`${fullName} `) || sentence.startsWith(`${fullName},`));
  const rest = [...sentences];
  const out: string[] = [];
  while (rest.length) {
    const previous = out[out.length - 1];
    // The closing sentence stays last.
    const swap = named(previous) && named(rest[0]) ? rest.slice(0, -1).findIndex((sentence) => !named(sentence)) : -1;
    if (swap > 0) out.push(...rest.splice(swap, 1));
    else if (opensWithName(previous) && rest[0]?.startsWith(`${name} `) && words(previous).length + words(rest[0]).length <= 40) {
      const sentence = rest.shift() ?? '';
      out[out.length - 1] =
        `${(previous ?? '').replace(/[.!]$/, '')}${(previous ?? '').includes(' and ') ? ', and ' : ' and '}${sentence.slice(name.length + 1)}`;
    } else out.push(rest.shift() ?? '');
  }
  return out;
}

/** "I'm Hartley & Sons" → "We're Hartley & Sons": first-person texts speak for an organisation as "we". */
function asOrganisation(text: string): string {
  return text
    .replace(/\bI'm\b/g, "we're")
    .replace(/\bI am\b/g, 'we are')
    .replace(/\bI was\b/g, 'we were')
    .replace(/\bI(?='ve|'d|'ll)/g, 'we')
    .replace(/\bI\b/g, 'we')
    .replace(/\bmyself\b/g, 'ourselves')
    .replace(/\b([Mm])y\b/g, (_, m: string) => (m === 'M' ? 'Our' : 'our'))
    .replace(/\bme\b/g, 'us')
    .replace(/(^|[.!?]\s+|\n)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The job answer and the pitch are for the advert's role, where one was given (docs/product.md, Adverts). */
const forAdvert = (reading: Reading): Reading =>
  reading.advertAim ? { ...reading, context: { ...reading.context, aim: reading.advertAim } } : reading;

const slotCache = new WeakMap<Reading, Map<string, Slots>>();
function cachedSlots(reading: Reading, voice: Voice, contract: boolean, tailored: boolean): Slots {
  const byVoice = slotCache.get(reading) ?? new Map<string, Slots>();
  slotCache.set(reading, byVoice);
  const key = `${voice.person}:${contract}:${tailored}`;
  const slots = byVoice.get(key) ?? slotsFor(tailored ? forAdvert(reading) : reading, voice, contract);
  byVoice.set(key, slots);
  return slots;
}

export function writeDraft(draft: Draft): string {
  const { reading, purpose, style } = draft;
  const voice = voiceFor(reading, THIRD_PERSON_PURPOSES.has(purpose) ? 'third' : 'first');
  const slots = cachedSlots(reading, voice, style !== 'professional', purpose === 'job' || purpose === 'pitch');
  const used = new Set<string>();
  // Without pronouns a profile has no sentence of its own for who the person is: the name's sentence says it.
  const homeless = new Set(voice.named ? ['role', 'identity'] : ['role']);
  const paragraphs: string[][] = [[]];
  const arrangements = ARRANGEMENTS[purpose];
  const parts = arrangements[draft.arrangement % arrangements.length] ?? [];
  parts.forEach((part) => {
    const paragraph = paragraphs[paragraphs.length - 1] ?? [];
    if (part === null) paragraphs.push([]);
    else if (draft.dropped.has(part)) return;
    else if (BLOCK_PARTS.has(part)) paragraph.push(...blockSentences(draft, part, voice));
    else {
      const all = patternsFor(purpose, part, style);
      const patterns = reading.organisation ? all.filter((pattern) => !PERSON_ONLY.test(pattern)) : all;
      const first = paragraphs.every((sentences) => sentences.length === 0);
      // A pronoun, or the first name alone, cannot come before the full name: "Her aim is ..." never opens a profile.
      const beforeName = voice.named ? OWN_SENTENCE_SLOT : PRONOUN_SLOT;
      const opening = first && voice.person === 'third' ? patterns.filter((pattern) => !beforeName.test(pattern)) : patterns;
      const choice = choose(opening, slots, used, draft.seed + draft.variant, first ? draft.firstSentenceWithin : Infinity, homeless);
      choice?.answers.forEach((answer) => used.add(answer));
      if (choice) paragraph.push(choice.sentence);
    }
  });
  const joined = paragraphs
    .map((sentences) => (voice.named ? spaceNames(sentences, reading.firstName, reading.fullName) : sentences))
    .filter((sentences) => sentences.length)
    .map((sentences) => sentences.join(' '));
  const text = joined.join(purpose === 'linkedin' ? '\n\n' : ' ');
  return reading.organisation && voice.person === 'first' ? asOrganisation(text) : text;
}
