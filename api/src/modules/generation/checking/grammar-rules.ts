// The seven sentence rules behind findGrammarFaults. Each starts at a trigger and reads the tagged tokens around it;
// when unsure it lets the sentence pass, as a false alarm costs a writer a plainer text or a retry.
import {
  bareRoleAt,
  BE,
  CLAUSE_WORDS,
  clauseAround,
  gerund,
  has,
  isAdverb,
  isCapital,
  isDeterminer,
  isFunctionWord,
  isRole,
  isVerbAt,
  looksPlural,
  OBJECTS,
  PASSIVE_HELPERS,
  pauses,
  PERFECT,
  PREPOSITIONS,
  quote,
  ROLE_LINKS,
  startsObject,
  SUBJECTS,
  TITLES,
  type Token,
  words,
} from './grammar-words.js';

export type GrammarFaultKind =
  | 'noun-as-verb' // "I market manager.", "I backend developer with...", "I ran 3 clinics, chartered physiotherapist and ..." (a verb followed directly by a bare singular person/role noun, no determiner)
  | 'clause-after-preposition' // "I care about I want every school to have a librarian.", "I'm all about make hospitals quieter.", "My focus is on I help..." (a preposition or "about" followed by a finite clause or a bare infinitive; note "What I want to do is help start-ups..." IS correct: "do is + bare verb" is fine, and "help X make Y" is fine)
  | 'mixed-list' // a coordinated list whose items are of different kinds: "I ran 3 community clinics, chartered physiotherapist and named Clinician of the Year 2022." ; "Highlights include 90% of patients back at work and ran 3 clinics."
  | 'passive-without-auxiliary' // "I named Clinician of the Year 2022.", "He shortlisted for the Turner Prize.", "I awarded an MBE." (an award/selection verb — named, awarded, shortlisted, nominated, elected, appointed, voted, promoted, selected, recognised/recognized, honoured, chosen, invited, featured, ranked, certified, accredited, listed — in the active past with the person as subject and no was/were/been, and not followed by an object pronoun or determiner that makes it a real active use like "I appointed three managers" or "the plant named me its Engineer of the Year")
  | 'past-with-since' // "I taught in 3 schools since 2010." (simple past in the same clause as "since <year>" or "since then"; "I have taught ... since 2010", "I've been at X since 2019", "Since then I've installed..." are fine; "since" meaning "because" is not a time)
  | 'missing-article' // "If you're hiring manager at a bank, ...", "I work as founder of X.", "I am designer.", "She is nurse." (a singular countable role noun after am/is/are/'m/'re/was/were/be/as/"work as" with no determiner; exempt unique titles used without an article in British English: head of X, chief X, chair of X, president of X, managing director, C-suite acronyms like CEO/CTO, and proper names; "I'm Maya Chen, a UX designer" is fine)
  | 'lost-case' // needs the answers: a word typed with capitals inside it or as an acronym ("PhD", "NHS", "iOS", "MEng", "McDonald") or a Title Case proper name of two or more words typed capitalised ("Gas Safe", "Royal College of Nursing") that appears in the text with a different case ("phD", "nhs", "gas Safe"). Sentence-initial capitalisation of an ordinary word is not lost case, nor is a job title typed in Title Case ("Senior Product Designer") that the text lower-cases in running text ("a senior product designer"): only words that were typed with internal/all capitals, or multi-word capitalised names where the text keeps some words capitalised and lowers others.
  | 'no-finite-verb'; // a sentence with no finite verb, or a pasted line with no subject ("Translated a paper on the engine."): "I backend developer with a background in retail.", "Startup founders at a networking evening." Exempt greetings/closings ("Hi, thanks for having me." has a verb anyway; "Hello everyone!" and "Thank you." are fine) and short questions like "A founder?".

