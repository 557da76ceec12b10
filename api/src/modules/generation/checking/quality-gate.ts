// The one quality gate every text passes, whichever writer wrote it: the OpenAI writer sends these rules in
// its prompt and asks again with the reasons; the offline writer and the tests hold to them.
import { tidyAnswers } from '../reading/tidy-notes.js';
import { ANSWER_FIELDS, countWords, measureLength, TEXT_KINDS, type TextKind } from '@firstwords/contracts';
import { claims, evidenceOf, shows, stemmedSentences } from './advert-matching.js';
import { readAdvert, type AdvertRequirement } from '../reading/advert-reading.js';
import { cleanAnswer, sentencesOf } from '../english/english.js';
import { findGrammarFaults } from './grammar-check.js';
import { type IntroductionAnswers, type IntroductionTexts } from '../generation.types.js';
import { LIST_HEADINGS, LIST_ITEM, TEXT_RULES } from '../text-rules.js';
import {
  comparable,
  containsWord,
  ENTITY_PATTERN,
  escapeRegExp,
  EVERYONES_WE,
  findNumbers,
  FIRST_PERSON,
  PLURAL_FIRST_PERSON,
} from '../english/text-utils.js';

export type TextRuleName =
  | 'length'
  | 'hook'
  | 'unfinished'
  | 'placeholder'
  | 'entity'
  | 'spacing'
  | 'name'
  | 'person'
  | 'number'
  | 'invented-name'
  | 'no-answer'
  | 'repeated-answer'
  | 'colon-paste'
  | 'name-count'
  | 'grammar'
  | 'advert-claim';

export interface TextProblem {
  purpose: TextKind;
  rule: TextRuleName;
  /** Starts with the purpose and says what to change, e.g. "job: 250 words, at most 230". */
  reason: string;
}

const PLACEHOLDER_WORDS = ['undefined', 'null', 'todo', 'lorem', 'nan'];
/** Words any introduction may use that carry no answer; a sentence made only of these is filler. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but so of to in on at for with by from as into about over my our your his her their its this that these those ' +
    "i i'm i've i'd i'll me we we're us you you're he she they them it is are was were be been being am have has had do does did " +
    'will would can could should may might must not no yes hi hello thanks thank there here now then also just very really more most ' +
    'what who which when where why how all any some each every one glad love like happy great good well work works working team talk ' +
    'connect hear meet get touch welcome time today tonight having opportunity speak discuss help contribute role name'
  ).split(' '),
);
/** Words that open a sentence or a list's item with a capital and name nobody. */
const OPENING_WORDS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'linkedin', 'its', 'his', 'her', 'their', 'our', 'the', 'this']);

