// Achievements by kind: deeds done (or still done), awards, credentials, outcomes, the person's own sentences
// and plain highlights. Each kind is said in its own sentence shape, so none is squeezed into another's list.
import { asSentence, cleanAnswer, isEmptyAnswer, lowerFirst, pastToParticiple, sentencesOf, words } from './english.js';
import { headWords } from './phrase-reading.js';
import { gerundBase, isAdjective, isBaseVerb, isPastVerb, isPersonNoun, isPluralNoun } from './word-classes.js';

type Reading =
  /** "ran 3 community clinics" (past); "run a team of 12" (present); "taught in 3 schools since 2010" (perfect: a participle phrase). */
  | { kind: 'deed'; tense: 'past' | 'present' | 'perfect'; text: string }
  /** A participle phrase said with its auxiliary: "named Clinician of the Year 2022" → "I was named...". */
  | { kind: 'award'; text: string }
  /**
   * A noun phrase and the verb it takes: "chartered physiotherapist" (be), "PhD in Chemistry" (hold), "support worker since
   * 2018" (been); "ACCA qualified" is said as it is, with no article (qualified).
   */
  | { kind: 'credential'; text: string; verb: 'be' | 'been' | 'hold' | 'qualified' }
  /** A sentence about a result, with its verb: "90% of patients are back at work within 8 weeks." */
  | { kind: 'outcome'; text: string }
  /** The person's own sentence: "I wrote the guide every new starter reads." */
  | { kind: 'own'; text: string }
  /** A noun phrase that names a highlight: "a regional innovation award". */
  | { kind: 'highlight'; text: string };

export type Achievement = Reading & {
  typed: string;
  strength: number;
  /** It shows something the advert asks for. */
  matchesAdvert?: boolean;
};

/** Verbs of being chosen, honoured or brought up: in an achievement they are passive ("Named Engineer of the Year"). */
export const AWARD_VERBS =
  /^(?:educated|born|schooled|rated|named|awarded|shortlisted|nominated|elected|appointed|voted|promoted|selected|recogni[sz]ed|honou?red|chosen|invited|featured|ranked|listed|commended|certified|accredited|granted|admitted|inducted)$/i;
const QUALIFICATION =
  /^(?:BSc|BA|BEng|MSc|MA|MBA|MEng|MPhil|PhD|DPhil|LLB|LLM|PGCE|PGDip|Diploma|Certificate|HND|HNC|NVQ|BTEC|ACA|ACCA|CIMA|CIPD|CFA|PRINCE2|MBE|OBE|CBE)\b/;
const CREDENTIAL_WORDS = /^(?:chartered|certified|qualified|registered|licensed|accredited|trained|published|former|retired|senior)$/i;
/** Verbs that take no object, so "Worked in retail" is something the person did. */
const INTRANSITIVE =
  /^(?:worked|lived|studied|served|volunteered|taught|spoke|presented|competed|travell?ed|moved|started|began|lectured|performed|played|trained|qualified|graduated|speciali[sz]ed|participated|contributed|collaborated|partnered|consulted|invested|campaigned|retired|relocated|grew|rose|fell|stayed|went|came|ran|led|helped|won|ranked|finished|placed|succeeded|failed|arrived|returned)$/i;
/** Verbs of change that take no object: "Sales grew 40%" is a sentence already. */
const CHANGE_VERBS =
  /^(?:increased|decreased|rose|fell|grew|doubled|tripled|halved|improved|dropped|returned|went|came|stayed|reached|hit|topped)$/i;
const SUBJECT_WORD = /^(?:over|more|than|nearly|almost|about|around|of|every|each|all|the|our|my|their|its|\d[\d.,%]*|\p{L}+%)$/iu;
const FINISHED =
  /\b(?:in|during)\s+(?:(?:19|20)\d\d\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|my|our|the|its|their)\s+(?:first\s+)?(?:years?|months?|weeks?|days?)\b)|\bago\b|\blast\s/i;

const hasNumber = (text: string) => /\d/.test(text);

