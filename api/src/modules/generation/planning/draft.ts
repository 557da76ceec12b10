// One text drafted from the reading: the parts of an arrangement in order, each a sentence from the phrase tables
// with the answers in the forms it asks for, or a block of sentences (achievements, career, qualifications).
import type { CommunicationStyle, Purpose } from '@firstwords/contracts';
import {
  AWARD_VERBS,
  credentialHead,
  isFigureNote,
  isMeasureChange,
  readAchievements,
  strongest,
  type Achievement,
} from '../reading/achievement-reading.js';
import { ORGANISATION_NAME, speaksForTeam, toldIn, type Reading } from '../reading/answer-reading.js';
import { qualificationOf } from '../reading/career-reading.js';
import { careerSentences, isSidePost, qualificationSentences, type CareerVoice } from '../sentences/career-sentences.js';
import { asSentence, capitalise, joinList, lowerFirst, partsOutsideBrackets, words } from '../english/english.js';
import { isAdjective, isBaseVerb, isCountableNoun, isPastVerb, isPersonNoun, isPluralNoun } from '../english/word-classes.js';
import type { IntroductionAnswers } from '../generation.types.js';
import { findGrammarFaults } from '../checking/grammar-check.js';
import { ARRANGEMENTS, BLOCK_PARTS, patternsFor, type Part } from './phrases.js';
import { gerundOf, proofSentences } from '../sentences/proof-sentences.js';
import { answerOf, OWN, postOfSpeaker, speaksInPost, PERSON_SLOTS, RECURRING_ANSWERS, slotsFor, type Slots } from '../sentences/slots.js';
import { typedAnswers } from '../checking/quality-gate.js';
import { FIGURES_LEAD, HIGHLIGHT_HEADINGS, LIST_HEADINGS, LIST_ITEM, QUALIFICATIONS_HEADING } from '../text-rules.js';
import { escapeRegExp, tellingWords } from '../english/text-utils.js';
import { inVoice, saidAgainAsIt, voiceFor, type Voice } from '../sentences/voice.js';

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
  /** The career without the seats held beside a job, so that a text of its length keeps the mission. */
  withoutSidePosts?: boolean;
  /** The career's newest posts only, so that a spoken text of its length keeps its achievements. */
  careerRoles?: number;
  /** The answers as typed, whose case each sentence keeps. */
  answers: IntroductionAnswers;
}

/** A proof that opens a text is one short sentence. */
const HOOK_MAX = 140;
const POINTS_BACK = /\b(?:this|that|it|them|there)[.!]$/i;
/** A result in figures ("4,200 farmers", "down 23%"), not a year alone. */
const hasFigures = (sentence: string) => /\d[\d,.]*(?:\s*%|\+?\s+(?!\d)\p{L})/u.test(sentence.replace(/\b(?:19|20)\d\d\b/g, ''));
/** "I'm a Registered Nurse Prescriber (2019).", "I hold an LLB from King's College London.": a post or credential held. */
const isPost = (sentence: string) =>
  /^(?:I am|I'm|We are|We're|\S+ (?:is|are))\s+(?:an?|the)\s|^(?:I|We|\S+) (?:also )?(?:hold|holds|gained)\s/.test(sentence);
const THIRD_PERSON_PURPOSES: ReadonlySet<Purpose> = new Set(['business']);

const slotNames = (pattern: string) => [...pattern.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1] ?? '');
const lowerKey = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * A capitalised slot opens its sentence as the subject ("{Mission.ing} is what drives her."): a long phrase, or one
 * with a clause or an aside inside, is no subject a reader can hold before the verb, so the frame is not used.
 */
