// Achievements said by kind, each kind in its own sentence shape: deeds as verbs after the subject, awards with
// their "was", credentials with their article after "am" or "hold", outcomes as the sentences they are.
import type { CommunicationStyle } from '@firstwords/contracts';
import { isTimeSpent, type Achievement } from '../reading/achievement-reading.js';
import { capitalise, joinList, pastToParticiple, withArticle, words } from '../english/english.js';
import { inVoice, presentFor, type Voice } from './voice.js';
import { baseOfPast, gerundOfBase } from '../english/word-classes.js';

type Kind = 'past' | 'perfect' | 'present' | 'award' | 'be' | 'been' | 'was' | 'hold' | 'highlight' | 'deeds';

/** Frames per kind: {S} the subject, {list} the items; first person, then third. A frame is chosen by the version. */
const FRAMES: Record<Kind, { first: Record<'plain' | 'contracted', readonly string[]>; third: readonly string[] }> = {
  past: {
    first: {
      plain: ['I {list}.', 'Along the way, I {list}.', 'In my work, I {list}.'],
      contracted: ['I {list}.', 'Along the way, I {list}.', 'In my work, I {list}.'],
    },
    third: ['{S} {list}.', 'Along the way, {s} {list}.', 'In {possessive} work, {s} {list}.'],
  },
  perfect: {
    first: {
      plain: ['I have {list}.', 'So far, I have {list}.', 'To date, I have {list}.'],
      contracted: ["I've {list}.", "So far, I've {list}.", "To date, I've {list}."],
    },
    third: ['{S} {has} {list}.', 'So far, {s} {has} {list}.', 'To date, {s} {has} {list}.'],
  },
  present: {
    first: { plain: ['I {list}.', 'At present, I {list}.'], contracted: ['I {list}.', 'These days, I {list}.'] },
    third: ['{S} {list}.', 'At present, {s} {list}.'],
  },
  award: {
    first: { plain: ['I was {list}.', 'Along the way, I was {list}.'], contracted: ['I was {list}.', 'Along the way, I was {list}.'] },
    third: ['{S} {was} {list}.', 'Along the way, {s} {was} {list}.'],
  },
  be: {
    first: { plain: ['I am {list}.', 'I am also {list}.'], contracted: ["I'm {list}.", "I'm also {list}."] },
    third: ['{S} {is} {list}.', '{S} {is} also {list}.'],
  },
  been: {
    first: { plain: ['I have been {list}.', 'I have also been {list}.'], contracted: ["I've been {list}.", "I've also been {list}."] },
    third: ['{S} {has} been {list}.', '{S} {has} also been {list}.'],
  },
  was: {
    first: { plain: ['I was {list}.', 'I was also {list}.'], contracted: ['I was {list}.', 'I was also {list}.'] },
    third: ['{S} {was} {list}.', '{S} {was} also {list}.'],
  },
  hold: {
    first: { plain: ['I hold {list}.', 'I also hold {list}.'], contracted: ['I hold {list}.', 'I also hold {list}.'] },
    third: ['{S} {holds} {list}.', '{S} also {holds} {list}.'],
  },
  // Without pronouns, deeds are said without a subject, so the name is not said again: "Achievements include running...".
  deeds: {
    first: { plain: ['Achievements include {list}.'], contracted: ['Achievements include {list}.'] },
    third: ['Achievements include {list}.', 'Highlights of the work include {list}.'],
  },
  highlight: {
    first: {
      plain: ['Highlights of my work include {list}.', 'Highlights include {list}.'],
      contracted: ['Highlights of my work include {list}.', 'Highlights include {list}.'],
    },
    third: ['Highlights include {list}.', 'Highlights of the work include {list}.'],
  },
};

const contracted = (style: CommunicationStyle) => style !== 'professional';

