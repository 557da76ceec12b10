// What one word can be, from compromise's lexicon and tagger, asked in frames that steer it ("a _" for a
// noun, "to _ the" for a verb), with the few words it does not know as verbs or people.
import nlp from 'compromise';
import { remembered } from './remembered.js';

interface VerbForms {
  Infinitive: string;
  PastTense: string;
  PresentTense: string;
  Gerund: string;
}

function tagsIn(frame: string, word: string): string[] {
  const [before = '', after = ''] = frame.split('_');
  const terms = nlp(`${before}${word}${after}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  return terms[before.trim() ? before.trim().split(/\s+/).length : 0]?.terms[0]?.tags ?? [];
}

/** Verbs compromise's lexicon reads only as nouns; their forms are regular. */
const NOUN_LIKE_VERBS = new Set([
  'mentor',
  'coach',
  'engineer',
  'champion',
  'pilot',
  'host',
  'partner',
  'author',
  'tutor',
  'curate',
  'model',
  'voice',
  'steward',
  'halve',
  'dial',
]);

function regular(base: string): VerbForms {
  const stem = base.replace(/e$/, '');
  const doubled = /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) ? base + base.slice(-1) : base;
  return {
    Infinitive: base,
    PastTense: base.endsWith('e') ? `${base}d` : `${doubled}ed`,
    PresentTense: /(?:s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : base.replace(/([^aeiou])y$/, '$1ie') + 's',
    Gerund: base.endsWith('ee') ? `${base}ing` : `${base.endsWith('e') ? stem : doubled}ing`,
  };
}

/** Longer than any English verb's form ("internationalising" is 18): no verb, and not worth the tagger's time. */
const LONGEST_VERB = 30;

/** The forms of the verb `word` is a form of ("taught" → teach, taught, teaches, teaching), or null when it is no verb. */
function verbForms(word: string): VerbForms | null {
  const lower = word.toLowerCase();
  if (lower.length > LONGEST_VERB) return null;
  return remembered(`verb:${lower}`, () => {
    if (!/^\p{L}+$/u.test(lower)) return null;
    if (NOUN_LIKE_VERBS.has(lower)) return regular(lower);
    const stem = [...NOUN_LIKE_VERBS].find((base) =>
      [regular(base).PastTense, regular(base).PresentTense, regular(base).Gerund].includes(lower),
    );
    if (stem) return regular(stem);
    const forms = nlp(`I ${lower}`).verbs().conjugate()[0] as Partial<VerbForms> | undefined;
    if (!forms?.Infinitive || !forms.PastTense || !forms.PresentTense || !forms.Gerund || /\s/.test(forms.Infinitive)) return null;
    return { Infinitive: forms.Infinitive, PastTense: forms.PastTense, PresentTense: forms.PresentTense, Gerund: forms.Gerund };
  });
}

/** Can `word` start a verb phrase in its base form ("lead", "cut", "mentor")? */
export function isBaseVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return remembered(`base:${lower}`, () => {
    const forms = verbForms(lower);
    if (!forms || forms.Infinitive !== lower) return false;
    return NOUN_LIKE_VERBS.has(lower) || tagsIn('to _ the', lower).includes('Verb');
  });
}

/** Is `word` a verb in the past tense ("installed", "ran", "cut")? */
export function isPastVerb(word: string): boolean {
  // "RevPAR", "MTTR": letters or a metric's name, which compromise conjugates as it does any word after "I".
  if (/\p{Lu}.*\p{Lu}/u.test(word)) return false;
  const lower = word.toLowerCase();
  // compromise takes "trustee" for a past form.
  if (PEOPLE.has(lower)) return false;
  return verbForms(lower)?.PastTense === lower || isRegularPast(lower);
}

/** Is `word` a regular past form ("fitted", "opened") of a verb the lexicon knows, whatever it gives as its past? */
function isRegularPast(word: string): boolean {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ed')) return false;
  return [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3)].some(
    (stem) => stem.length > 1 && verbForms(stem)?.Infinitive === stem,
  );
}

/** The base form of a verb in the past ("founded" → found, "ran" → run), trusting regular endings over the lexicon. */
export function baseOfPast(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.endsWith('ed')) {
    const stem = [lower.slice(0, -1), lower.slice(0, -2), lower.slice(0, -3)].find(
      (candidate) => candidate.length > 2 && regular(candidate).PastTense === lower && isBaseVerb(candidate),
    );
    if (stem) return stem;
  }
  return verbForms(lower)?.Infinitive ?? null;
}

/** The -ing form of a verb's base form. */
export function gerundOfBase(base: string): string {
  const forms = verbForms(base);
  return forms?.Infinitive === base ? forms.Gerund : regular(base).Gerund;
}

/** Is `word` an -ing form of a verb ("building")? Then its base form, else null. */
export function gerundBase(word: string): string | null {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ing') || lower.length < 5) return null;
  const stem = lower.slice(0, -3);
  // "creating" is "create", not "creat": the candidate must be a verb the lexicon knows.
  const base = [`${stem}e`, stem, stem.replace(/(\p{L})\1$/u, '$1')].find(
    (candidate) => verbForms(candidate)?.Gerund === lower && isBaseVerb(candidate),
  );
  return base ?? null;
}

/** People named by what they do or are, which the tagger files under other nouns. */
const PEOPLE = new Set(
  (
    'lead head nurse chef cook coach founder co-founder owner trainer clinician librarian mentor partner director officer chair ' +
    'fellow member associate graduate intern apprentice volunteer student specialist expert professional leader engineer ' +
    'designer developer analyst scientist manager worker therapist physiotherapist technician nanny doctor surgeon midwife ' +
    'carer tutor principal dean vicar pastor barrister solicitor architect pilot curator editor producer artist carpenter ' +
    'photographer videographer filmmaker baker cleaner gardener decorator builder roofer welder driver trader broker planner ' +
    'adviser advisor counsellor researcher lecturer officer owner installer plumber electrician surveyor auditor trustee governor ' +
    'ambassador host judge sommelier educator gp provider embalmer practitioner headteacher paramedic barista speaker ' +
    'co-author treasurer vet prosecutor recorder gm pi mediator facilitator optician optometrist'
  ).split(' '),
);
// "-er" and "-or" name things as often as people ("turnover", "number"): those people are in the lexicon or the list above.
const PERSON_SUFFIX = /(?:ist|ian|eer|man|woman|person|wright|smith|maker|writer|worker|leader|manager|keeper|taker)$/;
/** Nouns with a person's ending that name no person. */
const NOT_PEOPLE = new Set([
  'degree',
  'committee',
  'coffee',
  'fee',
  'guarantee',
  'career',
  'order',
  'paper',
  'number',
  'centre',
  'center',
  'water',
  'letter',
  'corner',
  'power',
]);

/** Does `word` name a kind of person ("manager", "lead", "physiotherapist")? */
export function isPersonNoun(word: string): boolean {
  const lower = word.toLowerCase().replace(/s$/, '');
  return remembered(`person:${lower}`, () => {
    if (NOT_PEOPLE.has(lower)) return false;
    if (PEOPLE.has(lower) || PEOPLE.has(word.toLowerCase())) return true;
    const tags = tagsIn('a _', lower);
    return tags.includes('Actor') || (tags.includes('Noun') && PERSON_SUFFIX.test(lower) && !isBaseVerb(lower));
  });
}

/** Is `word` a plural noun ("homeowners", "NHS teams")? Acronyms in -s count. */
export function isPluralNoun(word: string): boolean {
  if (/^[A-Z0-9]{2,}s$/.test(word)) return true;
  const lower = word.toLowerCase();
  return remembered(`plural:${lower}`, () => {
    const noun = nlp(lower).nouns().json()[0] as { noun?: { isPlural?: boolean } } | undefined;
    // The tagger reads some plurals as verbs ("engineers"); a person noun plus -s is plural.
    const singular = lower.slice(0, -1);
    return noun?.noun?.isPlural === true || (/[^su]s$/.test(lower) && (isPersonNoun(singular) || tagsIn('a _', singular).includes('Noun')));
  });
}

/** Masses the tagger counts: "grew engineering", "led discovery research", "cut agency spend". */
const MASS_NOUNS = /^(?:research|work|software|data|spend|growth|revenue|turnover|retention|engagement|infrastructure|feedback|funding)$/;

/** Is `word` a thing one counts, in the singular ("taproom", "offtake"), not a mass ("revenue") or a name? */
export function isCountableNoun(word: string): boolean {
  const lower = word.toLowerCase();
  return remembered(`countable:${lower}`, () => {
    const tags = tagsIn('the _ was', lower);
    return (
      tags.includes('Singular') &&
      !tags.includes('Uncountable') &&
      !tags.includes('ProperNoun') &&
      !isPluralNoun(lower) &&
      !MASS_NOUNS.test(lower)
    );
  });
}

/** Is `word` an adjective ("passionate", "curious")? */
export function isAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  return remembered(`adjective:${lower}`, () => tagsIn('a _ thing', lower).includes('Adjective'));
}