const heldAsSubject = (value: string) => words(value).length <= 10 && !/,|\s[–—-]\s|\(/.test(value);

function slotValue(slots: Slots, name: string): string | undefined {
  if (slots[name] !== undefined) return slots[name];
  const value = slots[lowerKey(name)];
  if (value === undefined || (/^Mission\./.test(name) && !heldAsSubject(value))) return undefined;
  return capitalise(value);
}

/** The answer a slot says; "identity.more" is the identity's further sentences, an answer of their own. */
const answerKey = (name: string) => (name.endsWith('.more') ? `${answerOf(name)}More` : answerOf(name));

/**
 * ", often searching at night on their phone": how the people invited are, which only a sentence's end can hold; ",
 * especially first timers who are nervous" names some of them, and is closed with a comma where the sentence goes on.
 */
const TRAILING_ASIDE = /,\s*(?:often|usually|mostly|mainly|typically|ideally)\b.*$/i;
const TRAILING_SOME = /,\s*(?:especially|particularly|in particular)\b.*$/i;

function render(pattern: string, slots: Slots): string {
  return pattern
    .replace(/\{([\w.]+)\}/g, (_, name: string, at: number) => {
      const value = slotValue(slots, name) ?? '';
      if (!/^audience\./i.test(name)) return value;
      const after = pattern.slice(at + name.length + 2).replace(/\{([\w.]+)\}/g, (_slot, next: string) => slotValue(slots, next) ?? '');
      return /^\s*[.!?]*$/.test(after) ? value : value.replace(TRAILING_ASIDE, '').replace(TRAILING_SOME, (some) => `${some},`);
    })
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

/** A job answer's thanks and its offer to say more: the interviewed person's own. */
const COURTESY_PARTS = new Set<Part>(['greeting', 'closing']);

/** Said of a person, not of an organisation speaking as "we" ("Our name is ..."). */
const PERSON_ONLY = /\bname is\b/i;

function careerVoice(voice: Voice, style: CommunicationStyle): CareerVoice {
  return voice.person === 'first' ? { person: 'first', formal: style === 'professional' } : { ...voice, person: 'third' };
}

const isList = (paragraph: string | undefined) => LIST_HEADINGS.some((heading) => paragraph?.startsWith(`${heading}\n`) === true);

/** Whether an achievement's own sentence, in this voice, is correct English: one that is not is listed, or left out. */
const sayableIn = new WeakMap<Achievement, Map<string, boolean>>();
function sayable(item: Achievement, voice: Voice, { style, answers }: Draft): boolean {
  if (!item.sure) return false;
  const byVoice = sayableIn.get(item) ?? new Map<string, boolean>();
  sayableIn.set(item, byVoice);
  const key = `${voice.person}:${voice.named}:${style}`;
  if (!byVoice.has(key))
    byVoice.set(key, findGrammarFaults(proofSentences([item], voice, style, 0).join(' '), typedAnswers(answers)).length === 0);
  return byVoice.get(key) ?? false;
}

/** A credential of the person's own, one held or a post ("a BDA Good Practice member"), not the team's ("a Surfing
 * NZ accredited surf school"); or a sentence the person typed about themself. */
function isPersonal(item: Achievement): boolean {
  // "I was a narrative designer at EA for 6 years": the person's own sentence about themself.
  if (/^I\b(?!\s+and\b)/.test(item.typed)) return true;
  if (item.kind !== 'credential' || item.verb === 'qualified') return false;
  return item.verb === 'hold' || isPersonNoun(credentialHead(item.text));
}

/** A prize or a title given, by its name: "Michelin Bib Gourmand", "GABF silver medal", "Travellers' Choice". */
const PRIZE_NAMED =
  /\b(?:Awards?|Prize|Medal|medal|Mention|Gourmand|Michelin|Winner|Gold|Silver|Bronze|of the Year|Choice|pick|Under \d+)\b/;

/**
 * A note read with no verb that names a prize ("Michelin Bib Gourmand 2022, 2023 & 2024"): a spoken text
 * may say it among the highlights ("Highlights include ..."), a frame right for any such phrase; never a note of the
 * person's own ("never had an accident") or a clause.
 */
function isSpokenHighlight(item: Achievement, voice: Voice, draft: Draft): boolean {
  if (
    item.kind !== 'highlight' ||
    !PRIZE_NAMED.test(item.typed) ||
    // Typed as a name, not a post held somewhere ("sous chef 3 years at a 1 Michelin star in Milan").
    !/^[\p{Lu}\d]/u.test(item.typed) ||
    isPersonNoun((words(item.typed)[1] ?? '').toLowerCase()) ||
    /^being\s/.test(item.text) ||
    isFigureNote(item) ||
    words(item.text).length > 12 ||
    /\b(?:I|me|my|we|our|us)\b/i.test(item.typed)
  )
    return false;
  return sayable({ ...item, sure: true }, voice, draft);
}

/** A prize typed as a note, between a deed (1) and a count (2-3: achievement-reading.ts). */
const PRIZE_NOTE_STRENGTH = 1.5;

/**
 * A note that is a degree or letters after a name and nothing else ("MCOptom", "CELTA (Pass A), 2015", "WSET
 * Diploma"), said among the person's qualifications in a spoken text; never a team's, nor a prize, a post or a
 * registration ("PROMPT faculty", "SSSC registration 2023").
 */
function isQualificationAlone(item: Achievement): boolean {
  const typed = cleanNote(item.typed);
  // "ex-KPMG" is where the person worked, no letters they hold.
  if (item.sure || item.kind === 'own' || /^ex-/i.test(typed)) return false;
  // "EHL (École hôtelière de Lausanne)" names a school; "Level 1 B-BBEE", "ISO 9001" rate a business.
  if (/\bqualified\b/i.test(typed) || /\((?:[^()\s]+\s+){2,}[^()\s]+\)/.test(typed) || ORGANISATION_RATING.test(typed)) return false;
  if (qualificationOf(typed) !== null) return true;
  const bare = words(typed.replace(/\([^)]*\)|\b(?:19|20)\d\d\b|,|\band\b/g, ' '));
  // Letters ("SHRM-SCP", "CIPP/E"), a part of one ("Module 1", "AWS SA Pro"), and at least one set of letters.
  const letters = (word: string) => (word.match(/\p{Lu}/gu) ?? []).length >= 2;
  const part = (word: string) => /^(?:\d+|\p{Lu}\p{Ll}{0,2}|Module|Level|Part|Stage|Diploma|Certificate)$/u.test(word);
  return bare.some(letters) && bare.every((word) => letters(word) || part(word));
}
/** In a job answer alone: a pitch's two achievements are its strongest results, which readers kept over letters. */
const ORGANISATION_RATING = /\b(?:B-?BBEE|ISO\s?\d+|SALSA|BRCGS?|Cyber Essentials|B Corp)\b/i;
/** "OSCP, CySA+, AZ-500" → each; "CELTA (Pass A), 2015" → "CELTA (Pass A) in 2015". */
/** "MRCGP 2019, DRCOG 2018", "CELTA (Pass A), 2015"; "MBBS, University of Lagos (2011)" is one, from where it was taken. */
const qualificationsIn = (typed: string) =>
  partsOutsideBrackets(cleanNote(typed), /,\s+/).reduce<string[]>((held, part) => {
    const previous = held.at(-1);
    if (previous === undefined) return [part];
    if (/^(?:19|20)\d\d$/.test(part)) return [...held.slice(0, -1), `${previous} in ${part}`];
    if (INSTITUTION_NAME.test(part)) return [...held.slice(0, -1), `${previous} from ${/^the\s/i.test(part) ? part : `the ${part}`}`];
    return [...held, part];
  }, []);
const INSTITUTION_NAME = /^(?:the\s+)?(?:University|College|Institute|School|Academy)\s+of\s+\p{Lu}/u;
const isSpokenQualification = (item: Achievement, draft: Draft) =>
  draft.purpose === 'job' && !speaksForTeam(draft.reading) && isQualificationAlone(item);
const cleanNote = (typed: string) => typed.replace(/[.;,]+$/, '').trim();

/** The most achievements a spoken text says, before it is fitted to its length: about 90 and 45 seconds. */
const SPOKEN_ACHIEVEMENTS: Record<'job' | 'pitch', number> = { job: 6, pitch: 2 };

/**
 * The achievements a purpose says in sentences and those it lists as typed: on a page, every one, each said if its
 * reading is sure and listed if not; in a spoken text, the strongest said well, led by those the advert asks for.
 */
function achievementsFor(draft: Draft, voice: Voice): { said: Achievement[]; listed: Achievement[] } {
  const sure = draft.reading.achievements.filter((item) => sayable(item, voice, draft));
  if (draft.purpose === 'linkedin' || draft.purpose === 'business')
    return { said: sure, listed: draft.reading.achievements.filter((item) => !sure.includes(item)) };
  // A note with a figure ("€1.2M revenue in 2023") may be what the listener most needs: said as what the person is proud of.
  // A prize typed as a note tells more than a course taken or a deed without a figure, and less than a count: readers
  // missed the Michelin Bib Gourmand beside "I trained at ...", and preferred the barrels and the clients who come
  // back to a medal or a local award.
  const speakable = draft.reading.achievements.flatMap((item) => {
    if (isSpokenHighlight(item, voice, draft)) return [{ ...item, strength: Math.max(item.strength, PRIZE_NOTE_STRENGTH) }];
    // A sentence the person typed is said as typed ("Mark Radcliffe has played us 3 times"), though a page lists it.
    if (sure.includes(item) || isFigureNote(item) || isMeasureChange(item) || item.kind === 'own') return [item];
    // A qualification typed as a note ("CELTA (Pass A)") in a frame right for any ("My qualifications include ..."):
    // readers of job answers missed the ones an advert asks for. A team's voice has none of its own.
    return isSpokenQualification(item, draft) ? [item] : [];
  });
  const chosen = strongest(speakable, Math.min(SPOKEN_ACHIEVEMENTS[draft.purpose], draft.achievementLimit));
  return { said: [...chosen.filter((item) => item.matchesAdvert), ...chosen.filter((item) => !item.matchesAdvert)], listed: [] };
}

/** "₹50 lakh grant from BIRAC", "10-year guarantee on new boilers": one thing counted takes its "a". */
const withOneOf = (note: string) =>
  note.replace(
    /^(?:[£$€₹]\d[\d.,]*\s*(?:k|m|bn|lakh|crore|million|billion)?|\d+-(?:year|month|week|day))\s+(?:grant|investment|contract|order|deal|round|loan|prize|guarantee|warranty)\b/i,
    (counted) => `a ${counted}`,
  );

/**
 * A result typed after a dash and noted in brackets at a sentence's end, said as a listener hears it: "I set up the
 * clinic (healing times down from 20 weeks to 9)." → "..., with healing times down from 20 weeks to 9."; a share of one
 * thing takes its "a" ("with a 94% pass rate"). A note with a verb of its own ("Paywise was acquired by PayNest"), none
 * of a result, or after another "with", keeps its brackets; so does every note on a page, where readers preferred them.
 */
function resultSaidAloud(sentence: string, notes: readonly string[]): string {
  for (const note of notes) {
    const bracketed = ` (${note}).`;
    const opening = sentence.slice(0, -bracketed.length);
    const result = /\d|\b(?:down|up|cut|halved|doubled|tripled)\b/i.test(note) && !/^(?:now|then|still|also|and|but|so|or)\b/i.test(note);
    if (!sentence.endsWith(bracketed) || !result || words(note).some((word) => FINITE.test(word)) || /\bwith\b/i.test(opening)) continue;
    // "94% pass rate at B2 First": the thing measured, before any preposition, is one.
    const measured = /^\d[\d.,]*%\s+(?!of\b)(.+?)(?:\s(?:at|in|for|on|from|across|among|over)\s.*)?$/u.exec(note)?.[1];
    const shareOfOne = measured !== undefined && !/s$/.test(words(measured).at(-1) ?? 's');
    return `${opening}, with ${shareOfOne ? 'a ' : ''}${note}.`;
  }
  return sentence;
}

/** The achievements said in a text: sentences of their kind, then the notes with figures; `aloud` in a spoken one. */
/** `heldElsewhere`: the CV's qualifications, said in a sentence of their own. */
function spokenProof(
  items: readonly Achievement[],
  voice: Voice,
  style: CommunicationStyle,
  variant: number,
  { aloud, heldElsewhere }: { aloud: boolean; heldElsewhere: boolean },
): string[] {
  const qualifications = aloud && voice.possessive !== 'our' ? items.filter(isQualificationAlone) : [];
  const notes = items.filter(isFigureNote);
  const noted = aloud ? items.flatMap((item) => (item.note ? [item.note] : [])) : [];
  const sentences = proofSentences(
    items.filter((item) => !notes.includes(item) && !qualifications.includes(item)),
    voice,
    style,
    variant,
  ).map((sentence) => resultSaidAloud(sentence, noted));
  const held = qualifications.flatMap((item) => qualificationsIn(item.typed));
  // One is held, not "included" ("I hold CMI Level 5"), unless the CV's are said too; a voice that names the person keeps
  // the name for its own sentences.
  const holds = voice.person === 'first' ? 'I hold' : `${capitalise(voice.subject)} ${voice.singular ? 'holds' : 'hold'}`;
  // A year says when it was gained: "I gained CELTA (Pass A) in 2015", never "I hold ... in 2015".
  const gained = (voice.person === 'first' ? 'I gained' : `${capitalise(voice.subject)} gained`) + ' ';
  const one = (held[0] ?? '').replace(/(?<!\bin)\s((?:19|20)\d\d)$/, ' in $1');
  const heldSentence =
    held.length === 1 && !voice.named && !heldElsewhere
      ? `${/\bin (?:19|20)\d\d$/.test(one) ? gained : `${holds} `}${one}.`
      : `${capitalise(voice.possessive)} qualifications include ${joinList(held)}.`;
  return [...sentences, ...(notes.length ? figureSentences(notes) : []), ...(held.length ? [heldSentence] : [])];
}

/**
 * A part of a figure note that is a clause, its figure the subject: a "were" ("46% of hires were women"), or a share
 * that does something ("70% come back"; never "38% repeat customers", "a 10-year guarantee").
 */
function isFigureClause(part: string): boolean {
  const said = words(part);
  return said.some(
    (word, index) =>
      index > 0 &&
      (/^(?:is|are|was|were)$/.test(word) ||
        (/%$/.test(said[index - 1] ?? '') && isBaseVerb(word) && !isAdjective(word) && !isPluralNoun(said[index + 1] ?? ''))),
  );
}

/**
 * The notes with figures in a frame right for any count ("I can point to 400+ engineering hires and 3 patents"; "I'm
 * proud of 450 kids a week" made a note a thing to be proud of). A note that goes on as a clause ends the list, the
 * clause after "and" ("I can point to 3 patents and 80+ clients, and 70% come back"); one that is a clause throughout
 * is its own sentence.
 */
function figureSentences(notes: readonly Achievement[]): string[] {
  const counts: string[] = [];
  const goingOn: Array<{ counted: string; clause: string }> = [];
  const clauses: string[] = [];
  for (const item of notes) {
    const note = withOneOf(lowerFirst(item.typed.replace(/[.;,]+$/, '')));
    const parts = partsOutsideBrackets(note, /,\s/);
    const clauseAt = parts.findIndex(isFigureClause);
    if (clauseAt === 0) clauses.push(asSentence(note));
    else if (clauseAt < 0) counts.push(note);
    else goingOn.push({ counted: parts.slice(0, clauseAt).join(', '), clause: parts.slice(clauseAt).join(', ') });
  }
  const pointTo = (counted: string[], clause?: string) => `${FIGURES_LEAD} ${joinList(counted)}${clause ? `, and ${clause}` : ''}.`;
  const [first, ...others] = goingOn;
  const listed = counts.length || first ? [pointTo(first ? [...counts, first.counted] : counts, first?.clause)] : [];
  return [...listed, ...others.map(({ counted, clause }) => pointTo([counted], clause)), ...clauses];
}

/**
 * "Guests can help ...", "Pat's Eccles cakes got 2 stars": a finite verb after the subject, not a note that may open on
 * one; an auxiliary, a common past or one in "-ed" (the lexicon calls "apprenticeship" a past too).
 */
const FINITE = /^(?:can|could|will|would|is|are|was|were|has|have|had|got|won|made|took|hit|sold|ran|grew|became|came|went|gave|did)$/i;
const hasItsVerb = (line: string) =>
  words(line)
    .slice(1)
    // "Court of Master Sommeliers – Advanced": a past typed with its capital names a level, not a deed.
    .some((word) => FINITE.test(word) || (/^\p{Ll}.*ed$/u.test(word) && isPastVerb(word)));

/**
 * "MBBS (Ibadan)", "MRCGP 2019, DRCOG 2018", "BSc Economics, University of Ibadan": a degree or letters after a name;
 * "NED at two fintechs" is a post held somewhere.
 */
const isQualificationNote = (line: string) =>
  qualificationOf(line) !== null ||
  (/^\p{Lu}[\p{L}-]*\p{Lu}/u.test(line) &&
    words(line.replace(/\([^)]*\)/g, '')).length <= 4 &&
    !/\s(?:at|for|with|of|on|to)\s/i.test(line));

