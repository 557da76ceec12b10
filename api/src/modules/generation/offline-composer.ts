import { type CommunicationStyle, measureLength, type Purpose, type Refinement, REFINEMENTS } from '@firstwords/contracts';
import { readAnswers, type Achievement, type Reading } from './answer-reading.js';
import { capitalise } from './english.js';
import { GenerationError } from './generation.errors.js';
import { type CurrentText, type IntroductionAnswers, type IntroductionTexts, type IntroductionWriter, type RefinedText, type WriteOptions } from './generation.types.js';
import { PHRASES, PLANS, type Part } from './phrases.js';
import { PURPOSE_RULES } from './quality-gate.js';
import { LONGER_SHARE, refinedStyle, SHORTER_SHARE } from './refinement.js';
import { achievementSlots, SLOT_ANSWERS, slotsFor, thirdPerson, type Slots } from './slots.js';

/** What goes first when a text is too long: the least telling parts, then later achievements. */
const TRIM_ORDER: readonly Part[] = ['qualifications', 'work', 'history', 'identity', 'aim'];
/** "Shorter" may go further: the courtesies, then what drives the person, who said in a shorter text. */
const SHORTER_TRIM_ORDER: readonly Part[] = [...TRIM_ORDER, 'greeting', 'drive'];
const ACHIEVEMENT_KINDS: ReadonlyArray<Achievement['kind']> = ['past', 'noun', 'present', 'own'];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

const slotNames = (pattern: string) => [...pattern.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
const slotKey = (name: string) => (name in SLOT_ANSWERS ? name : name.charAt(0).toLowerCase() + name.slice(1));

function slotValue(slots: Slots, name: string): string | undefined {
  if (slots[name] !== undefined) return slots[name];
  const value = slots[slotKey(name)];
  return value === undefined ? undefined : capitalise(value);
}

/** An answer left blank fills no slot; only the pitch's "when" may be empty on purpose. */
function known(slots: Slots, name: string): boolean {
  const value = slotValue(slots, name);
  return value !== undefined && (value.trim() !== '' || name === 'when');
}

function render(pattern: string, slots: Slots): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, name: string) => slotValue(slots, name) ?? '')
    .replace(/\s+([.,!?])/g, '$1')
    .replace(/([.!?])\1+/g, '$1');
}

interface Choice {
  sentence: string;
  answers: string[];
}

/** The patterns whose answers are all known and not yet used; the richest win, and the seed picks among them. */
function choose(patterns: readonly string[], slots: Slots, used: ReadonlySet<string>, seed: number, maxLength = Infinity): Choice | null {
  const regular = patterns.filter((pattern) => !pattern.startsWith('~'));
  const lastResorts = patterns.filter((pattern) => pattern.startsWith('~')).map((pattern) => pattern.slice(1));
  return pick(regular, slots, used, seed, maxLength) ?? pick(lastResorts, slots, used, seed, maxLength);
}

function pick(patterns: readonly string[], slots: Slots, used: ReadonlySet<string>, seed: number, maxLength: number): Choice | null {
  const candidates = patterns
    .map((pattern) => {
      const names = slotNames(pattern);
      const answers = [...new Set(names.map((name) => SLOT_ANSWERS[slotKey(name)]).filter((answer): answer is string => !!answer))];
      const usable = names.every((name) => known(slots, name)) && answers.every((answer) => !used.has(answer));
      return usable ? { sentence: render(pattern, slots), answers } : null;
    })
    .filter((choice): choice is Choice => choice !== null && choice.sentence.length <= maxLength);
  const richest = Math.max(...candidates.map((choice) => choice.answers.length));
  const best = candidates.filter((choice) => choice.answers.length === richest);
  return best.length ? (best[seed % best.length] ?? null) : null;
}

interface Draft {
  reading: Reading;
  purpose: Purpose;
  style: CommunicationStyle;
  seed: number;
  dropped: ReadonlySet<Part>;
  achievementLimit: number;
}

/** Said of a person, not of an organisation speaking as "we" ("Our name is ..., and we work as ..."). */
const PERSON_ONLY = /\bname is\b|\bwork as\b/i;

function partSentences(draft: Draft, part: Part, slots: Slots, used: Set<string>, seed: number): string[] {
  const all = PHRASES[draft.purpose][part]?.[draft.style] ?? [];
  const patterns = draft.reading.organisation ? all.filter((pattern) => !PERSON_ONLY.test(pattern)) : all;
  if (part !== 'proof') {
    const choice = choose(patterns, slots, used, seed, part === 'hook' ? (PURPOSE_RULES.linkedin.hookWithin ?? Infinity) : Infinity);
    choice?.answers.forEach((answer) => answer !== 'role' && used.add(answer));
    return choice ? [choice.sentence] : [];
  }
  if (used.has('achievements')) return [];
  const voice = draft.purpose === 'business' ? 'third' : 'first';
  const items = draft.reading.achievements.slice(0, draft.achievementLimit);
  const sentences = ACHIEVEMENT_KINDS.flatMap((kind, index) => {
    const group = items.filter((item) => item.kind === kind);
    if (!group.length) return [];
    const choice = choose(patterns, { ...slots, ...achievementSlots(group, voice, thirdPerson(draft.reading)) }, new Set(), seed + index);
    return choice ? [choice.sentence] : [];
  });
  used.add('achievements');
  return sentences;
}