export interface SentenceRule {
  kind: Exclude<GrammarFaultKind, 'lost-case'>;
  /** Where the rule starts: a compromise match (its first term), run once over the text; a test of each token; or,
   * when absent, the sentence as a whole. */
  trigger?: string | ((token: Token) => boolean);
  /** The check reads the whole clause around its trigger, so one trigger a clause is enough (a clause of 300 "and"s
   * would otherwise be read 300 times). */
  oncePerClause?: boolean;
  check(tokens: readonly Token[], at: number): string | undefined;
}

const BE_FOR: Record<string, string> = { i: 'I am a', he: 'he is a', she: 'she is a' };
const wordsOf = (tokens: readonly Token[]) => tokens.map((t) => t.text).join(' ');

const nounAsVerb: SentenceRule = {
  kind: 'noun-as-verb',
  trigger: (t) => SUBJECTS.has(t.word) || has(t, 'Verb'),
  check(tokens, at) {
    const slot = tokens[at]!;
    const next = tokens[at + 1];
    if (SUBJECTS.has(slot.word)) {
      // "I market manager", "I backend developer": a subject, then a role where the verb should be.
      if (!slot.text || pauses(slot) || !next || isFunctionWord(next) || has(next, 'Gerund')) return undefined;
      // "I've been director of nursing": after "have", a perfect; whether its role wants an article is another rule's.
      if (ROLE_LINKS.has(next.word) || TITLES.has(next.word) || PASSIVE_HELPERS.has(next.word)) return undefined;
      // "I coach managers", "I mentor junior developers": a role noun with an object is the verb.
      const verb = has(next, 'Verb') || startsObject(tokens[at + 2]) || has(tokens[at + 2], 'Adjective');
      const role = bareRoleAt(tokens, isRole(next) && !verb ? at + 1 : at + 2);
      if (role < 0) return undefined;
      const roleText = tokens[role]!.text;
      if (has(next, 'PastTense'))
        return `the verb "${next.text}" is followed by the bare role "${roleText}": write "${next.text} a ${roleText}"`;
      const verbal = has(next, 'Verb') && !next.guessed;
      const phrase = `${verbal ? gerund(next.word) : next.text} ${wordsOf(tokens.slice(at + 2, role + 1))}`.trim();
      const fault = verbal
        ? `the verb "${next.text}" is followed by the bare role "${roleText}"`
        : `${quote(tokens, at, role - at + 1)} has no verb`;
      return `${fault}: write "${BE_FOR[slot.word] ?? `${slot.word} are`} ${phrase}"`;
    }
    // "I ran 3 clinics, chartered physiotherapist and ...": a verb in a list, then a bare role.
    const before = tokens[at - 1];
    const listed = (before?.post.includes(',') && !isCapital(tokens, at - 1)) || before?.word === 'and' || before?.word === 'or';
    if (!listed || !isVerbAt(tokens, at) || BE.has(slot.word) || has(slot, 'Modal')) return undefined;
    const role = ROLE_LINKS.has(slot.word) || TITLES.has(slot.word) ? -1 : bareRoleAt(tokens, at + 1);
    if (role < 0) return undefined;
    const roleText = tokens[role]!.text;
    return `the verb "${slot.text}" is followed by the bare role "${roleText}": give the role its own clause ("I am a ${wordsOf(tokens.slice(at, role + 1))}")`;
  },
};

/** Verbs that are also everyday nouns after a preposition: "in touch", "about change", "for support". */
const NOUN_LIKE_VERBS = words(
  'care change love support drive work help design research lead run need use demand return charge touch plan practice ' +
    'service record hire search place',
);
/** Determiners that open an object; "every day", "this week" after a noun are times ("at work every day"). */
const OBJECT_DETERMINERS = words('a an the my our your his her their its');