/** "Over 400 kitchens fitted since 1998" → "over 400 kitchens have been fitted since 1998"; null when not that shape. */
function outcomeSentence(item: string): string | null {
  const list = words(item);
  let end = 0;
  while (
    end < list.length &&
    (SUBJECT_WORD.test(list[end] ?? '') ||
      isPluralNoun(list[end] ?? '') ||
      (!isPastVerb(list[end] ?? '') &&
        !isBaseVerb(list[end] ?? '') &&
        !/^(?:back|at|in|on|within|by|from|up|down|out)$/i.test(list[end] ?? '')))
  )
    end += 1;
  const subject = list.slice(0, end);
  const rest = list.slice(end);
  const [verb = '', ...after] = rest;
  if (subject.length === 0 || rest.length === 0 || !/\p{L}/u.test(subject.join(' '))) return null;
  const lastNoun = subject[subject.length - 1] ?? '';
  const plural = isPluralNoun(lastNoun) || subject.some((word) => /^\d/.test(word) && word !== '1');
  const since = /\bsince\b/i.test(item);
  const finished = FINISHED.test(item);
  const present = /^(?:every|each)$/i.test(subject[0] ?? '');
  const aux =
    since || (!finished && !present) ? (plural ? 'have been' : 'has been') : finished ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  if (isPastVerb(verb)) {
    const participle = verb.toLowerCase().endsWith('ed') ? verb : pastToParticiple(verb);
    if (CHANGE_VERBS.test(verb) || participle !== verb) return after.length ? item : null;
    return [...subject, aux, verb, ...after].join(' ');
  }
  // "90% of patients back at work": a state, said with "are" (or "have been" with "since").
  const copula = since ? (plural ? 'have been' : 'has been') : finished ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  // "25 years in the trade" is a span of time, not a state of something.
  const state = /%|\bof\b/.test(subject.join(' ')) && !/^(?:years?|months?|weeks?|days?|decades?)$/i.test(lastNoun);
  // "Revenue up 3x in 2024": a change, said with its verb.
  const change = /^(?:up|down)$/i.test(verb) && hasNumber(rest.join(' '));
  return (/^(?:back|at|in|on|within|up|down|out)$/i.test(verb) && hasNumber(subject.join(' ')) && state) || change
    ? [...subject, copula, ...rest].join(' ')
    : null;
}

