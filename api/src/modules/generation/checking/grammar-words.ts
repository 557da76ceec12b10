// The word classes and phrase helpers the grammar rules share. They read terms tagged by compromise's lexicon and
// pre-tagger; a few word lists cover what the pre-tagger gets wrong or leaves out (roles it does not mark #Actor).
import nlp from 'compromise';

export interface Token {
  /** As written; '' for the hidden half of a contraction ("I'm" gives "I'm" and ""). */
  text: string;
  /** Lower case; a contraction's hidden word ("am"). */
  word: string;
  tags: ReadonlySet<string>;
  /** Punctuation before the word: "(". */
  pre: string;
  /** Space and punctuation after the word: ", ", "-". */
  post: string;
  /** Not in compromise's lexicon, so its tag is a guess. */
  guessed: boolean;
}

export const words = (list: string) => new Set(list.split(' '));
export const SUBJECTS = words('i we he she they you');
export const OBJECTS = words('me us him her them it you myself ourselves himself herself themselves');
export const BE = words('am is are was were be been being');
export const PERFECT = words('have has had');
export const PASSIVE_HELPERS = words('am is are was were be been being get gets got getting have has had');
const DETERMINERS = words('a an the this that these those my our your his her their its every each another some any no both');
export const PREPOSITIONS = words(
  'about on of in at for with from into by through towards toward without within among onto upon via across during',
);
/** Words that open a clause of their own: "recognised that ...", "teams that keep ...". */
export const CLAUSE_WORDS = words('that who which whose where when how what whether');
const ROLES = words(
  'engineer nurse founder cofounder librarian clinician solicitor barrister owner marketer lecturer student trainee ' +
    'intern volunteer coach joiner midwife paramedic counsellor counselor adviser advocate executive organiser organizer ' +
    'vet physio carer investor candidate applicant member professional expert buyer client fundraiser trustee governor ' +
    'surveyor auditor',
);
const NOT_ROLES = words('people staff personnel everyone someone anyone nobody somebody everybody anybody public');
/** Unique posts British English names without an article: "head of operations", "finance director", "lead designer". */
export const TITLES = words(
  'head chief chair chairman chairwoman chairperson president vice lead director managing partner dean principal captain',
);
/** Verbs a bare role may follow: "a nurse turned founder", "made partner". */
export const ROLE_LINKS = words('turned turn became become becomes made make');

export const has = (token: Token | undefined, tag: string) => token?.tags.has(tag) ?? false;
export const pauses = (token: Token | undefined) => !!token && /[,;:.!?()]/.test(token.post);
/** Capitalised inside the sentence: a name or a title. */
export const isCapital = (tokens: readonly Token[], i: number) => i > 0 && /^\p{Lu}/u.test(tokens[i]?.text ?? '');
export const isDeterminer = (t: Token | undefined) =>
  !!t && (DETERMINERS.has(t.word) || has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Value'));
export const isAdverb = (t: Token | undefined) => has(t, 'Adverb') || t?.word === 'also' || t?.word === 'now';
const FUNCTION_TAGS = ['Pronoun', 'Preposition', 'Conjunction', 'Copula', 'Modal', 'Auxiliary', 'QuestionWord'];
export const isFunctionWord = (t: Token) =>
  isDeterminer(t) || isAdverb(t) || PREPOSITIONS.has(t.word) || FUNCTION_TAGS.some((tag) => has(t, tag));
/** A singular person noun: #Actor ("manager"), a listed role ("nurse"), or a "-ist"/"-ian" noun ("librarian"). */
export const isRole = (t: Token) =>
  (has(t, 'Actor') || ROLES.has(t.word) || (has(t, 'Noun') && /(?:ist|ian)$/.test(t.word))) &&
  !has(t, 'Plural') &&
  !has(t, 'Pronoun') &&
  !NOT_ROLES.has(t.word);
/** The pre-tagger reads some plurals as verbs ("kitchens", "nurses"). */
export const looksPlural = (t: Token | undefined) =>
  has(t, 'Plural') || (!!t && has(t, 'PresentTense') && !has(t, 'Infinitive') && !has(t, 'Copula') && t.word.endsWith('s'));
export const startsObject = (t: Token | undefined) => isDeterminer(t) || OBJECTS.has(t?.word ?? '') || looksPlural(t);

/** A finite verb or helper; not a plural after a number or adjective ("400 kitchens"), nor half a compound ("start-ups"). */
export function isVerbAt(tokens: readonly Token[], i: number): boolean {
  const [before, t, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
  if (!t || has(t, 'Gerund') || t.post.startsWith('-')) return false;
  // "I mentor young entrepreneurs": a noun between a subject and an object is the verb.
  if (!has(t, 'Verb')) {
    return SUBJECTS.has(before?.word ?? '') && has(t, 'Noun') && !has(t, 'Pronoun') && (startsObject(next) || has(next, 'Adjective'));
  }
  return !(looksPlural(t) && (isDeterminer(before) || has(before, 'Adjective')));
}

/** The role noun heading a noun phrase with no article that starts at `start` ("hiring manager at"), or -1. */
export function bareRoleAt(tokens: readonly Token[], start: number): number {
  for (let i = start; i < tokens.length && i < start + 4; i++) {
    const t = tokens[i]!;
    // Names and titles keep their own form: "I'm Maya Chen", "named Clinician of the Year".
    if (isCapital(tokens, i) || isFunctionWord(t)) return -1;
    const next = tokens[i + 1];
    // "merchant onboarding", "customer training": a role before a gerund names what the work is for.
    const heads = !t.post.includes('-') && (pauses(t) || !(has(next, 'Noun') || has(next, 'Gerund')) || has(next, 'Pronoun'));
    if (isRole(t) && heads) return i;
    if (pauses(t) || has(t, 'Infinitive')) return -1;
  }
  return -1;
}

/** The clause around `at`, as [start, end): a sentence splits at ";", ":", ", and", ", but", ", so", "and then",
 * "before that". */
export function clauseAround(tokens: readonly Token[], at: number): [number, number] {
  const opens = (i: number) => {
    const [before, t, next] = [tokens[i - 1], tokens[i]!, tokens[i + 1]?.word];
    return (
      !before ||
      /[;:]/.test(before.post) ||
      (['and', 'but', 'so', 'or', 'yet'].includes(t.word) && before.post.includes(',')) ||
      (t.word === 'and' && next === 'then') ||
      (['before', 'after'].includes(t.word) && (next === 'that' || next === 'then'))
    );
  };
  let start = at;
  while (!opens(start)) start--;
  let end = at + 1;
  while (end < tokens.length && !opens(end)) end++;
  return [start, end];
}

/** Up to `count` words from `from`, quoted, up to a pause or an "and", without a dangling "of the". */
export function quote(tokens: readonly Token[], from: number, count = 4): string {
  let end = from + 1;
  while (end < Math.min(tokens.length, from + count) && !pauses(tokens[end - 1]) && !/^(?:and|or)$/.test(tokens[end]!.word)) end++;
  while (end > from + 1 && (PREPOSITIONS.has(tokens[end - 1]!.word) || DETERMINERS.has(tokens[end - 1]!.word))) end--;
  const written = tokens.slice(from, end).map((t, i) => t.text + (i < end - from - 1 ? t.post : ''));
  return `"${written.join('').replace(/[,;:.!?()]+$/, '')}"`;
}

/** "make" → "making", for a suggestion; runs only when there is a fault. */
export const gerund = (verb: string) =>
  (nlp(`I ${verb}`).verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund ?? `${verb}ing`;
