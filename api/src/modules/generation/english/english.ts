// English handling for the offline writer: compromise tags and inflects, Intl.Segmenter splits sentences,
// indefinite chooses "a" or "an" by sound ("an MBA", "a UX designer", "an hour").
import nlp from 'compromise';
import indefinite from 'indefinite';
import { remembered } from './remembered.js';
import { FIGURE_OPENS_SENTENCE, sentenceSegments } from './sentence-segments.js';
import { isNameWord, PLACE } from '../reading/tidy-notes.js';
import { gerundBase, isAdjective, isBaseVerb, isPastVerb, isPersonNoun, isPluralNoun } from './word-classes.js';

// "Co. Tipperary": a county, not the end of a sentence ("Mehta & Co." may end one).
const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|(?<!&\s)Co|vs|etc|e\.g|i\.e|approx|incl|[A-Z])\.$/;

/**
 * The last characters of a text, enough for any abbreviation before its end: a sentence joined across abbreviations
 * grows, and a pattern anchored at its end alone would still be tried from every character of it.
 */
const tail = (text: string) => text.slice(-12);

/** The sentences of a text, trimmed, without empty ones; "Dr." and initials do not end one, nor a "!" in brackets. */
export function sentencesOf(text: string): string[] {
  const segments = sentenceSegments(text).flatMap(({ segment }) => segment.split(FIGURE_OPENS_SENTENCE));
  const sentences = joinedAfterAbbreviations(segments.map((segment) => segment.trim()).filter(Boolean), ABBREVIATION);
  // "Q Grader (me!) since 2017": a "!" in brackets ends no sentence when what follows goes on in lower case.
  return sentences.reduce<string[]>((out, sentence) => {
    const last = out.at(-1);
    if (last !== undefined && /[!?]\)$/.test(last) && /^\p{Ll}/u.test(sentence)) out[out.length - 1] = `${last} ${sentence}`;
    else out.push(sentence);
    return out;
  }, []);
}

/** Pieces of text as sentences: a piece after one that ends in an abbreviation (`abbreviation`, anchored at the end) goes on its sentence. */
export function joinedAfterAbbreviations(pieces: readonly string[], abbreviation: RegExp): string[] {
  // Each sentence as its pieces, joined once at the end: a string grown a piece at a time is copied whole at each test.
  const sentences: string[][] = [];
  let end = '';
  for (const piece of pieces) {
    const last = sentences[sentences.length - 1];
    if (last !== undefined && abbreviation.test(end)) {
      last.push(piece);
      end = tail(`${end} ${piece}`);
    } else {
      sentences.push([piece]);
      end = tail(piece);
    }
  }
  return sentences.map((sentence) => sentence.join(' '));
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Single spaces, straight quotes, no HTML tags, no trailing punctuation other than a closing bracket or quote. */
export function cleanAnswer(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201C\u201D\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[\s,.;:!?]+$/, '')
    .trim();
}

const HTML_TAG = /<\/?(?:a|b|i|u|p|br|em|strong|span|div|small|h[1-6]|ul|ol|li|script|style)\b[^<>]*>/gi;
/** "I build <reliable> systems": words in angle brackets are the person's, and kept; only real HTML tags go. */
export const keepBracketed = (text: string) => text.replace(HTML_TAG, ' ').replace(/<\s*([^<>]*?)\s*>/g, (_, inside: string) => inside);

/** Answers that mean "nothing to say". */
export function isEmptyAnswer(text: string): boolean {
  return /^(?:n\/?a|none|nothing|no|nil|-+|\.+|tbc|tbd)?$/i.test(text.trim());
}

/** The first letter in capitals, unless the first word is written in mixed case on purpose ("iOS", "eBay"). */
export function capitalise(text: string): string {
  return /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

const isAcronym = (word: string) => /^[A-Z0-9][A-Z0-9&+.-]*[A-Z0-9+]$/.test(word.replace(/[^\p{L}\p{N}&+.-]/gu, '')) && /[A-Z]/.test(word);
const isTitleCase = (text: string) =>
  words(text.replace(/\([^)]*\)/g, ' '))
    .filter((word) => /^\p{L}/u.test(word) && word.length > 3)
    .every((word) => /^\p{Lu}/u.test(word));