function readItem(typed: string): Reading {
  const item = cleanAnswer(typed);
  const first = words(item)[0] ?? '';
  if (/^(?:i|we)\s/i.test(item) || /^(?:i'm|i've|we're|we've)\s/i.test(item)) {
    const rest = item.replace(/^(?:i|we)\s+/i, '');
    const verb = words(rest)[0] ?? '';
    if (rest !== item && isPastVerb(verb) && !AWARD_VERBS.test(verb) && !/\b(?:i|me|my)\b/i.test(rest)) return readItem(rest);
    return { kind: 'own', text: asSentence(item.replace(/^i\s/, 'I ')) };
  }
  // A verb starts lower-case; a credential typed as a name ("Chartered Quality Professional") keeps its capitals.
  const text = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() + item.slice(first.length) : item;
  if (AWARD_VERBS.test(first)) return { kind: 'award', text };
  // "ACCA qualified", "Prince2 certified": what the person is, as typed.
  if (/^\S+(?:\s+\S+)?\s+(?:qualified|certified|accredited|registered|chartered)$/i.test(item) && !isPastVerb(first))
    return { kind: 'credential', text: item, verb: 'qualified' };
  // "First Class degree in Marketing", "Diploma in Nursing": a qualification held, with its article.
  if (/\b(?:degree|diploma|certificate|masters?|doctorate)\b/i.test(item) && !isPastVerb(first))
    return { kind: 'credential', text: lowerFirst(item), verb: 'hold' };
  if (QUALIFICATION.test(item)) return { kind: 'credential', text: item, verb: /^(?:MBE|OBE|CBE)\b/.test(item) ? 'be' : 'hold' };
  const head = headWords(words(text));
  // "British Wheel of Yoga qualified teacher": a name before the role it qualifies.
  const final = words(text).at(-1) ?? '';
  const last =
    isPersonNoun(final) && !isPluralNoun(final) && /^\p{Lu}/u.test(first) && !isPastVerb(first) ? final : (head[head.length - 1] ?? '');
  // A verb in the past opens a deed ("Reduced staff turnover"), unless it is how credentials are named ("Chartered ...").
  const opensDeed = isPastVerb(first) && !CREDENTIAL_WORDS.test(first);
  if (isPersonNoun(last) && !isPluralNoun(last) && !opensDeed) {
    const since = /\bsince\s+(?:19|20)\d\d\b/i.test(item);
    // "Chartered Quality Professional", "Level 3 Personal Trainer": a credential typed as a name keeps its capitals.
    const named = /^\p{Lu}\S*\s+(?:\d+\s+)?\p{Lu}/u.test(item);
    return { kind: 'credential', text: named ? item : lowerFirst(item), verb: since ? 'been' : 'be' };
  }
  // "Used in 150 restaurants", "Backed by Innovate UK": a passive whose subject is the work, not the person.
  if (isPastVerb(first) && /^(?:in|by|across|at|on|throughout)$/i.test(words(text)[1] ?? '') && !INTRANSITIVE.test(first))
    return { kind: 'highlight', text: `being ${text}` };
  // "Fluent in Polish and English": what the person is, said with "am".
  if (isAdjective(first) && !isPastVerb(first) && /^(?:in|at|with|to)$/i.test(words(text)[1] ?? ''))
    return { kind: 'credential', text, verb: 'qualified' };
  // "MRCGP", "FRCS": letters after a name, a qualification held.
  if (/^(?:[A-Z][A-Z0-9&]{1,}(?:\s+|$)){1,3}$/.test(item)) return { kind: 'credential', text: `the ${item}`, verb: 'hold' };
  if (isPastVerb(first)) {
    const participle = /\bsince\s+(?:19|20)\d\d\b/i.test(text) ? pastToParticiple(text) : null;
    return participle ? { kind: 'deed', tense: 'perfect', text: participle } : { kind: 'deed', tense: 'past', text };
  }
  if (isBaseVerb(first)) return { kind: 'deed', tense: 'present', text };
  // "Supplying 12 cafes across Leeds" is done now.
  const base = gerundBase(first);
  if (base) return { kind: 'deed', tense: 'present', text: [base, ...words(text).slice(1)].join(' ') };
  const outcome = outcomeSentence(lowerFirst(item));
  if (outcome) return { kind: 'outcome', text: asSentence(outcome) };
  return { kind: 'highlight', text: lowerFirst(item) };
}

const STRENGTH: Record<Achievement['kind'], number> = { award: 2, outcome: 1, deed: 1, own: 1, credential: 0, highlight: 0 };

/** Items split on lines, bullets, semicolons and sentences; "N/A" and the like are no items. */
function itemsOf(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(/\n|;|\s•\s|\s-\s(?=\p{Lu})|\s\+\s(?![^(]*\))|\b(?:Also|Plus):\s*/u)
    .flatMap(sentencesOf)
    .map((item) => cleanAnswer(item.replace(/^\s*(?:[-*•·–—]|\d+[.)](?=\s))\s*/, '')))
    .filter((item) => item && !isEmptyAnswer(item));
}

/** The achievements typed, each read by kind, with how telling it is (numbers and awards first). */
export function readAchievements(raw: string | null | undefined): Achievement[] {
  return itemsOf(raw).map((typed) => {
    const read = readItem(typed);
    return { ...read, typed, strength: STRENGTH[read.kind] + (hasNumber(typed) ? 2 : 0) };
  });
}

/** The `count` most telling achievements, in the order they were typed. */
export function strongest(items: readonly Achievement[], count: number): Achievement[] {
  const chosen = [...items].sort((a, b) => b.strength - a.strength).slice(0, count);
  return items.filter((item) => chosen.includes(item));
}