const clauseAfterPreposition: SentenceRule = {
  kind: 'clause-after-preposition',
  trigger: `(${[...PREPOSITIONS].join('|')}) (i|we|he|she|they|#Infinitive|${[...NOUN_LIKE_VERBS].join('|')})`,
  check(tokens, at) {
    const [preposition, next, after] = [tokens[at]!, tokens[at + 1], tokens[at + 2]];
    if (!next || !after || pauses(preposition) || pauses(next)) return undefined;
    if (SUBJECTS.has(next.word) && isVerbAt(tokens, at + 2)) {
      const verb = tokens.slice(at + 2).find((t) => !has(t, 'Modal') && !has(t, 'Auxiliary')) ?? after;
      const instead = `use a noun or an -ing form ("${preposition.text} ${gerund(verb.word)} ...") or drop "${preposition.text}"`;
      return `"${preposition.text}" is followed by the clause ${quote(tokens, at + 1)}: ${instead}`;
    }
    // Names and compounds are no bare verbs: "of Breathe Easy", "with start-up founders".
    if (isCapital(tokens, at + 1) || next.post.startsWith('-')) return undefined;
    // A bare verb reads as one only with an object: "about make hospitals quieter", "about help founders grow"; not
    // "in touch with", "about change that lasts", "on support services".
    const object = OBJECT_DETERMINERS.has(after.word) || OBJECTS.has(after.word);
    const bare =
      has(next, 'Infinitive') && !has(next, 'PastTense') && !NOUN_LIKE_VERBS.has(next.word)
        ? object || looksPlural(after) || has(after, 'Adjective') || has(after, 'Particle')
        : object || (looksPlural(after) && has(tokens[at + 3], 'Infinitive'));
    if (!bare) return undefined;
    return `"${preposition.text}" is followed by the bare verb "${next.text}": write "${preposition.text} ${gerund(next.word)} ..." or rephrase`;
  },
};

type ListItem = { kind: 'verb' | 'noun' | 'other'; at: number };

/** A list item is a verb phrase ("ran 3 clinics"), a noun phrase ("90% of patients", "chartered physiotherapist") or
 * neither (a clause of its own, a prepositional phrase); `at` is its first word. */
function listItem(tokens: readonly Token[], start: number, end: number): ListItem {
  let at = start;
  while (at < end && (isAdverb(tokens[at]) || /^(?:and|or|then)$/.test(tokens[at]!.word))) at++;
  const [first, next] = [tokens[at], tokens[at + 1]];
  if (!first || SUBJECTS.has(first.word)) return { kind: 'other', at };
  // The lexicon has some participles as adjectives: "and trained 5 juniors".
  const participle = has(first, 'Adjective') && first.word.endsWith('ed') && (isDeterminer(next) || OBJECTS.has(next?.word ?? ''));
  if (isVerbAt(tokens, at) || participle) {
    if (bareRoleAt(tokens, at + 1) >= 0) return { kind: 'noun', at };
    if (BE.has(first.word) || PERFECT.has(first.word) || has(first, 'Modal')) return { kind: 'verb', at };
    // Without a clear object, "trained staff" or "research" may as well be a noun phrase.
    const objectFollows = !next || pauses(first) || startsObject(next) || PREPOSITIONS.has(next.word) || isCapital(tokens, at + 1);
    const verb = ((has(first, 'PastTense') || participle) && objectFollows) || isDeterminer(next) || OBJECTS.has(next?.word ?? '');
    return { kind: verb ? 'verb' : 'other', at };
  }
  for (let i = at + 1; i < end && !CLAUSE_WORDS.has(tokens[i]!.word); i++) if (isVerbAt(tokens, i)) return { kind: 'other', at };
  const nominal = isDeterminer(first) || has(first, 'Noun') || has(first, 'Adjective') || has(first, 'Gerund');
  return { kind: nominal ? 'noun' : 'other', at };
}

const LIST_VERBS = words('include includes included including comprise comprises comprised');
const isPast = (t: Token) => has(t, 'PastTense') || t.word.endsWith('ed');

