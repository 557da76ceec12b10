import { type CommunicationStyle, measureLength, type Purpose, type Refinement } from '@firstwords/contracts';
import { readAnswers, type Reading } from '../reading/answer-reading.js';
import { writeDraft, type Draft } from './draft.js';
import { sentencesOf } from '../english/english.js';
import type { CurrentText, IntroductionAnswers, IntroductionTexts, RefinedText } from '../generation.types.js';
import { findGrammarFaults } from '../checking/grammar-check.js';
import { composeHeadline, headlineProofs } from './headline.js';
import { ARRANGEMENTS, type Part } from './phrases.js';
import { LIST_HEADINGS, LIST_ITEM, TEXT_RULES } from '../text-rules.js';
import { sharedInOrder } from '../english/text-utils.js';
import { checkPurposeText } from '../checking/quality-gate.js';
import { LONGER_SHARE, refinedStyle, SHORTER_SHARE } from './refinement.js';

/**
 * What goes first when a text is too long: the least telling parts. Achievements, the career and qualifications
 * stay in the texts read on a page; the spoken ones then say fewer achievements.
 */
const TRIM_ORDER: readonly Part[] = ['work', 'more', 'identity', 'aim', 'drive'];
/** The achievements a spoken text keeps, at least, before it leaves out the mission. */
const ACHIEVEMENTS_BEFORE_MISSION = 2;
/**
 * The posts a spoken text tells, newest first: the one held now and two before it (readers found a year-by-year recital
 * of early posts too much for 90 seconds); when it is too long, the one before it.
 */
const SPOKEN_CAREER_ROLES = 3;
const FEWEST_SPOKEN_ROLES = 2;
/** The parts that say the mission. */
const MISSION_PARTS: ReadonlySet<Part> = new Set(['aim', 'drive']);
/**
 * The plainest shape, when every arrangement falls short: the parts most likely to carry an awkward answer go; the
 * mission stays, and goes too only when the shape with it falls short.
 */
const PLAIN_SHAPE_DROPS: readonly Part[] = ['identity', 'more', 'hook', 'work', 'greeting'];
/** "Shorter" may go further: the courtesies, then the CV, who said in a shorter text. */
const SHORTER_TRIM_ORDER: readonly Part[] = [...TRIM_ORDER, 'greeting', 'qualifications', 'career', 'closing'];
/** A regeneration shares at most this share of its words, in order, with the first version. */
const MOST_SHARED_WITH_FIRST = 0.8;

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

interface Request {
  reading: Reading;
  purpose: Purpose;
  style: CommunicationStyle;
  seed: number;
  variant: number;
  /** The answers as typed, which the quality gate holds each text to. */
  answers: IntroductionAnswers;
}

/** Parts are dropped, least needed first, until the text is within `aim` (the purpose's unit). */
function fitted(request: Request, arrangement: number, aim: number, trimOrder: readonly Part[], plain: readonly Part[] = []): string {
  const { reading, purpose } = request;
  const fits = (text: string) => measureLength(text, TEXT_RULES[purpose].unit) <= aim;
  const spoken = purpose === 'job' || purpose === 'pitch';
  const draft: Draft = {
    ...request,
    arrangement,
    dropped: new Set<Part>(plain),
    achievementLimit: reading.achievements.length,
    careerRoles: spoken ? SPOKEN_CAREER_ROLES : undefined,
    firstSentenceWithin: TEXT_RULES[purpose].hookWithin ?? Infinity,
  };
  let text = writeDraft(draft);
  const dropped = new Set<Part>(draft.dropped);
  // A spoken text says fewer achievements, the strongest kept, down to `least`.
  const fewerAchievements = (least: number) => {
    while (!fits(text) && spoken && draft.achievementLimit > least) {
      draft.achievementLimit -= 1;
      text = writeDraft({ ...draft, dropped });
    }
  };
  // Said aloud, how the person got here is their latest posts: the older ones go before any achievement or part does.
  if (spoken && !fits(text) && reading.career.roles.length > FEWEST_SPOKEN_ROLES) {
    draft.careerRoles = FEWEST_SPOKEN_ROLES;
    text = writeDraft({ ...draft, dropped });
  }
  for (const part of trimOrder) {
    if (fits(text)) return text;
    // The seats held beside a job, and a spoken text's third achievement, go before the mission does.
    if (MISSION_PARTS.has(part) && !draft.withoutSidePosts) {
      draft.withoutSidePosts = true;
      text = writeDraft({ ...draft, dropped });
      fewerAchievements(ACHIEVEMENTS_BEFORE_MISSION);
      if (fits(text)) return text;
    }
    dropped.add(part);
    text = writeDraft({ ...draft, dropped });
  }
  fewerAchievements(1);
  return text;
}

