import { PURPOSES, type IntroductionAnswers, type IntroductionTexts, type Purpose } from './generation.types.js';
import {
  collapseSpaces,
  comparable,
  containsWord,
  countCharacters,
  countWords,
  ENTITY_PATTERN,
  findNumbers,
} from './text-utils.js';

export interface PurposeRule {
  label: string;
  person: 'first' | 'third';
  unit: 'words' | 'characters';
  /** The range a text must fall in. */
  min: number;
  max: number;
  /** The range to aim for, inside the hard limits: the prompt asks for it and the composer keeps to it. */
  aimMin: number;
  aimMax: number;
  /** The opening sentence must end within this many characters (LinkedIn cuts the About text there). */
  hookWithin?: number;
  /** What the text must contain, in the order it must come, for the prompt. */
  shape: string;
}

// Spoken lengths assume about 140 words a minute.
export const PURPOSE_RULES: Record<Purpose, PurposeRule> = {
  linkedin: {
    label: 'LinkedIn About section',
    person: 'first',
    unit: 'characters',
    min: 1200,
    max: 2600,
    aimMin: 1200,
    aimMax: 2000,
    hookWithin: 270,
    shape:
      'a hook sentence, then who the person is and what they do, what they have done, what drives them, ' +
      'and an invitation to connect',
  },
  job: {
    label: 'answer to "Tell me about yourself" in a job interview (about 60 to 90 seconds spoken)',
    person: 'first',
    unit: 'words',
    min: 140,
    max: 210,
    aimMin: 150,
    aimMax: 200,
    shape: 'present (who they are and what they do now), then past (how they got here), then future (what they want next and why this opportunity)',
  },
  pitch: {
    label: 'event or networking pitch (30 to 45 seconds spoken)',
    person: 'first',
    unit: 'words',
    min: 70,
    max: 105,
    aimMin: 75,
    aimMax: 100,
    shape: 'a hook, what they do, the value they bring, and a call to action',
  },
  business: {
    label: 'business profile',
    person: 'third',
    unit: 'words',
    min: 150,
    max: 250,
    aimMin: 160,
    aimMax: 240,
    shape: 'who the person is and what they do, who they serve and why, notable work, and how to get in touch',
  },
};

export type TextRuleName =
  | 'length'
  | 'hook'
  | 'unfinished'
  | 'placeholder'
  | 'entity'
  | 'spacing'
  | 'name'
  | 'role'
  | 'person'
  | 'number';

export interface TextProblem {
  purpose: Purpose;
  rule: TextRuleName;
  /** Starts with the purpose, and says what to change, e.g. "job: 96 words, needs 140 to 210". */
  reason: string;
}

const PLACEHOLDER_WORDS = ['undefined', 'null', 'todo', 'lorem'];
const FIRST_PERSON = /(?<![\p{L}'])(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)(?![\p{L}'])/iu;
const ROLE_STOP_WORDS = new Set(
  'a an the of and or for in at to with on by as from into my our your i am is are be who that which currently based working work works'.split(
    ' ',
  ),
);

const formatNumber = (value: number): string => value.toLocaleString('en-GB');

/**
 * The words that show the role is mentioned: the first few meaningful words of its first clause,
 * so "Senior product designer, leading a team of 6" needs "senior", "product" and "designer".
 */
function roleFirstClause(role: string): string {
  return (comparable(role).split(/[,;:.(!?]|\s[-–—]\s/)[0] ?? '').trim();
}

export function roleKeywords(role: string): string[] {
  const words = roleFirstClause(role)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word.length > 1 && !ROLE_STOP_WORDS.has(word));
  return words.slice(0, 4);
}

interface AnswerFacts {
  name: string;
  nameAsGiven: string;
  /** The first clause of the role, compared when it has no meaningful words of its own. */
  role: string;
  roleAsGiven: string;
  roleWords: string[];
  numbers: Set<string>;
  placeholderWords: Set<string>;
}

function answerFacts(answers: IntroductionAnswers): AnswerFacts {
  const all = [
    answers.fullName,
    answers.identity,
    answers.role,
    answers.audience,
    answers.mission,
    answers.context,
    answers.linkedinUrl,
    answers.achievements,
    answers.cvText,
  ]
    .filter((value): value is string => typeof value === 'string')
    .join('\n');
  const plain = comparable(all);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: comparable(text(answers.fullName)).replace(/[\s.,;:!?]+$/, ''),
    nameAsGiven: collapseSpaces(text(answers.fullName)),
    role: roleFirstClause(text(answers.role)),
    roleAsGiven: collapseSpaces(text(answers.role)),
    roleWords: roleKeywords(text(answers.role)),
    numbers: new Set(findNumbers(plain, true).map((mention) => mention.value)),
    placeholderWords: new Set(PLACEHOLDER_WORDS.filter((word) => containsWord(plain, word))),
  };
}

function lastWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.slice(-6).join(' ');
}

function checkText(purpose: Purpose, text: string, facts: AnswerFacts): TextProblem[] {
  const rule = PURPOSE_RULES[purpose];
  const problems: TextProblem[] = [];
  const add = (name: TextRuleName, reason: string) => problems.push({ purpose, rule: name, reason: `${purpose}: ${reason}` });
  const trimmed = text.trim();
  if (!trimmed) {
    add('length', `the text is empty; write the ${rule.label}`);
    return problems;
  }

  const size = rule.unit === 'words' ? countWords(trimmed) : countCharacters(trimmed);
  if (size < rule.min || size > rule.max) {
    const range =
      rule.unit === 'characters'
        ? `${formatNumber(rule.aimMin)} to ${formatNumber(rule.aimMax)} (${formatNumber(rule.max)} at most)`
        : `${formatNumber(rule.min)} to ${formatNumber(rule.max)}`;
    add('length', `${formatNumber(size)} ${rule.unit}, needs ${range}`);
  }

  if (rule.hookWithin !== undefined) {
    const firstEnd = trimmed.search(/[.!?]["')]?(?:\s|$)/);
    if (firstEnd < 0 || firstEnd + 1 > rule.hookWithin) {
      add('hook', `the first sentence must be a complete hook ending within the first ${rule.hookWithin} characters`);
    }
  }

  if (!/[.!?]["'”’)]?$/.test(trimmed)) {
    add('unfinished', `the last sentence is unfinished ("...${lastWords(trimmed)}"); end every sentence with . ! or ?`);
  }

  const slot = trimmed.match(/[{}[\]]/);
  if (slot) add('placeholder', `contains "${slot[0]}", which looks like an unfilled placeholder; write the actual words`);
  const plain = comparable(trimmed);
  for (const word of PLACEHOLDER_WORDS) {
    if (!facts.placeholderWords.has(word) && containsWord(plain, word)) {
      add('placeholder', `contains "${word}", which looks like an unfilled placeholder; write the actual words`);
    }
  }

  const entity = trimmed.match(ENTITY_PATTERN);
  if (entity) add('entity', `contains the HTML entity "${entity[0]}"; write the plain character instead`);

  if (/ {2,}|\t|[ \t]+\n|\n[ \t]+|\n{3,}/.test(text.replace(/^\s+|\s+$/g, ''))) {
    add('spacing', 'contains doubled spaces or stray whitespace; use single spaces and blank lines only between paragraphs');
  }

  if (facts.name && !plain.includes(facts.name)) {
    add('name', `does not contain the person's name exactly as given ("${facts.nameAsGiven}")`);
  }
  const missingRoleWords = facts.roleWords.filter((word) => !containsWord(plain, word, true));
  if (facts.role && (facts.roleWords.length ? missingRoleWords.length > 0 : !plain.includes(facts.role))) {
    add('role', `does not mention the role as given ("${facts.roleAsGiven}")`);
  }

  // The person's own words may be quoted in the third person; the name itself may hold an "I".
  const outsideQuotes = (facts.name ? plain.split(facts.name).join(' ') : plain).replace(/"[^"]*"/g, ' ');
  if (rule.person === 'third' && FIRST_PERSON.test(outsideQuotes)) {
    add('person', 'uses the first person ("I", "my", "me"); write it in the third person, using the name');
  }
  if (rule.person === 'first' && !FIRST_PERSON.test(plain)) {
    add('person', 'is not in the first person; write it as the person speaking ("I ...")');
  }

  const invented = new Set<string>();
  for (const mention of findNumbers(plain)) {
    if (!facts.numbers.has(mention.value)) invented.add(mention.text);
  }
  for (const number of invented) {
    add('number', `contains the number "${number}", which is not in the answers; use only numbers the person gave`);
  }
  return problems;
}

/** Every way the four texts fall short of what each purpose needs, with a reason a writer can act on. */
export function checkIntroductionTexts(answers: IntroductionAnswers, texts: IntroductionTexts): TextProblem[] {
  const facts = answerFacts(answers);
  return PURPOSES.flatMap((purpose) => checkText(purpose, typeof texts[purpose] === 'string' ? texts[purpose] : '', facts));
}