const mixedList: SentenceRule = {
  kind: 'mixed-list',
  trigger: (t) => t.word === 'and' || t.word === 'or',
  oncePerClause: true,
  check(tokens, at) {
    const [start, end] = clauseAround(tokens, at);
    const bounds = [start];
    const byAnd: boolean[] = [];
    // What is in brackets is a note on an item, not items of the list: "the ward (1,100 patients, readmissions down 28%)".
    let depth = 0;
    const count = (text: string, bracket: string) => text.split(bracket).length - 1;
    for (let i = start; i < end - 1; i++) {
      depth += count(tokens[i]!.pre, '(');
      const inBrackets = depth > 0;
      depth = Math.max(0, depth - count(tokens[i]!.post, ')'));
      if (inBrackets) continue;
      const joins = /^(?:and|or)$/.test(tokens[i]!.word) && i > bounds[bounds.length - 1]!;
      if (joins || tokens[i]!.post.includes(',')) {
        bounds.push(joins ? i : i + 1);
        byAnd.push(joins);
      }
    }
    // A list runs "A, B and C"; an earlier "and" nests ("three warehouses and a centre and introduced ...").
    if (byAnd.indexOf(true) !== byAnd.length - 1) return undefined;
    bounds.push(end);
    const items = bounds.slice(0, -1).map((from, i) => ({ ...listItem(tokens, from, bounds[i + 1]!), from, to: bounds[i + 1]! }));
    // The list starts after the item holding the clause's verb: "Alex Morgan, a programme manager, is ..."
    const head = items.find(({ from, to }) => tokens.slice(from, to).some((_, k) => isVerbAt(tokens, from + k)));
    if (!head) return undefined;
    const rest = items.slice(items.indexOf(head) + 1);
    const verb = rest.find((item) => item.kind === 'verb');
    const noun = rest.find((item) => item.kind === 'noun');
    // "Highlights include X and ran Y": after "include", a verb in another tense cannot share the subject.
    const listVerb = tokens.slice(head.from, head.to).find((t) => LIST_VERBS.has(t.word));
    const tenseBreak = !!verb && !!listVerb && isPast(listVerb) !== isPast(tokens[verb.at]!);
    if (!verb || (!noun && !tenseBreak)) return undefined;
    const other = noun ? `the noun phrase ${quote(tokens, noun.at)}` : `what "${listVerb!.text}" lists`;
    return `the list joins ${other} and the verb phrase ${quote(tokens, verb.at)}: make every item the same kind, or give each its own clause`;
  },
};

const AWARD_VERBS = words(
  'named awarded shortlisted nominated elected appointed voted promoted selected recognised recognized honoured honored ' +
    'chosen invited featured ranked certified accredited listed',
);
/** Right in the active too ("I featured in The Times", "I ranked third"), so missing a helper only before "by". */
const INTRANSITIVE_TOO = words('featured ranked');
const PASSIVE_PREPOSITIONS = words('for to as in among at on into onto from with under within after');
const HONOURS = words('award prize medal scholarship fellowship bursary grant title place honour honor distinction mbe obe cbe');

/** Does what follows an award verb show a passive ("named Clinician of the Year", "shortlisted for") rather than an
 * active use ("named me its Engineer of the Year", "appointed three managers")? */
function readsPassive(tokens: readonly Token[], verb: Token, n: number, end: number): boolean {
  const [next, after] = [n < end ? tokens[n] : undefined, tokens[n + 1]];
  if (!next || /[.;:!?]/.test(tokens[n - 1]!.post)) return !INTRANSITIVE_TOO.has(verb.word) && verb.word !== 'voted';
  // "I recognised early on that ...": a clause is what was recognised.
  if (OBJECTS.has(next.word) || tokens.slice(n, Math.min(end, n + 4)).some((t) => CLAUSE_WORDS.has(t.word))) return false;
  if (next.word === 'by' || (next.word === 'one' && after?.word === 'of')) return true;
  if (INTRANSITIVE_TOO.has(verb.word)) return false;
  const title = isCapital(tokens, n) && !has(next, 'Person');
  // "I voted for the merger", "we elected to expand" are active.
  if (verb.word === 'voted') return ['as', 'best', 'top'].includes(next.word) || has(next, 'Superlative') || title;
  if (verb.word === 'elected' && next.word === 'to' && has(after, 'Infinitive')) return false;
  if (verb.word === 'awarded' && isDeterminer(next) && !has(next, 'Value')) {
    // "I awarded an MBE" is a passive; "I awarded the contract to ..." is not.
    const noun = tokens.slice(n + 1, end).find((t) => !has(t, 'Adjective'));
    const toSomeone = tokens.slice(n, end).some((t) => t.word === 'to');
    return !toSomeone && !!noun && (HONOURS.has(noun.word) || /^\p{Lu}/u.test(noun.text));
  }
  if (isDeterminer(next) || has(next, 'Plural')) return false;
  return PASSIVE_PREPOSITIONS.has(next.word) || title || TITLES.has(next.word) || has(next, 'Adjective') || bareRoleAt(tokens, n) >= 0;
}