/** Does the first word start a name typed in capitals ("Gas Safe", "Royal Mail"), whose case is the person's own? */
function startsProperName(list: readonly string[]): boolean {
  const [first = '', second = ''] = list;
  // "Charity CEOs" is no name: an acronym after a capital is the answer's first word and a plural. "Six Sigma Green
  // Belt" is one, Title Cased as it may be; "Named Clinician of the Year" opens with a verb and is none.
  return /^\p{Lu}/u.test(first) && /^\p{Lu}\p{Ll}/u.test(second) && !isPastVerb(first);
}

/** A sentence fragment inside running text: only its first letter lowered, unless the first word is an acronym, mixed case or starts a name. */
export function lowerFirst(text: string): string {
  const list = words(text);
  const first = list[0] ?? '';
  const keep = isAcronym(first) || /^I(?:'|$)/.test(first) || /\p{Lu}/u.test(first.slice(1)) || startsProperName(list) || isNameWord(first);
  return keep ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * A note of what the person does or is now, typed without "I": "Currently building credit products at Kredito" is
 * "I'm currently building ...", "Currently NED at Mole Valley" is "I'm currently a NED at ...". Null for any other line.
 */
export function saidAsNow(line: string): string | null {
  // "Now an accredited workplace mediator": a post the person holds now ("Now a crew of 9" is the team's).
  const post = line.match(/^(currently|now)\s+((?:a|an)\s[^,;]+?)[.!]*$/iu);
  const head =
    words(post?.[2]?.split(/\s(?:at|in|of|for|with|on)\s/)[0] ?? '')
      .at(-1)
      ?.toLowerCase() ?? '';
  if (post && isPersonNoun(head)) return asSentence(`I'm ${post[1]?.toLowerCase()} ${post[2]}`);
  const now = line.match(/^(currently|now)\s+(?!(?:i|we|my|our|a|an|the|based|in|at|on|with|for)\b)(\p{L}[\s\S]*)$/iu);
  if (!now) return null;
  const [, when = '', rest = ''] = now;
  const first = words(rest)[0] ?? '';
  // "NED" is letters, not a verb in the past.
  if (!/^\p{Lu}+$/u.test(first) && ((isBaseVerb(first) && !isPersonNoun(first)) || isPastVerb(first))) return null;
  const what = gerundBase(first) ? rest : withArticle(rest);
  return asSentence(`I'm ${when.toLowerCase()} ${what}`);
}

/**
 * A note of what the person is or does, typed without "I": "Freelance, based in Brighton" is "I'm freelance, based in
 * Brighton", "Abuja-based, working remote ..." is "I'm Abuja-based, ...", "Run the floor at a busy CBD cafe" is "I run
 * the floor ...". Null for any other line.
 */
export function saidOfOneself(line: string): string | null {
  const [first = '', second = ''] = words(line);
  const bare = first.replace(/,$/, '');
  if (/^\p{Lu}[\p{L}-]*-based$/u.test(bare)) return asSentence(`I'm ${line}`);
  if (/^(?:freelance|self-employed|retired|\p{L}+-based)$/iu.test(bare) || (first.endsWith(',') && isAdjective(bare) && !isPastVerb(bare)))
    return asSentence(`I'm ${lowerFirst(line)}`);
  if (isBaseVerb(first) && !isPersonNoun(first) && /^(?:the|a|an|my|our|\d[\d,]*)$/i.test(second))
    return asSentence(`I ${lowerFirst(line)}`);
  return null;
}

/** An answer's sentence as a sentence: its own closing mark, or a full stop. */
export function asSentence(text: string): string {
  const clean = capitalise(cleanAnswer(text));
  const mark = text.trim().match(/[.!?]$/)?.[0] ?? '.';
  return clean ? `${clean}${mark}` : '';
}

/** Where a noun phrase's head ends: "head of operations | at Brightpath", "homeowners | planning a kitchen". */
const HEAD_END = /^(?:at|of|for|in|on|with|who|whose|that|which|from|across|to|and|or|&|\p{L}+ing)$/iu;

function headLength(list: readonly string[]): number {
  // "homeowners planning a kitchen", "an analyst covering banks" end their heads at the participle, which says what the
  // people do; "brand marketing teams" is one noun phrase.
  const ends = (word: string, index: number) => {
    const before = list[index - 1]?.toLowerCase() ?? '';
    return index > 0 && HEAD_END.test(word) && (!/ing$/i.test(word) || isPluralNoun(before) || isPersonNoun(before));
  };
  const end = list.findIndex(ends);
  return end < 0 ? list.length : end;
}

/**
 * An answer as it reads inside a sentence: the first word lower-cased unless it is an acronym or a proper
 * noun, a Title Cased title lower-cased up to its first preposition ("Head of Operations at Brightpath" →
 * "head of operations at Brightpath"), and shouting in capitals lowered.
 */
export function inRunningText(text: string): string {
  if (/\p{Ll}/u.test(text) === false && words(text).length > 1) return text.toLowerCase();
  const list = words(text);
  const titleEnd = list.findIndex((word, index) => index > 0 && /^(?:at|for|with|in|from)$/i.test(word));
  // "Hartley & Sons", "O'Neil & Co" are names, whose capitals stay.
  const named = /\s&\s|\b(?:Ltd|Co|Inc|LLP|plc)\b/.test(text);
  const titleCased = !named && list.length > 1 && isTitleCase((titleEnd < 0 ? list : list.slice(0, titleEnd)).join(' '));
  // "Narborough Road", "Aston University": a name and the kind of place it names keep their capitals.
  const placeKind = (word: string | undefined) => /^(?:Road|Street|Lane|Avenue|University|College|Hospital)\b/.test(word ?? '');
  const nameBefore = (word: string | undefined) =>
    /^\p{Lu}/u.test(word ?? '') && !/^(?:Of|The|And|For|At|In|On|To|A|An|By)$/.test(word ?? '');
  const inPlaceName = (index: number) =>
    (nameBefore(list[index]) && placeKind(list[index + 1])) || (placeKind(list[index]) && nameBefore(list[index - 1]));
  return list
    .map((word, index) => {
      if (
        isAcronym(word) ||
        /\p{Lu}/u.test(word.slice(1)) ||
        /^I(?:'|$)/.test(word) ||
        (/^\p{Lu}/u.test(word) && isNameWord(word)) ||
        inPlaceName(index)
      )
        return word;
      const inTitle = titleCased && (titleEnd < 0 || index < titleEnd);
      if ((index === 0 && !startsProperName(list)) || inTitle) return word.charAt(0).toLowerCase() + word.slice(1);
      return word;
    })
    .join(' ');
}

const ARTICLE = /^(?:a|an|the)\s+/i;

/** "a marketing manager" → "marketing manager". */
export function withoutArticle(phrase: string): string {
  return phrase.replace(ARTICLE, '');
}

function inflectNoun(word: string, plural: boolean): string | null {
  if (isAcronym(word.replace(/s$/, ''))) return plural ? (word.endsWith('s') ? word : `${word}s`) : word.replace(/s$/, '');
  const out = remembered(`${plural ? 'plural' : 'singular'}:${word.toLowerCase()}`, () => {
    const doc = nlp(word.toLowerCase()).nouns();
    return (plural ? doc.toPlural() : doc.toSingular()).text();
  });
  if (out && /^\p{L}[\p{L}-]*$/u.test(out)) return out;
  // The tagger reads some nouns as verbs ("lead", "head"); their plurals are regular.
  if (!plural || !/^\p{L}+$/u.test(word)) return null;
  return /(?:s|sh|ch|x|z)$/.test(word) ? `${word}es` : word.replace(/([^aeiou])y$/, '$1ie') + 's';
}

/** A singular noun phrase with its indefinite article; a plural or determined one as it is. */
const TITLE_OF_THE_YEAR = /^\p{Lu}[\p{L}\d'’-]*(?:\s+(?:\p{Lu}[\p{L}\d'’-]*|of|the|and|&|for))*\s+of the Year\b/u;
const UNIQUE_TITLE =
  /^(?:head of|chief|president|vice[- ]president|chair\w*|managing director|(?:GM|general manager|treasurer|secretary|captain|PI) (?:at|of|on|for)\b)\b/i;
/** One person founded it or wrote it: "the founder of Kilimhaus", "the (lead) author of "Not Just Stress"". */
const THE_ONE_WHO = /^(?:(?:lead|sole|first|principal)\s+)?(?:founder|author|creator) of\b/i;

/** Acronyms said as a word, which begin with a consonant's sound whatever their first letter is called. */
const WORD_ACRONYM = /^(?:SENCo|SENCO|SEND|NATO|NASA|NICE|PRINCE2|Ofsted|OFSTED|SALSA)\b/;

export function withArticle(phrase: string): string {
  if (!phrase.trim()) return '';
  // "Bradford Chamber of Commerce Small Business of the Year 2019" is a title given once: no article ("a finalist for
  // Pharmacy of the Year" keeps its own).
  if (
    /^(?:a|an|the|my|our|his|her|their|this|that|some|any|one)\s/i.test(phrase) ||
    UNIQUE_TITLE.test(phrase) ||
    TITLE_OF_THE_YEAR.test(phrase)
  )
    return phrase;
  if (THE_ONE_WHO.test(phrase)) return `the ${phrase}`;
  // "other farmers" one at a time: "another farmer", never "an other farmer".
  if (/^other\s/i.test(phrase)) return phrase.replace(/^other/i, 'another');
  // The head is read before any comma, dash or bracket: "software engineer, mostly backend", "mentor (200+ sessions)",
  // "KC Auto Repairs – a family garage".
  const list = words((phrase.split(/,|\s[–—]\s/)[0] ?? phrase).replace(/\s*\(.*$/, ''));
  const head = list[headLength(list) - 1] ?? '';
  // "MBBS" ends in S and is one degree: letters in capitals are no plural.
  if (isPluralNoun(head) && !/^\p{Lu}+$/u.test(head)) return phrase;
  // "ex-army (Royal Logistic Corps)" says what the person was part of, not a person: no article ("an ex-teacher").
  if (list.length === 1 && /^ex-/i.test(list[0] ?? '') && !isPersonNoun((list[0] ?? '').slice(3))) return phrase;
  // indefinite reads "MEng" as a word; a capital inside the first word marks letters said one by one ("an MEng").
  // Some are said as words: "a SENCo", "a NASA engineer".
  if (WORD_ACRONYM.test(phrase)) return `a ${phrase}`;
  if (/^\p{Lu}\p{Ll}*\p{Lu}/u.test(phrase)) return `${/^[AEFHILMNORSX]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
  return indefinite(phrase);
}

export interface NounPhraseForms {
  /** "site managers at a renewable energy contractor" */
  plural: string;
  /** "a site manager at a renewable energy contractor": one person of them, or null when there is none to address. */
  singular: string | null;
}

const QUANTIFIED = /^(?:anyone|everyone|everybody|anybody|people|those|all|any|every|each|someone|somebody|no)\b/i;
/** Heads that name a body of people: "NHS digital teams" has no one person to call "an NHS digital team". */
const GROUP_HEAD =
  /^(?:teams?|compan(?:y|ies)|organi[sz]ations?|business(?:es)?|firms?|agenc(?:y|ies)|charit(?:y|ies)|groups?|councils?|departments?|boards?|schools?|universit(?:y|ies))$/i;

const ONE_BODY = /^(?:panel|jury|committee)$/i;

/** A noun phrase such as an audience in both numbers; only the last word of its head changes. */
export function nounPhraseForms(phrase: string): NounPhraseForms {
  // "the hiring panel at Watercare, Auckland": the place after the organisation is no second item.
  const [, named, place] = phrase.match(/^(.*\s(?:at|in)\s+\p{Lu}[^,]*),\s*([^,]+)$/u) ?? [];
  if (named && place && PLACE.test(place)) {
    const forms = nounPhraseForms(named);
    return { plural: `${forms.plural}, ${place}`, singular: forms.singular && `${forms.singular}, ${place}` };
  }
  const list = words(withoutArticle(phrase));
  const bare = list.join(' ');
  const end = headLength(list);
  // "the jury for the spring fair, and then the buyers": a list keeps its articles as typed, and gets the "and" a list
  // typed as notes lacks ("sports clubs, sailors and GP surgeries").
  if (/[,;]/.test(bare)) {
    const typed = words(phrase).join(' ');
    const items = typed.split(/,\s/);
    // Three or more people named side by side, the last with no "and" of its own; not "..., especially first timers".
    const notes = items.length < 3 || /;|\b(?:and|or)\b|&/i.test(items.at(-1) ?? '') || items.some((item) => /^\p{Ll}+ly\b/u.test(item));
    // "patients and families, and referring GPs": an item with its own "and" takes the comma before the last.
    const and = items.slice(0, -1).some((item) => /\band\b/i.test(item)) ? ', and' : ' and';
    return { plural: notes ? typed : `${items.slice(0, -1).join(', ')}${and} ${items.at(-1)}`, singular: null };
  }
  if (QUANTIFIED.test(bare) || list.slice(0, end).length === 0) return { plural: bare, singular: null };
  const head = list[end - 1] ?? '';
  // "Leeds City Council's community investment panel": its owner says which, and takes the place of "the".
  const the = list.slice(0, end - 1).some((word) => /['’]s$/.test(word)) ? bare : `the ${bare}`;
  // "Panel for the Croydon Culture Legacy Fund": one body, the one the person will face.
  if (ONE_BODY.test(head)) return { plural: the, singular: null };
  const swap = (word: string | null) => (word ? [...list.slice(0, end - 1), word, ...list.slice(end)].join(' ') : null);
  if (GROUP_HEAD.test(head)) return { plural: isPluralNoun(head) ? bare : (swap(inflectNoun(head, true)) ?? bare), singular: null };
  // "recruiters and engineering leaders" has two heads; "headteacher and governors" speaks of the one headteacher; "HR
  // and wellbeing leads" of leads in two fields.
  if (/^(?:and|or|&)$/i.test(list[end] ?? ''))
    return { plural: isPluralNoun(head) || (/^\p{Lu}{2,}$/u.test(head) && /s$/.test(list.at(-1) ?? '')) ? bare : the, singular: null };
  // "homeowners in Swansea & Gower and landlords": more people after the first, so no one of them.
  const morePeople = list.slice(end).some((word, index, rest) => /^(?:and|or|&)$/i.test(word) && isPluralNoun(rest[index + 1] ?? ''));
  if (isPluralNoun(head) && morePeople) return { plural: bare, singular: null };
  if (isPluralNoun(head)) {
    // "busy professionals who want to get fit" → "a busy professional who wants to get fit".
    const singular =
      swap(inflectNoun(head, false))?.replace(
        /\b(who|that) (\p{Ll}+)/u,
        (whole, relative: string, verb: string) => `${relative} ${toThirdPersonSingular(verb) ?? verb}`,
      ) ?? null;
    return { plural: bare, singular: singular ? withArticle(singular) : null };
  }
  return { plural: swap(inflectNoun(head, true)) ?? bare, singular: withArticle(bare) };
}

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

function conjugate(verb: string): Conjugation | undefined {
  return remembered(`conjugate:${verb}`, () => nlp(`I ${verb}`).verbs().conjugate()[0] as Conjugation | undefined);
}

/** Tags of each word of `text` when it follows `frame`, which steers the tagger ("I will" makes a verb likely). */
function tagsAfter(frame: string, text: string): string[][] {
  return remembered(`tags:${frame}|${text}`, () => {
    const terms = nlp(`${frame} ${text}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
    return terms.slice(words(frame).length).map((term) => term.terms[0]?.tags ?? []);
  });
}