/**
 * "FCCA, 18 years in practice, 200+ clients, ex-KPMG": short notes typed in one line, each a highlight of its own; not
 * "Catholic, humanist, civil and all faith services", whose last part's "and" makes the line one phrase.
 */
function notesOf(line: string): string[] {
  const parts = partsOutsideBrackets(line, /,\s+/);
  const notes =
    parts.length >= 3 &&
    parts.every((part) => words(part).length <= 6 && /\p{L}{2}/u.test(part)) &&
    !/\b(?:and|or)\b|&/i.test(parts.at(-1) ?? '');
  return notes ? parts : [line];
}

/**
 * "Highlights:" and each item as typed, tidied and in this voice ("my team" is "her team" in a profile). A single one
 * typed as a sentence is said as one after what was said; a note stays a bullet, even alone: readers preferred "• FRCP
 * (2019)" to "Another highlight is FRCP (2019).", and "Coach youth netball" may be a deed or a post, which only a list
 * leaves open.
 */
function highlightList(items: readonly Achievement[], voice: Voice, variant: number, afterOthers: boolean): string {
  // An item stands alone: "Our capsule sold out" is "The capsule sold out", never "Its capsule" with nothing before it.
  const lines = items.flatMap((item) =>
    notesOf((inVoice(item.typed, voice) ?? item.typed).replace(/[.;,]+$/, ''))
      .map(capitalise)
      .map((line) => (voice.person === 'third' ? line.replace(/^(?:Its|Their)\s(?=\S)/, 'The ') : line)),
  );
  // "Guests can help with the lambing": a sentence typed, left alone to list, is said as one.
  const [only] = lines;
  if (only !== undefined && lines.length === 1 && afterOthers && hasItsVerb(only) && findGrammarFaults(asSentence(only)).length === 0)
    return asSentence(only);
  // Each version starts the list at another item.
  const start = variant % lines.length;
  const listed = [...lines.slice(start), ...lines.slice(0, start)].map((line) => `${LIST_ITEM}${line}`);
  const heading = lines.every(isQualificationNote) ? QUALIFICATIONS_HEADING : HIGHLIGHT_HEADINGS[variant % HIGHLIGHT_HEADINGS.length];
  return [heading, ...listed].join('\n');
}