const passiveWithoutAuxiliary: SentenceRule = {
  kind: 'passive-without-auxiliary',
  trigger: (t) => AWARD_VERBS.has(t.word),
  check(tokens, at) {
    const verb = tokens[at]!;
    const [start, end] = clauseAround(tokens, at);
    const backOverAdverbs = (i: number) => {
      while (i > 0 && isAdverb(tokens[i])) i--;
      return i;
    };
    const b = backOverAdverbs(at - 1);
    const before = tokens[b];
    // "a BAFTA-nominated film": a compound adjective, no verb.
    if (tokens[at - 1]?.post === '-') return undefined;
    // "I ran 3 clinics, and named ..." shares the sentence's subject and helper ("I was named X, and shortlisted for
    // Y"); "Grace Okafor, named ..." describes her.
    const coordinated = before?.word === 'and' || (before?.post.includes(',') && !isCapital(tokens, b));
    const scope = coordinated ? 0 : start;
    if (tokens.slice(scope, at).some((t) => PASSIVE_HELPERS.has(t.word))) return undefined;
    const subject = tokens[coordinated ? backOverAdverbs(tokens.findIndex((_, i) => i >= scope && isVerbAt(tokens, i)) - 1) : b];
    const person =
      !!subject && (SUBJECTS.has(subject.word) || has(subject, 'Person') || (has(subject, 'Noun') && /^\p{Lu}/u.test(subject.text)));
    if (!person || (!coordinated && pauses(before))) return undefined;
    let n = at + 1;
    while (n < end && isAdverb(tokens[n])) n++;
    if (!readsPassive(tokens, verb, n, end)) return undefined;
    const was = ['we', 'they', 'you'].includes(subject.word) ? 'were' : 'was';
    return `"${verb.text}" needs its helper: write "${subject.text} ${was} ${verb.text} ..." (or make the giver the subject: "the panel ${verb.text} me ...")`;
  },
};

const MONTHS = words('january february march april may june july august september october november december');

/** The verb "since" belongs to: the nearest before it, past a participle describing a noun ("kitchens fitted since
 * 1998"), else the first after it ("Since 2010 I taught ..."). */
function verbOfSince(tokens: readonly Token[], start: number, at: number, end: number): Token | undefined {
  const nounLike = (i: number) =>
    (has(tokens[i], 'Noun') && !has(tokens[i], 'Pronoun')) || (has(tokens[i], 'Verb') && !isVerbAt(tokens, i));
  for (let i = at - 1; i >= start; i--) {
    const describesNoun =
      has(tokens[i], 'PastTense') && nounLike(i - 1) && tokens.slice(start, i - 1).some((_, k) => isVerbAt(tokens, start + k));
    if (isVerbAt(tokens, i) && !describesNoun) return tokens[i];
  }
  for (let i = at + 2; i < end; i++) if (isVerbAt(tokens, i)) return tokens[i];
  return undefined;
}