const COORDINATED_VERB = /^(?:and|or|then)$/i;
/** The lexicon's gerunds are American for these verbs in "-l": "dialing", "modeling". */
const BRITISH_GERUNDS: Record<string, string> = Object.fromEntries(
  ['dial', 'travel', 'model', 'label', 'cancel', 'fuel', 'signal', 'level', 'counsel', 'channel', 'total'].map((base) => [
    base,
    `${base}ling`,
  ]),
);

/**
 * Changes the leading verb, and each verb joined to it by "and" or "or", to another form:
 * "build kitchens and train joiners" → "building kitchens and training joiners".
 */
function inflectLeadingVerbs(phrase: string, form: keyof Conjugation): string | null {
  // "manage a cafe, train baristas, dial in great coffee": deeds listed with commas, each opened by its verb, each
  // inflected ("managing a cafe, training baristas, ..."), never the first alone.
  const listed = partsOutsideBrackets(phrase, /,\s+/);
  const opensOnVerb = (part: string) => {
    const first = (words(part)[0] ?? '').toLowerCase();
    // "dial in": a verb the lexicon lacks, which the tagger knows; "a calmer, safer day" opens on no verb.
    return (
      isBaseVerb(first) ||
      (!isAdjective(first) && !/er$/.test(first) && (tagsAfter('I will', part.toLowerCase())[0]?.includes('Infinitive') ?? false))
    );
  };
  // "manage a cafe, train baristas and dial in great coffee": the last of three after its "and" too.
  const [head = '', last = ''] = phrase.split(/\s+and\s+(?=[^,]*$)/);
  const before = partsOutsideBrackets(head, /,\s+/);
  if (last && before.length > 1 && [...before, last].every(opensOnVerb)) {
    const each = [...before, last].map((part) => inflectLeadingVerbs(part, form));
    return each.every((part): part is string => part !== null) ? `${each.slice(0, -1).join(', ')} and ${each.at(-1) ?? ''}` : null;
  }
  if (listed.length > 1 && listed.every(opensOnVerb)) {
    const each = listed.map((part) => inflectLeadingVerbs(part, form));
    return each.every((part): part is string => part !== null) ? each.join(', ') : null;
  }
  const list = words(phrase);
  const tags = tagsAfter('I will', phrase.toLowerCase());
  let changed = false;
  const out = list.map((word, index) => {
    // ", and build up ...", "– and build ...": after a comma or a dash and "and", a verb the tagger may have missed starts a
    // clause of its own.
    // "– and open to anyone" keeps its adjective: a verb here has an object, not "to".
    const afterClause =
      /,$|^[–—-]$/.test(list[index - 2] ?? '') &&
      isBaseVerb(word.toLowerCase()) &&
      !/^(?:to|for|with|about|of|in|on|at)$/i.test(list[index + 1] ?? '');
    // "feel safe and chill for everyone", "as little conflict and cost as possible": a word joined to an adjective before
    // a preposition, or the second of two things "as little ... as possible", is no verb of its own.
    const before = list[index - 2] ?? '';
    const joinedToLike =
      (!/,$/.test(before) && isAdjective(before.toLowerCase()) && /^(?:for|to|with|about|at|by)$/i.test(list[index + 1] ?? '')) ||
      (/^as$/i.test(list[index + 1] ?? '') && /\bas\s+(?:little|much|many|few)\b/i.test(phrase));
    // "train women as garment makers and pay London Living Wage": a verb with its object, which the tagger took for a noun.
    const withObject =
      isBaseVerb(word.toLowerCase()) && /^(?:the|a|an|our|my|their|\d\S*|\p{Lu}\S*|\p{Ll}+s)$/u.test(list[index + 1] ?? '');
    const lead =
      index === 0 ||
      (COORDINATED_VERB.test(list[index - 1] ?? '') && !joinedToLike && (tags[index]?.includes('Infinitive') || afterClause || withObject));
    if (!lead) return word;
    const inflected =
      (form === 'Gerund' ? BRITISH_GERUNDS[word.toLowerCase()] : undefined) ??
      conjugate(word.toLowerCase())?.[form] ??
      regularForm(word.toLowerCase(), form);
    if (!inflected || /\s/.test(inflected)) return word;
    changed = true;
    return inflected;
  });
  return changed ? out.join(' ') : null;
}