interface Facts {
  /** Every answer as typed, whose capitals the text keeps. */
  typed: string[];
  answers: string[];
  plain: string;
  names: string[];
  contentWords: Set<string>;
  numbers: Set<string>;
  placeholderWords: Set<string>;
  organisation: boolean;
  /** The advert's role and organisation, which a text may name though the answers do not. */
  advertNames: string[];
  /** What the advert asks for that the answers do not show: no text may say it. */
  unshown: AdvertRequirement[];
}

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .slice(0, 5);
const contentWordsOf = (text: string) =>
  (comparable(text).match(/[\p{L}\p{N}][\p{L}\p{N}'&+-]*/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word) && word.length > 1);

// The writer checks each of its attempts against the same answers: they are read once.
const factsRead = new WeakMap<IntroductionAnswers, Facts>();

function factsOf(answers: IntroductionAnswers): Facts {
  let facts = factsRead.get(answers);
  if (!facts) factsRead.set(answers, (facts = readFacts(answers)));
  return facts;
}

function readFacts(typed: IntroductionAnswers): Facts {
  // What the writer says of the answers as tidied ("12 years" for "12 yrs", "2023" for "'23") is theirs too.
  const tidied = tidyAnswers(typed);
  return readFactsOf(tidied, [...new Set([...valuesOf(typed), ...valuesOf(tidied)])]);
}

/** The answers that are the person's own: every field the contract counts as evidence. */
const EVIDENCE_FIELDS = ANSWER_FIELDS.filter(({ evidence }) => evidence).map(({ name }) => name);

const valuesOf = (answers: IntroductionAnswers) =>
  EVIDENCE_FIELDS.map((name) => answers[name]).filter((value): value is string => typeof value === 'string' && value.trim() !== '');

function readFactsOf(answers: IntroductionAnswers, values: string[]): Facts {
  const plain = comparable(values.join('\n'));
  const advert = readAdvert(answers.advert);
  const evidence = stemmedSentences(evidenceOf(answers));
  const name = cleanAnswer(answers.fullName.replace(/[<>]/g, ' '));
  return {
    typed: values,
    // The role may recur; the other required answers are said once.
    answers: [answers.identity, answers.audience, answers.mission, answers.context]
      .map((value) => comparable(cleanAnswer(value ?? '')))
      .filter(Boolean),
    plain,
    names: [comparable(name), comparable(name.split(/\s+/).find((word) => !/^(?:dr|mr|mrs|ms|mx|prof)\.?$/i.test(word)) ?? name)],
    // The advert's role and organisation may be a sentence's whole news ("this Head of Finance role is my next step").
    contentWords: new Set(contentWordsOf([...values, advert.role ?? '', advert.organisation ?? ''].join('\n')).map(stem)),
    numbers: new Set(findNumbers(plain, true).map((mention) => mention.value)),
    placeholderWords: new Set(PLACEHOLDER_WORDS.filter((word) => containsWord(plain, word))),
    organisation: /^\s*we\b/i.test(answers.identity),
    advertNames: [advert.role, advert.organisation].filter((name): name is string => Boolean(name)).map(comparable),
    unshown: advert.requirements.filter((requirement) => !shows(requirement, evidence)),
  };
}

/**
 * A text's prose and the items it lists ("Highlights:" and a line per item after "• "): the prose is checked as
 * sentences, each item as a phrase, and an item the answers say word for word is the person's own.
 */
function proseAndItems(text: string): { prose: string; items: string[] } {
  const lines = text.split('\n');
  const isItem = (line: string | undefined) => line?.startsWith(LIST_ITEM) === true;
  const items = lines.filter(isItem).map((line) => line.slice(LIST_ITEM.length));
  const prose = lines.filter((line, index) => !isItem(line) && !(line.endsWith(':') && isItem(lines[index + 1])));
  return { prose: prose.join('\n').replace(/\n{3,}/g, '\n\n'), items };
}

/** A headline's phrases: the parts between its separators, each cut at any sentence end. */
const phrasesOf = (text: string) => text.split(/\s+[|·•]\s+/u).flatMap(sentencesOf);

const occurrences = (haystack: string, needle: string) => (needle ? haystack.split(needle).length - 1 : 0);

function checkText(purpose: TextKind, text: string, facts: Facts): TextProblem[] {
  const rule = TEXT_RULES[purpose];
  const problems: TextProblem[] = [];
  const add = (name: TextRuleName, reason: string) => problems.push({ purpose, rule: name, reason: `${purpose}: ${reason}` });
  const trimmed = text.trim();
  if (!trimmed) {
    add('length', `the text is empty; write the ${rule.label}`);
    return problems;
  }
  const size = measureLength(trimmed, rule.unit);
  if (size > rule.max)
    add(
      'length',
      `${size.toLocaleString('en-GB')} ${rule.unit}, at most ${rule.max.toLocaleString('en-GB')}; cut what the answers do not need`,
    );

  const sentences = rule.inPhrases ? phrasesOf(trimmed) : sentencesOf(trimmed);
  if (rule.hookWithin !== undefined && (sentences[0]?.length ?? Infinity) > rule.hookWithin) {
    add('hook', `the first sentence must be a complete hook ending within the first ${rule.hookWithin} characters`);
  }
  // A list may close a page: its items are phrases.
  const endsWithList = trimmed.split('\n').at(-1)?.startsWith(LIST_ITEM) === true;
  if (!rule.inPhrases && !endsWithList && !/[.!?]["'”’)]?$/.test(trimmed))
    add('unfinished', 'the last sentence is unfinished; end every sentence with . ! or ?');
  const slot = trimmed.match(/[{}[\]]/);
  if (slot) add('placeholder', `contains "${slot[0]}", which looks like an unfilled placeholder`);
  const plain = comparable(trimmed);
  for (const word of PLACEHOLDER_WORDS) {
    if (!facts.placeholderWords.has(word) && containsWord(plain, word))
      add('placeholder', `contains "${word}", which looks like an unfilled placeholder`);
  }
  const entity = trimmed.match(ENTITY_PATTERN);
  if (entity) add('entity', `contains the HTML entity "${entity[0]}"; write the plain character`);
  if (/ {2,}|\t|[ \t]+\n|\n[ \t]+|\n{3,}/.test(trimmed)) add('spacing', 'contains doubled spaces or stray whitespace');
  const [fullName = '', firstName = ''] = facts.names;
  if (!rule.inPhrases && fullName && !plain.includes(fullName)) add('name', 'does not contain the name exactly as given');

  // "the US", "Rock My Wedding": capitals mid-sentence make a name, not the person speaking.
  const outsideQuotes = comparable(
    trimmed.replace(/(?<![\p{L}'])US(?![\p{L}'])|(?<=[\p{L}\d,;:&–-]\s+)(?:My|Me|We|Our|Us)(?![\p{L}'])/gu, ' '),
  )
    .split(fullName)
    .join(' ')
    .replace(/"[^"]*"/g, ' ');
  // An organisation's profile may speak as "we"; a person's may say the "we" of everyone ("the climate we're going to have").
  const personsWe = PLURAL_FIRST_PERSON.test(outsideQuotes.replace(EVERYONES_WE, ' '));
  if (rule.person === 'third' && (FIRST_PERSON.test(outsideQuotes) || (!facts.organisation && personsWe))) {
    add('person', 'uses the first person ("I", "my", "we"); write it in the third person');
  }
  const speaks = FIRST_PERSON.test(outsideQuotes) || (facts.organisation && PLURAL_FIRST_PERSON.test(outsideQuotes));
  if (rule.person === 'first' && !speaks) add('person', 'is not in the first person; write it as the person speaking ("I ...")');
  if (rule.person === 'none' && (FIRST_PERSON.test(outsideQuotes) || PLURAL_FIRST_PERSON.test(outsideQuotes)))
    add('person', 'speaks as "I" or "we"; write short phrases about the work, with no pronoun');

  for (const mention of new Set(
    findNumbers(plain)
      .filter((found) => !facts.numbers.has(found.value))
      .map((found) => found.text),
  )) {
    add('number', `contains the number "${mention}", which is not in the answers; use only numbers the person gave`);
  }
  sentences.forEach((sentence, index) => {
    // A list's item opens with a capital too ("• Its capsule sold out").
    const capitalised = sentence.match(/(?<=[\s("'])\p{Lu}[\p{L}'’-]*/gu) ?? [];
    for (const word of capitalised) {
      const bare = word.toLowerCase().replace(/['’]s$/, '');
      // "DBS-checked" is the "DBS checked" typed.
      const known =
        [bare, bare.replace(/-/g, ' ')].some((form) => facts.plain.includes(form)) ||
        facts.advertNames.some((advertName) => advertName.includes(bare));
      if (!OPENING_WORDS.has(bare) && !known) {
        add('invented-name', `names "${word}", which is not in the answers; use only names the person gave`);
      }
    }
    const carries = contentWordsOf(sentence).some((word) => facts.contentWords.has(stem(word)));
    // A greeting may open a text and a courtesy close it, a list has its heading; every phrase of a headline carries an answer.
    const heading = (LIST_HEADINGS as readonly string[]).includes(sentence);
    if (!carries && !heading && (rule.inPhrases || (index !== 0 && index !== sentences.length - 1)))
      add('no-answer', `the sentence "${sentence}" says nothing from the answers; remove it`);
  });

  for (const answer of facts.answers) {
    const count = occurrences(plain, answer);
    const wordCount = countWords(answer);
    // The same words typed into several answers may be said once for each.
    const typedTimes = Math.max(1, occurrences(facts.plain, answer));
    if (wordCount >= 2 && count > (wordCount >= 5 ? 1 : 2) * typedTimes)
      add('repeated-answer', `repeats "${answer}" ${count} times; say it once and refer back to it`);
    const opening = answer.split(' ').slice(0, 3).join(' ');
    if (wordCount >= 3 && new RegExp(`:\\s*${escapeRegExp(opening)}`).test(plain)) {
      add('colon-paste', `pastes "${answer}" after a colon; weave it into the sentence`);
    }
  }
  if (/\b(?:mission|role|audience|context|identity|achievements)\s*:/i.test(trimmed))
    add('colon-paste', 'labels an answer with a colon; weave it into a sentence');

  if (rule.person === 'third' && firstName) {
    // "Callum's dad" says whose, not who again: a possessive is not counted.
    const possessive = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(firstName)}'s(?![\\p{L}\\p{N}])`, 'gu');
    const named = sentences.map((sentence) =>
      containsWord(
        comparable(sentence)
          .replace(/(?<!\S)\S*[./]\S*[./]\S*/g, ' ')
          .replace(possessive, ' '),
        firstName,
      ),
    );
    if (named.some((isNamed, index) => isNamed && named[index - 1]))
      add('name-count', 'names the person in two sentences running; use the name at most once every two sentences');
  }
  // The advert's role and organisation are named, not claimed ("the Product Designer role" claims no product design).
  const said = stemmedSentences([facts.advertNames.reduce((rest, advertName) => rest.split(advertName).join(' , '), plain)]);
  for (const requirement of facts.unshown.filter((unshown) => claims(unshown, said))) {
    add(
      'advert-claim',
      `says "${requirement.phrase}", which the advert asks for but the answers do not show; say only what the person said`,
    );
  }
  // A phrase needs no verb of its own ("Solar PV installer"), so each is read alone, with that rule left out.
  const asPhrases = (phrases: readonly string[]) =>
    phrases.flatMap((phrase) => findGrammarFaults(phrase, facts.typed)).filter((fault) => fault.kind !== 'no-finite-verb');
  const { prose, items } = rule.inPhrases ? { prose: '', items: [] } : proseAndItems(trimmed);
  const faults = rule.inPhrases
    ? asPhrases(sentences)
    : [...findGrammarFaults(prose, facts.typed), ...asPhrases(items.filter((item) => !facts.plain.includes(comparable(item))))];
  for (const fault of faults) add('grammar', `the sentence "${fault.sentence}" is not correct English: ${fault.reason}`);
  return problems;
}

/** The answers as typed and as tidied, which the grammar check holds a text's case to. */
export const typedAnswers = (answers: IntroductionAnswers): readonly string[] => factsOf(answers).typed;

/** Every way one text falls short. */
export function checkPurposeText(answers: IntroductionAnswers, purpose: TextKind, text: string): TextProblem[] {
  return checkText(purpose, text, factsOf(answers));
}

/** Every way the five texts fall short, each with a reason a writer can act on. */
export function checkIntroductionTexts(answers: IntroductionAnswers, texts: IntroductionTexts): TextProblem[] {
  const facts = factsOf(answers);
  return TEXT_KINDS.flatMap((purpose) => checkText(purpose, typeof texts[purpose] === 'string' ? texts[purpose] : '', facts));
}
