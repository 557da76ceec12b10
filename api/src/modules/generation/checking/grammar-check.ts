// A sentence validator for the quality gate: it reads every text either writer produces, so it must be fast (each
// sentence parsed once, then remembered) and must not flag correct English, which would make the writers fall back
// or retry.
import nlp from 'compromise';
import type { Term } from 'compromise/misc';
import { SENTENCE_RULES, type GrammarFaultKind } from './grammar-rules.js';
import { capitalise } from '../english/english.js';
import { rememberer } from '../english/remembered.js';
import { FIGURE_OPENS_SENTENCE, sentenceSegments } from '../english/sentence-segments.js';
import { clauseAround, type Token } from './grammar-words.js';

export interface GrammarFault {
  kind: GrammarFaultKind;
  /** The sentence as it stands in the text. */
  sentence: string;
  /** What to change, for a writer to act on, e.g. 'the verb "market" is followed by the bare role "manager": write "I am a marketing manager"'. Never more than ~200 characters. */
  reason: string;
}

interface Sentence {
  start: number;
  end: number;
  tokens: Token[];
}

/** What compromise keeps on a term beyond its typed fields. */
type TaggedTerm = Term & { machine?: string; implicit?: string };

const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } }).one.lexicon;
/** The segmenter ends a sentence after these; a title or an initial does not. */
const ABBREVIATION_END = /(?:^|[\s("])(?:Dr|Mr|Mrs|Ms|Mx|St|Prof|(?<!&\s)Co|\p{Lu})\.$/u;
/** The rules that start from a compromise match, with the match parsed once. */
const MATCHES = new Map(
  SENTENCE_RULES.flatMap((rule) => (typeof rule.trigger === 'string' ? [[rule, nlp.parseMatch(rule.trigger)] as const] : [])),
);

/** "... Labour Relations Agency. 120+ mediations since 2018": two sentences, as sentencesOf reads them. */
function atFigures({ segment, index }: { segment: string; index: number }): { segment: string; index: number }[] {
  const cuts = [...segment.matchAll(FIGURE_OPENS_SENTENCE)].map((match) => match.index + match[0].length);
  return [0, ...cuts].map((from, at) => ({ segment: segment.slice(from, cuts[at] ?? segment.length), index: index + from }));
}

function splitSentences(text: string): Sentence[] {
  // A line break inside a paragraph is a wrapped line, not a sentence end; the same length keeps the offsets.
  const unwrapped = text.replace(/\n(?![ \t]*\n)/g, ' ');
  const sentences: Sentence[] = [];
  for (const { segment, index } of sentenceSegments(unwrapped).flatMap(atFigures)) {
    const start = index + segment.length - segment.trimStart().length;
    const end = index + segment.trimEnd().length;
    if (start >= end) continue;
    const previous = sentences[sentences.length - 1];
    if (previous && ABBREVIATION_END.test(text.slice(Math.max(previous.start, previous.end - 12), previous.end))) previous.end = end;
    else sentences.push({ start, end, tokens: [] });
  }
  return sentences;
}

/** Past this many characters a sentence is tagged in pieces (see partsOf). */
const LONG_SENTENCE = 400;

/**
 * Where the text is cut for tagging: compromise joins a sentence's pieces by testing all of it so far, so a sentence
 * of 600 initials ("I. I. I. ...") took it seconds. A text is tagged whole unless it has a sentence longer than
 * LONG_SENTENCE: that one is tagged apart, cut at spaces into pieces of at most that length.
 */
function partsOf(text: string, sentences: readonly Sentence[]): number[] {
  const starts = [0];
  for (const { start, end } of sentences) {
    if (end - start <= LONG_SENTENCE) continue;
    starts.push(start);
    for (let from = start; end - from > LONG_SENTENCE;) {
      const space = text.lastIndexOf(' ', from + LONG_SENTENCE);
      from = space > from ? space + 1 : from + LONG_SENTENCE;
      starts.push(from);
    }
    starts.push(end);
  }
  return [...new Set(starts)].filter((start) => start < text.length).sort((a, b) => a - b);
}

/** Tags the text (lexicon and pre-tagger) and hands each sentence its tokens; returns the documents and where each
 * of their terms sits. */
function parse(text: string, sentences: Sentence[]) {
  const places = new Map<Term, [Sentence, number]>();
  const starts = partsOf(text, sentences);
  const docs = starts.map((start, index) => {
    const doc = nlp.tokenize(text.slice(start, starts[index + 1])).compute(['lexicon', 'preTagger', 'contractionTwo']);
    let offset = start;
    let current = 0;
    for (const term of doc.docs.flat() as TaggedTerm[]) {
      const at = offset + term.pre.length;
      offset = at + term.text.length + term.post.length;
      while (current < sentences.length - 1 && at >= sentences[current]!.end) current++;
      const sentence = sentences[current];
      if (!sentence) break;
      places.set(term, [sentence, sentence.tokens.length]);
      const word = term.machine || term.implicit || term.normal;
      sentence.tokens.push({
        text: term.text,
        word,
        tags: term.tags ?? new Set(),
        pre: term.pre,
        post: term.post,
        guessed: !lexicon[word],
      });
    }
    return doc;
  });
  return { docs, places };
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const NAME_GAP = /^(?:[ \t]+|[ \t]*&[ \t]*)$/;
const CONNECTORS = new Set('of the and for de da van von le la du'.split(' '));
/** A word capitalised only for opening an answer ("Named Engineer of the Year", "Founded Breathe Easy Ltd"), or an
 * all-capitals word that is an ordinary one ("IT" beside "it"): the lexicon says, else the pre-tagger's guess. */
function isOrdinaryWord(word: string): boolean {
  const lower = word.toLowerCase();
  const tags = [lexicon[lower] ?? [...(nlp.tokenize(lower).compute(['lexicon', 'preTagger']).docs[0]?.[0]?.tags ?? [])]].flat();
  return tags.some((tag) =>
    /Verb|Tense|Infinitive|Gerund|Adverb|Determiner|Pronoun|Preposition|Conjunction|Copula|Modal|Expression/.test(tag),
  );
}
/** Endings that letters standing for a name do not have: "qualifications", "employment", "summary". */
const ENGLISH_ENDING = /(?:tions?|sions?|ments?|ness|ity|ies|ing|ences?|ances?|ive|ary|ory|ists?|ers)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TypedCase {
  /** Every form each case-keeping word was typed in, by its lower case: "phd" → {"PhD"}. */
  forms: Map<string, Set<string>>;
  /** Names of two or more capitalised words, as typed ("Gas Safe") and as a pattern for any case. */
  names: { typed: string; words: string[]; pattern: RegExp }[];
  /** The answers as typed: a name typed in another case too ("classical Indian dance") may be written in either. */
  answers: string;
}

const keepsCase = (word: string) => /\p{Lu}/u.test(word.slice(1)) && !(word === word.toUpperCase() && isShouted(word));
/** "Designer-Maker", "Rolls-Royce": Title Case in each part, which a post's words may lose all together ("designer-maker"). */
const isTitleCaseJoined = (word: string) => /-/.test(word) && word.split('-').every((part) => /^\p{Lu}\p{Ll}*$/u.test(part));

/** A word of the language's own, typed in capitals ("QUALIFICATIONS", "NON-EXECUTIVE", "TEACHING" in a CV's headings). */
function isShouted(word: string): boolean {
  const last = word.split('-').at(-1)?.toLowerCase() ?? '';
  const known = [lexicon[last] ?? []].flat();
  return (
    isOrdinaryWord(word) ||
    (last.length >= 4 &&
      ((known.length > 0 && !known.some((tag) => /ProperNoun|Organization|Acronym|Place|Person/.test(tag))) ||
        (last.length >= 6 && ENGLISH_ENDING.test(last))))
  );
}
const isTitleWord = (word: string) => /^\p{Lu}.*\p{Ll}/u.test(word);

function addName(run: { word: string; gap: string }[], names: TypedCase['names']) {
  while (run.length && CONNECTORS.has(run[run.length - 1]!.word)) run.pop();
  if (run.filter(({ word }) => isTitleWord(word)).length < 2) return;
  const source = run.map(({ word, gap }, i) => (i === 0 ? '' : gap.includes('&') ? '\\s*&\\s*' : '\\s+') + escape(word)).join('');
  names.push({
    typed: run.map(({ word, gap }, i) => (i === 0 ? '' : gap) + word).join(''),
    words: run.map(({ word }) => word),
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'giu'),
  });
}

/** The words and names whose case the person typed on purpose; an answer typed all in capitals says nothing. */
function typedCase(typed: readonly string[]): TypedCase {
  const forms = new Map<string, Set<string>>();
  const names: TypedCase['names'] = [];
  for (const answer of typed.filter((a) => /\p{Ll}/u.test(a))) {
    let run: { word: string; gap: string }[] = [];
    let last = 0;
    const matches = [...answer.matchAll(WORD)];
    matches.forEach((match, index) => {
      const word = match[0];
      const gap = answer.slice(last, match.index);
      const opensSegment = last === 0 || /[.!?;:\n•]/.test(gap);
      last = match.index + word.length;
      forms.set(word.toLowerCase(), (forms.get(word.toLowerCase()) ?? new Set()).add(word));
      const capital = /^\p{Lu}/u.test(word);
      const joins = run.length > 0 && NAME_GAP.test(gap) && (capital || CONNECTORS.has(word));
      if (!joins) {
        addName(run, names);
        run = [];
      }
      // An answer's first word is capitalised for opening it ("Member of the Royal College"): it starts a name only
      // when the next word is capitalised too ("Gas Safe").
      const next = matches[index + 1];
      const nameFollows = next !== undefined && /^\p{Lu}/u.test(next[0]) && NAME_GAP.test(answer.slice(last, next.index));
      const opensName = !opensSegment || (nameFollows && !isOrdinaryWord(word));
      if (capital ? opensName : joins) run.push({ word, gap });
    });
    addName(run, names);
  }
  for (const [lower, set] of forms) if (![...set].some(keepsCase)) forms.delete(lower);
  return { forms, names, answers: typed.join('\n') };
}

let lastTyped: { key: string; cases: TypedCase } | undefined;
/** The gate checks the four texts of one set of answers in a row. */
function typedCaseOf(typed: readonly string[]): TypedCase {
  const key = typed.join('\n');
  if (lastTyped?.key !== key) lastTyped = { key, cases: typedCase(typed) };
  return lastTyped.cases;
}

/**
 * Web addresses are lower case whatever the name: "LinkedIn at linkedin.com/in/...". Each starts where a word does:
 * tried inside a run of letters, a long one (a hostile answer's) cost time in the square of its length.
 */
const ADDRESS = /(?<![\p{L}\p{N}-])(?:https?:\/\/)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?:\/\S*)?|(?<!\S)\S+@\S+/gu;

/** A case-keeping word or a capitalised name written in the sentence with another case, as a reason. */
function lostCase(written: string, { forms, names, answers }: TypedCase): string | undefined {
  const sentence = written.replace(ADDRESS, (address) => ' '.repeat(address.length));
  for (const match of sentence.matchAll(WORD)) {
    const typed = forms.get(match[0].toLowerCase());
    const lower = match[0] === match[0].toLowerCase();
    // Lowered as a whole, or lowered and opening its sentence ("Designer-maker & founder").
    const loweredPost =
      typed !== undefined &&
      [...typed].filter(keepsCase).every(isTitleCaseJoined) &&
      (lower || (match[0] === capitalise(match[0].toLowerCase()) && !/[\p{L}\p{N}]/u.test(sentence.slice(0, match.index))));
    if (typed && !typed.has(match[0]) && !loweredPost)
      return `"${match[0]}" should be "${[...typed].find(keepsCase)}", as the person typed it`;
  }
  for (const { typed, words, pattern } of names) {
    for (const match of sentence.matchAll(pattern)) {
      const found = match[0].match(WORD) ?? [];
      const firstInSentence = !/[\p{L}\p{N}]/u.test(sentence.slice(0, match.index));
      // Whether each Title Case word kept its capital; the sentence's first word says nothing.
      const kept = words.map((word, i) =>
        // A word that keeps its case alone ("DevOps") says nothing of the name's: "DevOps engineer" for "DevOps Engineer".
        isTitleWord(word) && !keepsCase(word) && !(i === 0 && firstInSentence) ? /^\p{Lu}/u.test(found[i] ?? '') : undefined,
      );
      if (kept.includes(true) && kept.includes(false) && !answers.includes(match[0]))
        return `"${match[0]}" should be "${typed}", as the person typed it`;
    }
  }
  return undefined;
}

/** What the sentence rules find in one sentence, by kind: a writing checks the same sentences in each arrangement
 * it tries and in each of its texts. A sentence longer than LONG_SENTENCE is checked afresh, so hostile answers are
 * read the same way each time (and their cost stays in proportion to their length). */
const rememberedSentence = rememberer(1_000_000, LONG_SENTENCE);

function sentenceFaults(written: string): ReadonlyMap<GrammarFaultKind, string> {
  return rememberedSentence(written, () => {
    const sentences = splitSentences(written);
    const { docs, places } = parse(written, sentences);
    const faults = new Map<GrammarFaultKind, string>();
    const report = (kind: GrammarFaultKind, reason: string | undefined) => {
      if (reason && !faults.has(kind)) faults.set(kind, shortened(reason));
    };
    for (const rule of SENTENCE_RULES) {
      const match = MATCHES.get(rule);
      if (match) {
        for (const [first] of docs.flatMap((doc) => doc.match(match).docs)) {
          const place = first && places.get(first);
          if (place) report(rule.kind, rule.check(place[0].tokens, place[1]));
        }
        continue;
      }
      for (const { tokens } of sentences) {
        if (typeof rule.trigger !== 'function') report(rule.kind, rule.check(tokens, 0));
        for (let at = 0; typeof rule.trigger === 'function' && at < tokens.length && !faults.has(rule.kind); at++) {
          if (!rule.trigger(tokens[at]!)) continue;
          report(rule.kind, rule.check(tokens, at));
          if (rule.oncePerClause) at = clauseAround(tokens, at)[1] - 1;
        }
      }
    }
    return faults;
  });
}

const shortened = (reason: string) => (reason.length > 200 ? `${reason.slice(0, 199)}…` : reason);

/** Every fault in `text` (one or more paragraphs separated by blank lines). `typed` are the person's answers as they
 * typed them (for 'lost-case'); omit to skip that check. */
export function findGrammarFaults(text: string, typed?: readonly string[]): GrammarFault[] {
  const cases = typed && typedCaseOf(typed);
  return splitSentences(text).flatMap(({ start, end }) => {
    const written = text.slice(start, end);
    const faults = [...sentenceFaults(written)].map(([kind, reason]) => ({ kind, sentence: written, reason }));
    const lost = cases && !faults.some((fault) => fault.kind === 'lost-case') && lostCase(written, cases);
    return lost ? [...faults, { kind: 'lost-case' as const, sentence: written, reason: shortened(lost) }] : faults;
  });
}