function frame(kind: Kind, voice: Voice, style: CommunicationStyle, variant: number, list: string): string {
  const frames = voice.person === 'first' ? FRAMES[kind].first[contracted(style) ? 'contracted' : 'plain'] : FRAMES[kind].third;
  // "So far" and "To date" say what "since 2010" says already.
  const usable = /\bsince\b/.test(list) ? frames.filter((pattern) => !/So far|To date/.test(pattern)) : frames;
  // Without pronouns the name opens the sentence, so it can join the one before rather than be said twice running.
  const chosen = usable[voice.named && kind !== 'deeds' && kind !== 'highlight' ? 0 : variant % usable.length] ?? '';
  const holds = voice.singular ? 'holds' : 'hold';
  const values: Record<string, string> = {
    S: capitalise(voice.subject),
    s: voice.subject,
    possessive: voice.possessive,
    has: voice.has,
    is: voice.is,
    was: voice.was,
    holds,
    list,
  };
  return chosen.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** "ran 3 clinics" → "running 3 clinics", "taught in 3 schools" → "teaching in 3 schools". */
export function gerundOf(phrase: string): string | null {
  const [first = '', ...rest] = words(phrase);
  const base = baseOfPast(first);
  return base ? [gerundOfBase(base), ...rest].join(' ') : null;
}

/** Every item converted, or null when one cannot be. */
function all(items: readonly string[], convert: (item: string) => string | null): string[] | null {
  const out = items.map(convert);
  return out.every((item): item is string => item !== null) ? out : null;
}

/**
 * The achievements as sentences, one per kind present, in the order the kinds were first typed, starting from
 * another kind in each version. Deeds in the past
 * are said in the present perfect in some versions ("I've installed...") when no finished time is named.
 */
export function proofSentences(items: readonly Achievement[], voice: Voice, style: CommunicationStyle, variant: number): string[] {
  const sentences: Array<{ at: number; text: string }> = [];
  const add = (kind: Kind, texts: readonly string[], at: number) => {
    // Each version starts a kind's list at another item too.
    const start = texts.length ? variant % texts.length : 0;
    const turned = [...texts.slice(start), ...texts.slice(0, start)];
    if (texts.length) sentences.push({ at, text: frame(kind, voice, style, variant, joinList(turned)) });
  };
  const firstIndex = (test: (item: Achievement) => boolean) => items.findIndex(test);
  // "opened my own practice" is "opened her own practice" in a profile.
  const said = (text: string) => inVoice(text, voice) ?? text;
  const deeds = (tense: 'past' | 'present' | 'perfect') =>
    items.flatMap((item) => (item.kind === 'deed' && item.tense === tense ? [said(item.text)] : []));
  const past = deeds('past');
  const asPerfect = variant % 2 === 1 ? all(past, pastToParticiple) : null;
  const at = (kind: Achievement['kind'], tense?: string) =>
    firstIndex((item) => item.kind === kind && (!tense || (item.kind === 'deed' && item.tense === tense)));
  const asGerunds = voice.named ? all([...past, ...deeds('present'), ...deeds('perfect')], gerundOf) : null;
  if (asGerunds) add('deeds', asGerunds, at('deed'));
  else if (asPerfect) add('perfect', [...asPerfect, ...deeds('perfect')], at('deed', 'past'));
  else {
    // Beside deeds said in the perfect, a past one with no time it ended joins them ("I've installed over 200 rooftop
    // systems and trained 4 apprentices"), never a choppy sentence of its own.
    // A year dates it, whatever the words around it ("won Best Newcomer 2023"): it stays in the past.
    const joins = (text: string) => (/\b(?:19|20)\d\d\b/.test(text) ? null : pastToParticiple(text));
    // Time spent is the career's, said on its own ("I've spent 9 years freelance"), never joined to a deed.
    const spent = (item: Achievement) => item.kind === 'deed' && item.tense === 'perfect' && isTimeSpent(item);
    const joining = items.some((item) => item.kind === 'deed' && item.tense === 'perfect' && !spent(item));
    const inPerfect = items.flatMap((item) => {
      if (item.kind !== 'deed' || item.tense === 'present' || spent(item)) return [];
      const text = said(item.text);
      return item.tense === 'perfect' ? [text] : joining ? [joins(text) ?? ''].filter(Boolean) : [];
    });
    add(
      'past',
      past.filter((text) => !joining || !joins(text)),
      at('deed', 'past'),
    );
    add('perfect', inPerfect, at('deed', 'perfect'));
    add(
      'perfect',
      items.flatMap((item) => (spent(item) ? [said(item.text)] : [])),
      firstIndex(spent),
    );
  }
  const present = asGerunds ? null : all(deeds('present'), (text) => (voice.person === 'first' ? text : presentFor(text, voice)));
  if (present) add('present', present, at('deed', 'present'));
  add(
    'award',
    items.flatMap((item) => (item.kind === 'award' ? [said(item.text)] : [])),
    at('award'),
  );
  for (const verb of ['be', 'been', 'was', 'hold', 'qualified'] as const) {
    const credentials = items.flatMap((item) =>
      item.kind === 'credential' && item.verb === verb ? [verb === 'qualified' ? item.text : withArticle(item.text)] : [],
    );
    add(
      verb === 'qualified' ? 'be' : verb,
      credentials,
      firstIndex((item) => item.kind === 'credential' && item.verb === verb),
    );
  }
  // A highlight is a thing: a singular one takes its article ("a BAFTA-nominated short film"); "being used in ..." none.
  add(
    'highlight',
    items.flatMap((item) => (item.kind === 'highlight' ? [said(/^being\s/.test(item.text) ? item.text : withArticle(item.text))] : [])),
    at('highlight'),
  );
  // An organisation's results in one sentence that names it once: "Ojo Snacks raised £150k, is listed in 120 stores and ...".
  const organisations = new Map<string, string[]>();
  items.forEach((item, index) => {
    if (item.kind !== 'outcome' && item.kind !== 'own') return;
    if (item.organisation) {
      const deeds = organisations.get(item.organisation.name);
      if (deeds) return void deeds.push(item.organisation.deed);
      organisations.set(item.organisation.name, [item.organisation.deed]);
    }
    const said = inVoice(item.text, voice);
    if (said) sentences.push({ at: index, text: capitalise(said) });
  });
  for (const [name, deeds] of organisations) {
    const sentence = sentences.find((candidate) => candidate.text.startsWith(`${name} `));
    if (sentence && deeds.length > 1) sentence.text = `${name} ${joinList(deeds)}.`;
  }
  const ordered = sentences.sort((a, b) => a.at - b.at).map((sentence) => sentence.text);
  // Each version starts from another kind, so regenerated texts read differently with the same facts.
  const start = ordered.length ? variant % ordered.length : 0;
  return [...ordered.slice(start), ...ordered.slice(0, start)];
}
