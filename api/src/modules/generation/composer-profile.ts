// The answers, cleaned and shaped once, plus the deterministic choice of wording for a variant.
import {
  cleanItems,
  cleanName,
  cleanText,
  firstNameOf,
  isEmptyAnswer,
  splitSentences,
  stripEnd,
  toFragment,
  type Fragment,
} from './composer-fragments.js';
import type { Names } from './composer-third-person.js';
import type { CommunicationStyle, IntroductionAnswers, Purpose } from './generation.types.js';
import { comparable, countWords, escapeRegExp } from './text-utils.js';

export interface Profile {
  purpose: Purpose;
  style: CommunicationStyle;
  names: Names;
  identity: Fragment | null;
  role: Fragment | null;
  audience: Fragment | null;
  mission: Fragment | null;
  context: Fragment | null;
  achievements: Fragment[];
  cvHighlights: Fragment[];
  linkedinUrl: string | null;
  /**
   * Picks one wording from a bank; `slot` names the place, so each place varies on its own, and
   * `shift` moves on to the next wording for repeated uses of one bank within a text.
   */
  pick<T>(bank: readonly T[], slot: string, shift?: number): T;
  /** A rotation of a list, different for each variant, for filler sentences. */
  rotate<T>(list: readonly T[], slot: string): T[];
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * Consecutive variants move every wording on by one; higher variants also move some places by more,
 * so regenerating keeps giving a new combination rather than cycling back after a few.
 */
function offsetFor(variant: number, slotHash: number): number {
  let offset = variant;
  for (let level = 1, radix = 3; level <= 3; level += 1, radix *= 3) {
    offset += Math.floor(variant / radix) * ((slotHash >> level) & 1);
  }
  return offset;
}

/** "I'm Jane Doe, a designer" or "Jane is a designer" as an identity: the name is said elsewhere. */
function withoutOwnName(text: string, names: Names): string {
  const name = `(?:${escapeRegExp(names.name)}|${escapeRegExp(names.first)})`;
  return text
    .replace(new RegExp(`^(?:i'm|i am|my name is|this is)\\s+${name}(?![\\p{L}])[\\s,.:;-]*(?:and\\s+)?`, 'iu'), '')
    .replace(new RegExp(`^${name}\\s+(?=is\\b|works\\b|helps\\b)`, 'iu'), '')
    .replace(/^is\s+/i, '');
}

function fragmentOf(raw: string | null | undefined, names?: Names): Fragment | null {
  const text = cleanText(raw);
  return toFragment(names ? withoutOwnName(text, names).trim() : text);
}

const CV_NOISE = /@|https?:|www\.|\+?\d[\d\s().-]{7,}\d|^(curriculum|resume|résumé|cv\b|references|contact|email|e-mail|phone|mobile|address|page)/i;

/** A CV is summarised by quoting a line or two that read as sentences, never pasted whole. */
function pickCvHighlights(raw: string | null | undefined): Fragment[] {
  const candidates = cleanItems(raw)
    .flatMap((line) => splitSentences(line).map(stripEnd))
    .filter((line) => {
      const words = countWords(line);
      const letters = line.match(/\p{L}/gu) ?? [];
      const upper = line.match(/\p{Lu}/gu) ?? [];
      return words >= 5 && words <= 30 && !CV_NOISE.test(line) && upper.length < letters.length * 0.6;
    })
    .map((line) => toFragment(line))
    .filter((fragment): fragment is Fragment => fragment !== null);
  const chosen = [...candidates.filter((f) => f.kind === 'past'), ...candidates.filter((f) => f.kind !== 'past')].slice(0, 2);
  return candidates.filter((fragment) => chosen.includes(fragment));
}

/** A context such as "Refreshing my LinkedIn profile" describes the writing, not the person, so no text says it. */
const WRITING_NOTE = /\b(?:linkedin|profile|bio|website|cv|resume|résumé|about section|introduction|refresh\w*|updat\w*|rewrit\w*|preparing|draft\w*)\b/i;

/** Achievements and CV lines often repeat each other; the CV line goes when it starts the same way. */
function sameStart(a: Fragment, b: Fragment): boolean {
  const start = (fragment: Fragment) => comparable(fragment.head).split(' ').slice(0, 4).join(' ');
  return start(a) === start(b);
}

function cleanUrl(raw: string | null | undefined): string | null {
  const url = cleanText(raw).replace(/[/.,;:]+$/, '');
  const looksLikeUrl = /^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/[^\s"'<>()]*)?$/i.test(url);
  return looksLikeUrl && !isEmptyAnswer(url) ? url : null;
}

function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function sameAnswer(a: Fragment | null, b: Fragment | null): boolean {
  return a !== null && b !== null && comparable(a.head) === comparable(b.head);
}

export function buildProfile(answers: IntroductionAnswers, variant: number): Profile {
  const name = cleanName(answers.fullName);
  const first = firstNameOf(name);
  const names: Names = { name, first, poss: possessive(first) };
  const role = fragmentOf(answers.role, names);
  const identity = fragmentOf(answers.identity, names);
  const achievements = cleanItems(answers.achievements)
    .map((item) => toFragment(item))
    .filter((fragment): fragment is Fragment => fragment !== null);
  const context = fragmentOf(answers.context);
  const seed = hash(
    comparable([answers.fullName, answers.identity, answers.role, answers.audience, answers.mission].join('|')),
  );
  const safeVariant = Number.isFinite(variant) && variant > 0 ? Math.floor(variant) : 0;

  return {
    purpose: answers.purpose,
    style: answers.communicationStyle,
    names,
    identity: sameAnswer(identity, role) ? null : identity,
    role,
    audience: fragmentOf(answers.audience),
    mission: fragmentOf(answers.mission),
    context: context && !WRITING_NOTE.test(context.head) ? context : null,
    achievements,
    cvHighlights: pickCvHighlights(answers.cvText).filter((line) => !achievements.some((item) => sameStart(item, line))),
    linkedinUrl: cleanUrl(answers.linkedinUrl),
    pick<T>(bank: readonly T[], slot: string, shift = 0): T {
      const slotHash = hash(slot);
      const index = (seed + slotHash + offsetFor(safeVariant, slotHash) + shift) % bank.length;
      return bank[index] as T;
    },
    rotate<T>(list: readonly T[], slot: string): T[] {
      if (list.length === 0) return [];
      const start = (seed + hash(slot) + safeVariant * 5) % list.length;
      return [...list.slice(start), ...list.slice(0, start)];
    },
  };
}