/** `roleSaid`: the role and the sentence before this part that says it, or null; `earlier`: the text before this part. */
function blockSentences(
  draft: Draft,
  part: Part,
  voice: Voice,
  roleSaid: { role: string; sentence: string } | null,
  earlier = '',
): string[] {
  const { reading, style, variant } = draft;
  if (part === 'proof') {
    const { said, listed } = achievementsFor(draft, voice);
    // A person who speaks for a studio holds their own credentials: "She holds a certificate", not "The team holds".
    const own: Achievement[] = speaksForTeam(reading) ? said.filter(isPersonal) : [];
    const ownVoice = voice.person === 'third' ? voiceFor({ ...reading, organisation: false }, 'third') : voice;
    const sentences = [
      ...spokenProof(
        said.filter((item) => !own.includes(item)),
        voice,
        style,
        variant,
        { aloud: draft.purpose === 'job' || draft.purpose === 'pitch', heldElsewhere: reading.career.qualifications.length > 0 },
      ),
      // In the first person these stay "I" when the text speaks for the team as "we" (asOrganisation).
      ...proofSentences(own, ownVoice, style, variant).map((sentence) => (voice.person === 'first' ? `${OWN}${sentence}` : sentence)),
    ];
    return listed.length ? [...sentences, highlightList(listed, voice, variant, sentences.length > 0)] : sentences;
  }
  if (part === 'career') {
    const held = draft.withoutSidePosts ? reading.career.roles.filter((role) => !isSidePost(role)) : reading.career.roles;
    const roles = held.slice(0, draft.careerRoles ?? held.length);
    return [careerSentences(roles, careerVoice(voice, style), variant, roleSaid, earlier)].filter(Boolean);
  }
  if (part === 'qualifications')
    return [qualificationSentences(reading.career.qualifications, careerVoice(voice, style), variant)].filter(Boolean);
  // Two lines at most, each a deed read with confidence: a third makes a sentence too long to read aloud, and a CV line
  // read unsure ("Salaried GP, Hyde Park Surgery, 2020-present") is no deed to say. A line of two deeds is two.
  const work = reading.career.work
    .flatMap((line) => line.split(/;\s+/))
    .filter((line) => !reading.achievements.some((item) => tellsSameDeed(item.typed, line)) && !lacksArticle(line))
    .filter((line) => readAchievements(line).every((item) => item.sure && (item.kind === 'deed' || item.kind === 'award')))
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

/** A CV line typed short of its article: "built platform for virtual physical therapy", "supported sales desk". */
function lacksArticle(line: string): boolean {
  const object = words(line.replace(/\s*\([^)]*\)/g, '')).slice(1);
  const ends = object.findIndex((word) => /^(?:for|with|to|in|at|on|from|into|across|by|of|as|up|out|over|through|and|&)$/i.test(word));
  const phrase = ends < 0 ? object : object.slice(0, ends);
  const [first = '', head = ''] = [phrase[0], phrase.at(-1)];
  return (
    phrase.length > 0 &&
    !/^(?:a|an|the|my|our|his|her|their|its|this|that|each|every|one|two|three|four|five|\d.*|[£$€].*)$/i.test(first) &&
    !/^\p{Lu}/u.test(first) &&
    isCountableNoun(head) &&
    // "grew engineering": a gerund is a mass.
    !/ing$/i.test(head)
  );
}