/** The tagger does not know every verb ("mentor"); regular endings cover those it misses. */
function regularForm(base: string, form: keyof Conjugation): string | undefined {
  if (form === 'Gerund') return base.replace(/([^e])e$/, '$1') + 'ing';
  if (form === 'PresentTense') return /(?:s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : base.replace(/([^aeiou])y$/, '$1ie') + 's';
  return undefined;
}

/** "get more homes running" → "getting more homes running". */
export function toGerund(baseVerbPhrase: string): string | null {
  return inflectLeadingVerbs(baseVerbPhrase, 'Gerund');
}

/** "run a team" → "runs a team", for a third-person singular subject. */
export function toThirdPersonSingular(baseVerbPhrase: string): string | null {
  return inflectLeadingVerbs(baseVerbPhrase, 'PresentTense');
}

// compromise 14 gives American or wrong participles for these.
const BRITISH_PARTICIPLES: Record<string, string> = {
  have: 'had',
  gotten: 'got',
  ran: 'run',
  came: 'come',
  became: 'become',
  overcame: 'overcome',
};
/** "in 2021", "two years ago": a finished time, which "I have ..." cannot take. */
const FINISHED_TIME =
  /\b(?:in|during|from)\s+(?:\p{L}+\s+)?(?:19|20)\d\d\b|\bago\b|\blast\s+(?:year|month|week|summer|spring|autumn|winter)\b|\byesterday\b/iu;

/** "installed" → "installed", "wrote" → "written"; null when unsure, or when the phrase names a finished time. */
export function pastToParticiple(pastVerbPhrase: string): string | null {
  const [first = '', ...rest] = words(pastVerbPhrase);
  const past = first.toLowerCase();
  // "since we opened in March 2022": a time inside the "since" is where the span starts, not a finished time.
  if (FINISHED_TIME.test(pastVerbPhrase.replace(/\bsince\b.*$/i, ''))) return null;
  // Past forms in -ed ("installed", "fitted") are their own participles, whatever past the lexicon gives.
  if (past.endsWith('ed') && past.length > 4) return pastVerbPhrase;
  const forms = conjugate(past);
  if (forms?.PastTense !== past || !forms.Infinitive) return null;
  const participle = remembered(`participle:${forms.Infinitive}`, () => {
    const perfect = nlp(`I ${forms.Infinitive} it`);
    perfect.verbs().toPastParticiple();
    return perfect.text().match(/^I have (\S+) it$/)?.[1];
  });
  if (!participle) return null;
  return [BRITISH_PARTICIPLES[participle] ?? participle, ...rest].join(' ');
}

/** "serve Swansea since 1998" → "served Swansea since 1998", for "I have ..."; null when unsure. */
export function baseToParticiple(baseVerbPhrase: string): string | null {
  const [first = '', ...rest] = words(baseVerbPhrase);
  // The tagger does not know every verb ("mentor"); those it misses are regular.
  const base = first.toLowerCase();
  const past = conjugate(base)?.PastTense ?? `${base.replace(/e$/, '')}ed`;
  return pastToParticiple([past, ...rest].join(' '));
}

/** "a, b and c". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The parts of a text between separators outside brackets ("Barrister (Crime), Peel Court" is two), each trimmed. */
export function partsOutsideBrackets(text: string, separator: RegExp): string[] {
  const at = new RegExp(separator.source, `${separator.flags.replace(/[gy]/g, '')}y`);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      at.lastIndex = index;
      const found = at.exec(text)?.[0];
      if (found) {
        parts.push(text.slice(start, index));
        start = index + found.length;
        index += found.length - 1;
      }
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim());
}