/**
 * The text in the arrangement the version asks for; when the quality gate (grammar included) finds a fault, the
 * next arrangement, then each again in other wordings; when every one has a fault, the first without its faulty
 * sentences, then the plainest shape (who, what they did, what for, the invitation).
 */
function writeText(request: Request, aim = TEXT_RULES[request.purpose].aim, trimOrder = TRIM_ORDER, unlike?: string): string {
  const count = ARRANGEMENTS[request.purpose].length;
  const first = (request.seed + request.variant) % count;
  const passes = (text: string) => checkPurposeText(request.answers, request.purpose, text).length === 0;
  // Each arrangement with its own wording, then with the next wording of each part.
  function* candidates() {
    for (let shift = 0; shift < 3; shift += 1) {
      for (let step = 0; step < count; step += 1) yield fitted({ ...request, seed: request.seed + shift }, first + step, aim, trimOrder);
    }
  }
  // A regeneration that reads as the first version again is no regeneration: the first that differs, when one does.
  let firstPassing: string | undefined;
  for (const text of candidates()) {
    if (!passes(text)) continue;
    if (unlike === undefined || sharedInOrder(unlike, text) <= MOST_SHARED_WITH_FIRST) return text;
    firstPassing ??= text;
  }
  if (firstPassing !== undefined) return firstPassing;
  // Then the first text without the sentences the grammar check faults, then the plainest shape.
  const pruned = withoutFaultySentences(fitted(request, first, aim, trimOrder), request);
  if (passes(pruned)) return pruned;
  const plain = fitted(request, first, aim, trimOrder, PLAIN_SHAPE_DROPS);
  if (passes(plain)) return plain;
  // Without the mission too, when its sentence is the fault.
  const plainest = fitted(request, first, aim, trimOrder, [...PLAIN_SHAPE_DROPS, ...MISSION_PARTS]);
  if (passes(plainest)) return plainest;
  // A fault both keep (one in the name's sentence): the shape with the mission, unless it keeps more faults.
  const withMission = withoutFaultySentences(plain, request);
  const without = withoutFaultySentences(plainest, request);
  const faults = (text: string) => checkPurposeText(request.answers, request.purpose, text).length;
  return faults(withMission) <= faults(without) ? withMission : without;
}