const pastWithSince: SentenceRule = {
  kind: 'past-with-since',
  trigger: 'since (#Value|#Date|then|last)',
  check(tokens, at) {
    const when = tokens[at + 1]?.word ?? '';
    if (!(/^(?:19|20)\d\d$/.test(when) || when === 'then' || when === 'last' || MONTHS.has(when))) return undefined;
    const [start, end] = clauseAround(tokens, at);
    const verb = verbOfSince(tokens, start, at, end);
    if (!verb || !(has(verb, 'PastTense') || verb.word === 'was' || verb.word === 'were')) return undefined;
    if (tokens.slice(start, tokens.indexOf(verb)).some((t) => PERFECT.has(t.word) || t.word === 'been')) return undefined;
    const perfect = BE.has(verb.word)
      ? '"have been"'
      : verb.word.endsWith('ed')
        ? `"have ${verb.text}"`
        : '"have" with the past participle';
    return `the simple past "${verb.text}" does not go with ${quote(tokens, at, MONTHS.has(when) ? 3 : 2)}: use the present perfect (${perfect})`;
  },
};

/**
 * "such as nurse", "my role as manager", "acting as literacy co-ordinator", "appointed as head" and an opening "As
 * founder of X," leave the article out by custom.
 */
const AS_WITHOUT_ARTICLE = words(
  'such role time years year career stint tenure capacity position days term acting serving appointed elected re-elected',
);

const missingArticle: SentenceRule = {
  kind: 'missing-article',
  trigger: (t) => BE.has(t.word) || t.word === 'as',
  check(tokens, at) {
    const [link, before] = [tokens[at]!, tokens[at - 1]];
    if (link.word === 'as' && (!before || /[,;:(]/.test(before.post) || AS_WITHOUT_ARTICLE.has(before.word))) return undefined;
    let start = at + 1;
    while (isAdverb(tokens[start])) start++;
    const role = bareRoleAt(tokens, start);
    const phrase = tokens.slice(start, role + 1);
    if (role < 0 || phrase.some((t) => TITLES.has(t.word))) return undefined;
    // "co-founder & CTO of Trailhead Health": one post of a pair whose other is a title.
    const paired = tokens.slice(role + 1, role + 3);
    if (paired.some((t) => TITLES.has(t.word) || /^C[A-Z]{1,2}O$/.test(t.text))) return undefined;
    // "I'm" keeps "am" hidden behind "I'm"; "I am" is quoted with its subject.
    const said = link.text ? `${before && SUBJECTS.has(before.word) ? `${before.text} ` : ''}${link.text}` : (before?.text ?? link.word);
    const written = wordsOf(phrase);
    return `"${said} ${written}" needs an article: write "${said} ${/^[aeiou]/i.test(written) ? 'an' : 'a'} ${written}"`;
  },
};

const GREETINGS = words('hi hello hey thanks thank welcome cheers good greetings');

const noFiniteVerb: SentenceRule = {
  kind: 'no-finite-verb',
  check(tokens) {
    const count = tokens.filter((t) => t.text).length;
    const greeting = GREETINGS.has(tokens[0]?.word ?? '') && count <= 4;
    if (greeting || (tokens[tokens.length - 1]?.post.includes('?') && count <= 6)) return undefined;
    // A pasted line opens with its verb and has no subject: "Translated a paper on the Analytical Engine."
    const [first] = tokens;
    if (first?.tags.has('PastTense') && !first.post.includes(',') && !tokens.some((t) => t.post.includes(','))) {
      return `the sentence has no subject: write "I ${first.word} ..." or join it to the one before`;
    }
    // A guessed "verb" before a bare role is none: "I backend developer".
    if (tokens.some((t, i) => isVerbAt(tokens, i) && !(t.guessed && bareRoleAt(tokens, i + 1) >= 0))) return undefined;
    return 'the sentence has no verb: make it a full sentence ("I am ...", "I work with ...") or join it to the one before';
  },
};

export const SENTENCE_RULES: readonly SentenceRule[] = [
  nounAsVerb,
  clauseAfterPreposition,
  mixedList,
  passiveWithoutAuxiliary,
  pastWithSince,
  missingArticle,
  noFiniteVerb,
];