/** Without pronouns, a sentence that would name the person right after another one is joined to it. */
function joinNamed(sentences: string[], name: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const previous = out[out.length - 1];
    if (previous !== undefined && previous.includes(name) && sentence.startsWith(`${name} `)) {
      const joiner = previous.includes(' and ') ? ', and ' : ' and ';
      out[out.length - 1] = previous.replace(/[.!]$/, '') + joiner + sentence.slice(name.length + 1);
    } else out.push(sentence);
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

function writeDraft(draft: Draft): string {
  const voice = draft.purpose === 'business' ? 'third' : 'first';
  const slots = slotsFor(draft.reading, voice);
  const used = new Set<string>();
  const paragraphs: string[][] = [[]];
  PLANS[draft.purpose].forEach((part, index) => {
    if (part === null) paragraphs.push([]);
    else if (!draft.dropped.has(part)) paragraphs[paragraphs.length - 1]?.push(...partSentences(draft, part, slots, used, draft.seed + index));
  });
  const person = thirdPerson(draft.reading);
  const joined = paragraphs
    .map((sentences) => (person.named && voice === 'third' ? joinNamed(sentences, draft.reading.firstName) : sentences))
    .filter((sentences) => sentences.length)
    .map((sentences) => sentences.join(' '));
  const text = joined.join(draft.purpose === 'linkedin' ? '\n\n' : ' ');
  return draft.reading.organisation && voice === 'first' ? asOrganisation(text) : text;
}

/** Parts are dropped, least needed first, until the text is within `aim` (the purpose's unit). */
function writeText(
  reading: Reading,
  purpose: Purpose,
  style: CommunicationStyle,
  seed: number,
  aim = PURPOSE_RULES[purpose].aim,
  trimOrder = TRIM_ORDER,
): string {
  const fits = (text: string) => measureLength(text, PURPOSE_RULES[purpose].unit) <= aim;
  const dropped = new Set<Part>();
  let achievementLimit = reading.achievements.length;
  let text = writeDraft({ reading, purpose, style, seed, dropped, achievementLimit });
  for (const part of trimOrder) {
    if (fits(text)) return text;
    dropped.add(part);
    text = writeDraft({ reading, purpose, style, seed, dropped, achievementLimit });
  }
  while (!fits(text) && achievementLimit > 1) {
    achievementLimit -= 1;
    text = writeDraft({ reading, purpose, style, seed, dropped, achievementLimit });
  }
  return text;
}

const seedOf = (answers: IntroductionAnswers, variant: number) =>
  hash([answers.fullName, answers.identity, answers.role, answers.mission].join('\n')) + variant;

/**
 * The text rewritten from the answers in one direction: shorter or longer than it is, or a step more formal or
 * warmer. Null when the answers allow no such text (nothing left to cut or to add, no further step).
 */
function refineOffline(answers: IntroductionAnswers, current: CurrentText, direction: Refinement): RefinedText | null {
  const style = refinedStyle(current.style, direction);
  if (style === null) return null;
  const { unit, aim, max } = PURPOSE_RULES[current.purpose];
  const length = measureLength(current.text, unit);
  // A change of style keeps every fact the writer would use; a change of length trims or adds them.
  const target = { shorter: Math.floor(length * SHORTER_SHARE), longer: max, more_formal: aim, warmer: aim }[direction];
  const trimOrder = direction === 'shorter' ? SHORTER_TRIM_ORDER : TRIM_ORDER;
  const text = writeText(readAnswers(answers), current.purpose, style, seedOf(answers, current.variant), target, trimOrder);
  const refinedLength = measureLength(text, unit);
  if (direction === 'shorter' && refinedLength > target) return null;
  if (direction === 'longer' && refinedLength < length * LONGER_SHARE) return null;
  return text === current.text ? null : { text, style };
}

/**
 * Writes the four texts from the answers alone: no network, and the same answers and variant always
 * give the same texts. Every sentence comes from the phrase tables with answers in its slots.
 */
export function composeIntroductions(answers: IntroductionAnswers, variant = 0): IntroductionTexts {
  const reading = readAnswers(answers);
  const seed = seedOf(answers, variant);
  const style = answers.communicationStyle;
  return {
    linkedin: writeText(reading, 'linkedin', style, seed),
    job: writeText(reading, 'job', style, seed),
    pitch: writeText(reading, 'pitch', style, seed),
    business: writeText(reading, 'business', style, seed),
  };
}

/** The built-in writer, used when no OpenAI key is configured. */
export class OfflineIntroductionWriter implements IntroductionWriter {
  readonly name = 'offline';

  async write(answers: IntroductionAnswers, options: WriteOptions = {}): Promise<IntroductionTexts> {
    if (options.signal?.aborted) throw new GenerationError('AI_CANCELLED');
    return composeIntroductions(answers, options.variant ?? 0);
  }

  async refine(answers: IntroductionAnswers, current: CurrentText, direction: Refinement, options: WriteOptions = {}): Promise<RefinedText> {
    if (options.signal?.aborted) throw new GenerationError('AI_CANCELLED');
    const refined = refineOffline(answers, current, direction);
    if (refined === null) throw new GenerationError('AI_BAD_OUTPUT', { details: [`${current.purpose}: no ${direction} text from these answers`] });
    return refined;
  }

  refinements(answers: IntroductionAnswers, current: CurrentText): Refinement[] {
    return REFINEMENTS.filter((direction) => refineOffline(answers, current, direction) !== null);
  }
}