/**
 * An achievement and a CV line that say one deed: the one within the other, or every word of the line that tells
 * something in the achievement ("Ranked #2 for Nigerian banks, BusinessDay investor poll 2023" in "ranked #2 analyst for
 * Nigerian banks in the 2023 BusinessDay investor poll").
 */
function tellsSameDeed(achievement: string, line: string): boolean {
  const plain = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}#%£$€+]+/gu, ' ')
      .trim()} `;
  const [typed, cv] = [plain(achievement), plain(line)];
  if (typed.includes(cv) || cv.includes(typed)) return true;
  const telling = tellingWords(line);
  const untold = telling.filter((word) => !typed.includes(` ${word} `)).length;
  // "Led SOC 2 Type II and HIPAA compliance in 9 months" beside "SOC 2 Type II + HIPAA in 9 months": its verb and a word
  // more are the CV's way of saying it.
  if (telling.length >= 3 && (untold === 0 || (telling.length >= 6 && untold <= 2))) return true;
  // "Grew engineering from 1 to 22 (platform, mobile, ...)" beside "hired and grew the engineering team from 1 to 22":
  // the same figures, and a word of the deed's, are the same deed told twice.
  const figures = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const cvFigures = figures(line);
  const typedFigures = new Set(figures(achievement));
  const deedWords = telling.filter((word) => !/\d/.test(word));
  return (
    cvFigures.length >= 2 && cvFigures.every((figure) => typedFigures.has(figure)) && deedWords.some((word) => typed.includes(` ${word} `))
  );
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
  // The clauses joined into the last sentence: "A and B"; a third makes a list ("A, B and C"), not "A and B, and C".
  let clauses: string[] = [];
  while (rest.length) {
    const previous = out[out.length - 1];
    // The closing sentence stays last.
    const swap = named(previous) && named(rest[0]) ? rest.slice(0, -1).findIndex((sentence) => !named(sentence)) : -1;
    if (swap > 0) {
      out.push(...rest.splice(swap, 1));
      clauses = [];
    } else if (opensWithName(previous) && opensWithName(rest[0]) && words(previous).length + words(rest[0]).length <= 40) {
      // What follows the name, whichever of the two opens the sentence.
      const sentence = (rest.shift() ?? '').replace(new RegExp(`^(?:${escapeRegExp(fullName)}|${escapeRegExp(name)})\\s`), '');
      if (clauses.length === 0) clauses = [previous.replace(/[.!]$/, '')];
      clauses.push(sentence.replace(/[.!]$/, ''));
      // A clause with a comma of its own ("Brookfield Academy, Wakefield") would blur the list: joined with ", and". The
      // name's commas ("Mark Jennings, an owner and gas engineer, is ...") are no clause's.
      const appositive = new RegExp(`^${escapeRegExp(fullName)}, [^,]+, `);
      const listed = clauses.length > 2 && clauses.every((clause) => !/,/.test(clause.replace(appositive, '').replace(/\([^)]*\)/g, '')));
      // "is a plumber, is Gas Safe registered and is an installer" says its verb once: "is a plumber, Gas Safe ...".
      const oneVerb = / is /.test(clauses[0] ?? '') && clauses.slice(1).every((clause) => clause.startsWith('is '));
      const items = clauses.map((clause, index) => (oneVerb && index > 0 ? clause.slice('is '.length) : clause));
      out[out.length - 1] = listed
        ? `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}${sentence.match(/[.!]$/)?.[0] ?? ''}`
        : `${previous.replace(/[.!]$/, '')}${previous.includes(' and ') ? ', and ' : ' and '}${sentence}`;
    } else {
      out.push(rest.shift() ?? '');
      clauses = [];
    }
  }
  return out;
}

/**
 * "I'm Hartley & Sons" → "We're Hartley & Sons": first-person texts speak for an organisation as "we"; a person who
 * speaks for it stays themself ("I'm Yasmin Haddad, and we're a podcast studio", never "We're Yasmin Haddad").
 */
function asOrganisation(text: string, name: string, postNamed: boolean, posts: string | undefined): string {
  if (ORGANISATION_NAME.test(name)) return speakingAsWe(text.replaceAll(OWN, ''));
  // "I'm Fiona McAllister, the principal dentist of ...", "My name is Fiona McAllister, and I'm the principal dentist
  // of ...": a post of the person's stays theirs; a description of the team becomes "and we're a ...".
  const describedBy = postNamed ? String.raw`(, and I(?:'m| am)\b)?` : String.raw`(,? (?:a|an|the)\b)?`;
  const person = new RegExp(`\\b(I'm|I am|My name is|my name is) ${escapeRegExp(name)}(?![\\p{L}&])${describedBy}`, 'gu');
  const kept: string[] = [];
  // The person's own sentences ("I hold a certificate in conscious sedation") stay theirs.
  const own = text.replace(new RegExp(`${OWN}([^.!?]*)(?=[.!?])`, 'g'), (_, sentence: string) => {
    kept.push(sentence);
    return `\uE000${kept.length - 1}\uE000`;
  });
  // "I'm Gemma Hartley, co-owner and baker, and we're a family-run bakery ...": the person's post, then the team.
  // "the singer" of a band: a post of one word is the one its team has.
  const post = posts === undefined ? '' : words(posts).length === 1 ? `, the ${posts}` : `, ${posts}`;
  const marked = own.replace(person, (_, opening: string, described: string | undefined) => {
    const asTeam =
      described && !postNamed ? `${post}, and we${opening.startsWith('I am') ? ' are' : "'re"}${described.replace(/^,?/, '')}` : '';
    kept.push(`${opening} ${name}${postNamed ? (described ?? '') : asTeam}`);
    return `\uE000${kept.length - 1}\uE000`;
  });
  return speakingAsWe(marked).replace(/\uE000(\d+)\uE000/g, (_, index: string) => kept[Number(index)] ?? '');
}

function speakingAsWe(text: string): string {
  return (
    text
      .replace(/\bI'm\b/g, "we're")
      .replace(/\bI am\b/g, 'we are')
      .replace(/\bI was\b/g, 'we were')
      .replace(/\bI(?='ve|'d|'ll)/g, 'we')
      // "Josie and I made ..." is the person and one other.
      .replace(/(?<!\band )\bI\b/g, 'we')
      .replace(/\bmyself\b/g, 'ourselves')
      // "me, my husband Rob and his mum": the person's own family stays theirs.
      .replace(
        /\b([Mm])y\b(?!\s+(?:husband|wife|(?:business )?partner|sister|brother|mum|mom|mother|dad|father|son|daughter|cousin|uncle|aunt|grandfather|grandmother|family)\b)/g,
        (_, m: string) => (m === 'M' ? 'Our' : 'our'),
      )
      // "Q Grader (me!)": the person pointing to themself stays themself.
      .replace(/(?<!\(\s*)\bme\b(?!,? (?:and )?my\b)/g, 'us')
      .replace(/(^|[.!?]\s+|\n)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
  );
}

/** The job answer and the pitch are for the advert's role, where one was given (docs/product.md, Adverts). */
const forAdvert = (reading: Reading): Reading =>
  reading.advertAim ? { ...reading, context: { ...reading.context, aim: reading.advertAim } } : reading;

/**
 * An audience that is one situation's (an interview panel, the hiring manager of one company, a funding panel)
 * belongs to the text for that situation: a LinkedIn About that welcomes messages from the panel of a job tells everyone else too.
 */
const SITUATIONAL_AUDIENCE =
  /\binterview|\bpanel\b|\bjury\b|\bjudges\b|\bthe room\b|\bselection committee\b|\bassessors?\b|\bhiring manager\b(?!s)(?! at an? )|\bHR at\b|\brecruitment\b/i;
/**
 * For a job answer, one person or team named at a named organisation ("R&D team lead at Volterra Cells, Oxford") is the
 * one interviewing: a profile that welcomes them tells the person's employer too. "Head of quality at a medical device
 * maker" is a kind of reader, welcome anywhere.
 */
function namesInterviewer(answers: IntroductionAnswers): boolean {
  const audience = answers.audience ?? '';
  if (answers.purpose !== 'job' || !/\s(?:at|of|for|with)\s+(?:the\s+)?\p{Lu}|,\s*\p{Lu}/u.test(audience)) return false;
  const first = audience.split(/[,;+(]|\s[&–-]\s|\s(?:and|or)\s/)[0] ?? '';
  const head = (words(first.replace(/\s(?:at|of|for|in|from|with)\s.*$/i, '')).at(-1) ?? '').toLowerCase();
  // "team lead", "head": posts the tagger reads as other words; "the emerging markets equities team at Harrow Hill" is
  // the team the person would join, interviewing them.
  return (isPersonNoun(head) || /^(?:lead|head|team|department|desk|board)$/.test(head)) && !isPluralNoun(head);
}
/**
 * The audience elsewhere. Everyone named for a job interview is of its panel; otherwise a list keeps the people welcome
 * anywhere when the situation's own are named bare ("investors, corporate venture arms and the jury" → "investors and
 * corporate venture arms"), and there is none when they are not.
 */
type Elsewhere = 'as typed' | 'none' | 'at large';
function withoutSituation(reading: Reading, elsewhere: Elsewhere): Reading {
  if (elsewhere === 'as typed') return reading;
  if (elsewhere === 'none') return { ...reading, audience: null };
  const parts = (reading.audience?.plural ?? '').split(/,\s*(?:and\s+)?|\s+(?:and|&)\s+/);
  const kept = parts.filter((part) => !SITUATIONAL_AUDIENCE.test(part));
  const bare = parts.filter((part) => !kept.includes(part)).every((part) => words(part).length <= 2);
  if (kept.length === 0 || kept.length === parts.length || !bare) return { ...reading, audience: null };
  return { ...reading, audience: { plural: joinList(kept), singular: null } };
}
/** A page stays up after the event and a pitch is said at it: both speak to the audience at large. */
const atLarge = (reading: Reading): Reading => ({ ...reading, audience: reading.audienceAtLarge });

/**
 * A further sentence of the identity that can be said aloud: one with its subject ("I run the floor", "Our app
 * teaches ...", "Hanlon's has looked after ..."), not a note ("Army National Guard too (signal).", "Now an accredited
 * workplace mediator."), which a page may show but a listener hears as broken off.
 */
const saidWithItsSubject = (sentence: string) =>
  /\b(?:I|we|our|my)\b/i.test(sentence) ||
  words(sentence)
    .slice(1)
    .some((word) => FINITE.test(word));
/**
 * A spoken text is tailored to the advert, and says only the further sentences that can be said aloud and that the
 * role has not said already ("I'm the export and quality manager." after "an export & quality manager at ...").
 */
const spokenReading = (reading: Reading): Reading =>
  forAdvert({
    ...reading,
    identityMore: reading.identityMore.filter(
      (sentence) => saidWithItsSubject(sentence) && !toldIn(sentence, reading.role ?? '') && !countedAgain(sentence, reading.achievements),
    ),
  });

/** Words of time and degree that any two counts share. */
const COMMON_STEMS = new Set(['years', 'month', 'weeks', 'since', 'about', 'aroun', 'almos', 'nearl', 'under']);
/**
 * A change the achievements count again ("I cut our emissions by a quarter in 4 years." beside "Emissions per kg milk
 * down 26% since 2019"): said once, by the achievement, where readers heard it twice.
 */
function countedAgain(sentence: string, achievements: readonly Achievement[]): boolean {
  // A change counted ("by a quarter", "down 26%"), not a size ("a crew of 9", "about 120 students").
  const counted = (text: string) =>
    /\b(?:cut|down|up|reduced|increased|halved|doubled|tripled|fell|rose|grew)\b/i.test(text) &&
    (/%|\b(?:half|quarter|third)\b/i.test(text) || /\d/.test(text.replace(/\b(?:19|20)\d\d\b/g, '')));
  const stems = (text: string) =>
    new Set((text.match(/\p{L}{5,}/gu) ?? []).map((word) => word.toLowerCase().slice(0, 5)).filter((stem) => !COMMON_STEMS.has(stem)));
  if (!counted(sentence)) return false;
  const own = stems(sentence);
  return achievements.some((item) => counted(item.typed) && [...stems(item.typed)].some((stem) => own.has(stem)));
}

const slotCache = new WeakMap<Reading, Map<string, Slots>>();
function cachedSlots(reading: Reading, voice: Voice, contract: boolean, spoken: boolean, elsewhere: Elsewhere): Slots {
  const byVoice = slotCache.get(reading) ?? new Map<string, Slots>();
  slotCache.set(reading, byVoice);
  const key = `${voice.person}:${contract}:${spoken}:${elsewhere}`;
  // A pitch is said at the event: its listeners are there, not "at the Vancouver Indie Games Showcase".
  const read = spoken ? spokenReading(atLarge(reading)) : atLarge(reading);
  const slots = byVoice.get(key) ?? slotsFor(withoutSituation(read, elsewhere), voice, contract);
  byVoice.set(key, slots);
  return slots;
}

export function writeDraft(draft: Draft): string {
  const { reading, purpose, style } = draft;
  const voice = voiceFor(reading, THIRD_PERSON_PURPOSES.has(purpose) ? 'third' : 'first');
  const situational =
    purpose !== draft.answers.purpose && (SITUATIONAL_AUDIENCE.test(draft.answers.audience ?? '') || namesInterviewer(draft.answers));
  const elsewhere: Elsewhere = !situational ? 'as typed' : draft.answers.purpose === 'job' ? 'none' : 'at large';
  const slots = cachedSlots(reading, voice, style !== 'professional', purpose === 'job' || purpose === 'pitch', elsewhere);
  const used = new Set<string>();
  // Without pronouns a profile has no sentence of its own for who the person is: the name's sentence says it.
  const homeless = new Set(voice.named ? ['role', 'identity'] : ['role']);
  const paragraphs: string[][] = [[]];
  const arrangements = ARRANGEMENTS[purpose];
  const parts = arrangements[draft.arrangement % arrangements.length] ?? [];
  // Achievements that open a text: the first is its hook, the others come after the name.
  let heldProof: string[] = [];
  parts.forEach((part) => {
    const paragraph = paragraphs[paragraphs.length - 1] ?? [];
    if (part === null) {
      // After the paragraph that follows the name's: the career says the role the name's sentence said ("in that role").
      const namedAt = paragraphs.findIndex((sentences) => sentences.some((sentence) => sentence.includes(reading.fullName)));
      if (heldProof.length && namedAt >= 0 && paragraphs.length - 1 > namedAt && paragraph.length > 0) {
        paragraphs.push(...heldProof.map((sentence) => [sentence]));
        heldProof = [];
      }
      paragraphs.push([]);
    } else if (draft.dropped.has(part)) return;
    else if (part === 'proof' && parts[0] === 'proof' && paragraphs.every((sentences) => sentences.length === 0)) {
      // The hook is a short sentence of what the person did, in figures when one has them ("Over 400 kitchens have been
      // fitted since 1998."); a post or credential held is no hook, and waits for the name like the others.
      const sentences = blockSentences(draft, part, voice, null);
      // Nor one that points back at something not yet said ("... before we started this").
      const hooks = sentences.filter(
        (sentence) =>
          !isList(sentence) && !isPost(sentence.replaceAll(OWN, '')) && sentence.length <= HOOK_MAX && !POINTS_BACK.test(sentence),
      );
      const hook = hooks.find(hasFigures) ?? hooks[0];
      if (hook) paragraph.push(hook);
      const rest = sentences.filter((sentence) => sentence !== hook);
      heldProof = [rest.filter((sentence) => !isList(sentence)).join(' '), ...rest.filter(isList)].filter(Boolean);
    } else if (BLOCK_PARTS.has(part)) {
      // The role as the sentence before said it (never a list), which the career need not say again ("in that role").
      const before = paragraphs.flat().at(-1) ?? '';
      const { role } = reading;
      const saysRole = part === 'career' && role !== null && !isList(before) && before.toLowerCase().includes(role.toLowerCase());
      const said = saysRole ? { role, sentence: before } : null;
      for (const sentence of blockSentences(draft, part, voice, said, paragraphs.flat().join(' '))) {
        // A list is a paragraph of its own.
        if (isList(sentence)) paragraphs.push([sentence], []);
        else (paragraphs[paragraphs.length - 1] ?? paragraph).push(sentence);
      }
    } else {
      // A greeting on a call thanks the listener for their time, never for meeting.
      const onCall = part === 'greeting' && reading.context.remote;
      const all = patternsFor(purpose, part, style).filter((pattern) => !(onCall && /\bmeet/.test(pattern)));
      // A person who speaks in their post ("the principal dentist of ...") is still named as a person.
      const patterns = reading.organisation && !speaksInPost(reading) ? all.filter((pattern) => !PERSON_ONLY.test(pattern)) : all;
      const first = paragraphs.every((sentences) => sentences.length === 0);
      // A pronoun, or the first name alone, cannot come before the full name: "Her aim is ..." never opens a profile.
      const beforeName = voice.named ? OWN_SENTENCE_SLOT : PRONOUN_SLOT;
      // Nor an answer that names them by their first name ("turning up when Mark says") before the full name.
      const namesFirst = (pattern: string) =>
        !/\{[Nn]ame\}/.test(pattern) && new RegExp(`\\b${escapeRegExp(reading.firstName)}\\b`).test(render(pattern, slots));
      const opening =
        first && voice.person === 'third' ? patterns.filter((pattern) => !beforeName.test(pattern) && !namesFirst(pattern)) : patterns;
      const choice = choose(opening, slots, used, draft.seed + draft.variant, first ? draft.firstSentenceWithin : Infinity, homeless);
      choice?.answers.forEach((answer) => used.add(answer));
      // One person is interviewed: their thanks and offer to say more stay "I" when the rest speaks for the team as "we".
      const ownCourtesy = purpose === 'job' && COURTESY_PARTS.has(part) && reading.organisation && voice.person === 'first';
      if (choice) paragraph.push(ownCourtesy ? `${OWN}${choice.sentence}` : choice.sentence);
    }
  });
  // Achievements held for a name no part said stay in the text.
  if (heldProof.length) paragraphs.push(...heldProof.map((sentence) => [sentence]));
  const ownNamed = voice.person === 'third' && speaksForTeam(reading) && voiceFor({ ...reading, organisation: false }, 'third').named;
  const joined = paragraphs
    // A team's profile names its person in their own sentences (credentials) as a profile without pronouns does.
    .map((sentences) => (voice.named || ownNamed ? spaceNames(sentences, reading.firstName, reading.fullName) : sentences))
    .filter((sentences) => sentences.length)
    .map((sentences) => sentences.join(' '));
  // A text does not open with a list: it follows the paragraph after it.
  if (isList(joined[0]) && joined.length > 1) joined.splice(1, 0, ...joined.splice(0, 1));
  const text = joined.reduce(
    (out, paragraph, index) =>
      index === 0
        ? paragraph
        : `${out}${purpose === 'linkedin' || isList(paragraph) || isList(joined[index - 1]) ? '\n\n' : ' '}${paragraph}`,
    '',
  );
  if (voice.organisation) return saidAgainAsIt(text, voice.subject);
  return reading.organisation && voice.person === 'first'
    ? asOrganisation(text, reading.fullName, speaksInPost(reading), postOfSpeaker(reading))
    : text;
}