/** The text without the sentences the grammar check faults, the one that names the person kept. */
function withoutFaultySentences(text: string, request: Request): string {
  const faults = findGrammarFaults(text, typedOf(request.answers)).filter(
    (fault) =>
      !fault.sentence.includes(request.reading.fullName) &&
      // A listed item is a note, with no verb of its own ("• CKA"), as the quality gate reads it.
      !(fault.kind === 'no-finite-verb' && fault.sentence.includes(LIST_ITEM)),
  );
  return (
    faults
      .reduce((out, fault) => out.replace(fault.sentence, ''), text)
      .replace(/ {2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      // An item that went leaves no empty line, and a list with none left no heading.
      .replace(new RegExp(`^${LIST_ITEM.trim()}\\s*$\\n?`, 'gm'), '')
      .replace(new RegExp(`^(?:${LIST_HEADINGS.join('|')})\\n(?!${LIST_ITEM.trim()})`, 'gm'), '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const typedOf = (answers: IntroductionAnswers) => Object.values(answers).filter((value): value is string => typeof value === 'string');
const seedOf = (answers: IntroductionAnswers) => hash([answers.fullName, answers.identity, answers.role, answers.mission].join('\n'));

function requestFor(
  answers: IntroductionAnswers,
  purpose: Purpose,
  style: CommunicationStyle,
  variant: number,
  reading = readAnswers(answers),
): Request {
  return { reading, purpose, style, seed: seedOf(answers), variant, answers };
}

/**
 * The text rewritten from the answers in one direction: shorter or longer than it is, or a step more formal or
 * warmer. Null when the answers allow no such text (nothing left to cut or to add, no further step).
 */
export function refineOffline(answers: IntroductionAnswers, current: CurrentText, direction: Refinement): RefinedText | null {
  const style = refinedStyle(current.style, direction);
  if (style === null) return null;
  const { unit, aim, max } = TEXT_RULES[current.purpose];
  const length = measureLength(current.text, unit);
  // A change of style keeps every fact the writer would use; a change of length trims or adds them.
  const target = { shorter: Math.floor(length * SHORTER_SHARE), longer: max, more_formal: aim, warmer: aim }[direction];
  const trimOrder = direction === 'shorter' ? SHORTER_TRIM_ORDER : TRIM_ORDER;
  const text =
    current.purpose === 'headline'
      ? writeHeadline(answers, readAnswers(answers), style, current.variant, target, direction === 'longer' ? 1 : 0)
      : writeText(requestFor(answers, current.purpose, style, current.variant), target, trimOrder);
  const refinedLength = measureLength(text, unit);
  if (direction === 'shorter' && refinedLength > target) return null;
  if (direction === 'longer' && refinedLength < length * LONGER_SHARE) return null;
  return text === current.text ? null : { text, style };
}

/** The headline within `within` characters, naming `moreProofs` achievements beyond the style's own, that passes the quality gate. */
function writeHeadline(
  answers: IntroductionAnswers,
  reading: Reading,
  style: CommunicationStyle,
  variant: number,
  within = TEXT_RULES.headline.aim,
  moreProofs = 0,
): string {
  const request = { style, variant, within, proofs: headlineProofs(style) + moreProofs };
  return composeHeadline(reading, request, (text) => checkPurposeText(answers, 'headline', text).length === 0);
}

/**
 * Writes the five texts from the answers alone: no network, and the same answers and version always give the
 * same texts. Every sentence comes from the phrase tables with answers in its slots.
 */
export function composeIntroductions(answers: IntroductionAnswers, variant = 0): IntroductionTexts {
  const reading = readAnswers(answers);
  const style = answers.communicationStyle;
  // Each text differs from the first version in at least a fifth of its words.
  // Version 0 of that text alone, from the same reading: no headline, no second reading of the answers.
  const firstVersion = (purpose: Purpose) => (variant > 0 ? writeText(requestFor(answers, purpose, style, 0, reading)) : undefined);
  const write = (purpose: Purpose) =>
    writeText(requestFor(answers, purpose, style, variant, reading), undefined, undefined, firstVersion(purpose));
  return {
    linkedin: write('linkedin'),
    job: write('job'),
    pitch: write('pitch'),
    business: write('business'),
    headline: writeHeadline(answers, reading, style, variant),
  };
}

/** Where each sentence of the text ends (paragraph breaks kept before the next), the last at the text's end. */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  let end = 0;
  for (const sentence of sentencesOf(text)) {
    const start = text.indexOf(sentence, end);
    if (start === -1) continue;
    end = start + sentence.length;
    ends.push(end);
  }
  return ends;
}
