// Achievements by kind: deeds done (or still done), awards, credentials, outcomes, the person's own sentences
// and plain highlights. Each kind is said in its own sentence shape, so none is squeezed into another's list.
import {
  asSentence,
  baseToParticiple,
  withArticle,
  cleanAnswer,
  isEmptyAnswer,
  lowerFirst,
  partsOutsideBrackets,
  pastToParticiple,
  saidAsNow,
  sentencesOf,
  words,
} from '../english/english.js';
import { qualificationOf } from './career-reading.js';
import { awardPhrase } from '../sentences/career-sentences.js';
import { headWords } from './phrase-reading.js';
import { postNote } from './post-notes.js';
import { FIGURES_LEAD } from '../text-rules.js';
import {
  baseOfPast,
  gerundBase,
  isAdjective,
  isBaseVerb,
  isCountableNoun,
  isPastVerb,
  isPersonNoun,
  isPluralNoun,
} from '../english/word-classes.js';

type Reading =
  /**
   * "ran 3 community clinics" (past); "run a team of 12" (present); "taught in 3 schools since 2010" (perfect: a participle
   * phrase). `noDoer`: typed as things done with no doer ("Over 2,500 EICRs completed", "Offtake MoU signed"), the
   * work of the organisation when the person leads one.
   */
  | { kind: 'deed'; tense: 'past' | 'present' | 'perfect'; text: string; noDoer?: true }
  /** A participle phrase said with its auxiliary: "named Clinician of the Year 2022" → "I was named...". */
  | { kind: 'award'; text: string }
  /**
   * A noun phrase and the verb it takes: "chartered physiotherapist" (be), "PhD in Chemistry" (hold), "support worker since
   * 2018" (been), "team leader for 6 welders 2019–2022" (was, "from 2019 to 2022"); "ACCA qualified" is said as it
   * is, with no article (qualified).
   */
  | { kind: 'credential'; text: string; verb: 'be' | 'been' | 'was' | 'hold' | 'qualified' }
  /** A sentence about a result, with its verb: "90% of patients are back at work within 8 weeks." */
  | { kind: 'outcome'; text: string }
  /** The person's own sentence: "I wrote the guide every new starter reads." */
  | { kind: 'own'; text: string }
  /** A noun phrase that names a highlight: "a regional innovation award". */
  | { kind: 'highlight'; text: string };

export type Achievement = Reading & {
  typed: string;
  strength: number;
  /**
   * Read with confidence: said in its kind's sentences. One that is not (a note, a title that opens with a word that
   * is a verb too) is listed as typed on a page and left out of a spoken text.
   */
  sure: boolean;
  /** It shows something the advert asks for. */
  matchesAdvert?: boolean;
  /** Whose it is, when not the person's: a business's growth said with its name, and what it did without it. */
  organisation?: { name: string; deed: string };
  /** What was typed after a dash, said in brackets after the rest ("healing times down from 20 weeks to 9"). */
  note?: string;
};

/** Verbs of being chosen, honoured or brought up: in an achievement they are passive ("Named Engineer of the Year"). */
export const AWARD_VERBS =
  /^(?:educated|born|schooled|rated|named|awarded|shortlisted|nominated|elected|appointed|voted|promoted|selected|recogni[sz]ed|honou?red|chosen|invited|featured|ranked|listed|commended|certified|accredited|granted|admitted|inducted)$/i;
/** "Arts Council England grant in 2022 ...", "£40k Innovate UK grant": a grant named by its giver, and the rest. */
const GRANT_NOTE = /^((?:[£$€]\S+\s+)?(?:\p{Lu}[\p{L}&'’-]*\s+){1,5}(?:[Gg]rant|[Bb]ursary|[Ss]cholarship|[Ff]ellowship))\b(.*)$/u;
/** "ACCA – passed 9 of 13 exams in 18 months": the award, the exams passed of it, and the rest. */
const EXAMS_PASSED = /^(.+?)\s*[–—-]\s*(passed\s+\d+\s+(?:of|out of)\s+\d+)\s+(exams?|papers?|modules?)\b(.*)$/i;
/** A standing given by others and held now: "Recognised by all major insurers", "Approved by Which? Trusted Traders". */
const HELD_NOW = /^(?:recogni[sz]ed|approved|accredited|endorsed|trusted|certified)\s+by\s/i;
const QUALIFICATION =
  /^(?:BSc|BA|BEng|MSc|MA|MBA|MEng|MPhil|PhD|DPhil|LLB|LLM|PGCE|PGDip|Diploma|Certificate|HND|HNC|NVQ|BTEC|ACA|ACCA|CIMA|CIPD|CFA|PRINCE2|MBE|OBE|CBE|MPH|(?:MS|BS)(?=\s+(?:in\s+)?\p{Lu}\p{Ll}))\b/u;
const ACCREDITED_BY_NAME =
  /^(?:\p{Lu}\S*\s+){1,4}(?:accredited|approved|certified|registered|endorsed|licensed)\s+\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,3}$/u;
const CREDENTIAL_WORDS = /^(?:chartered|certified|qualified|registered|licensed|accredited|trained|published|former|retired|senior)$/i;
/** Verbs that take no object, so "Worked in retail" is something the person did. */
const INTRANSITIVE =
  /^(?:worked|lived|studied|served|volunteered|taught|spoke|presented|competed|travell?ed|moved|started|began|lectured|performed|played|trained|qualified|graduated|speciali[sz]ed|participated|contributed|collaborated|partnered|consulted|invested|campaigned|retired|relocated|grew|rose|fell|stayed|went|came|ran|led|helped|won|ranked|finished|placed|succeeded|failed|arrived|returned)$/i;
/** Verbs of change that take no object: "Sales grew 40%" is a sentence already. */
const CHANGE_VERBS =
  /^(?:increased|decreased|rose|fell|grew|doubled|tripled|halved|improved|dropped|returned|went|came|stayed|reached|hit|topped)$/i;
/** A thing measured, in up to four words, and the figures it went between, with nothing after: "MTTR from 4h to 35 mins". */
const FROM_FIGURE_TO_FIGURE =
  /^((?:\p{L}[\p{L}\d'’/-]*\s+){0,3}\p{L}[\p{L}\d'’/-]*)\s+from\s+[£$€]?\d[\d.,]*\S*(?:\s+\p{L}+)?\s+to\s+[£$€]?\d[\d.,]*\S*(?:\s+\p{L}+)?$/u;
/** Verbs that open a change made, in the base form: "Reduce churn from 8% to 3%" is a deed, "Test coverage from ..." a measure. */
const CHANGED_BY =
  /^(?:reduce|increase|improve|grow|cut|raise|boost|lift|drive|lower|shrink|double|halve|triple|take|bring|move|get|scale|turn)$/i;
const SUBJECT_WORD = /^(?:over|more|than|nearly|almost|about|around|of|every|each|all|the|our|my|their|its|\d[\d.,%]*|\p{L}+%)$/iu;
const FINISHED =
  /\b(?:in|during)\s+(?:(?:19|20)\d\d\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|my|our|the|its|their)\s+(?:first\s+)?(?:years?|months?|weeks?|days?)\b)|\bago\b|\blast\s/i;

const hasNumber = (text: string) => /\d/.test(text);
/** A figure that tells ("40%", "1,200 shops", "3x"), not a year or a level. */
const hasFigure = (text: string) =>
  /(?<![\p{L}\d])(?!(?:19|20)\d\d(?!\d|%))\d[\d,.]*/u.test(
    text.replace(/\b(?:level|year|class|grade|band|stage|key stage|p|s|ks|nat)\s?\d+\b/gi, ''),
  );

/**
 * Whether a subject takes "are": its head, the noun before any preposition ("Emissions per kg milk", "Time-to-hire for
 * engineers"), is plural, or a number other than one counts it.
 */
function isPluralSubject(subject: readonly string[]): boolean {
  const preposition = subject.findIndex((word, index) => index > 0 && /^(?:per|for|in|on|at|from|with|across|among)$/i.test(word));
  const headPart = preposition > 0 ? subject.slice(0, preposition) : subject;
  return isPluralNoun((headPart.at(-1) ?? '').toLowerCase()) || headPart.some((word) => /^\d/.test(word) && word !== '1');
}

/** "Over 400 kitchens fitted since 1998" → "over 400 kitchens have been fitted since 1998"; null when not that shape. */
/** What is measured, which goes without an article: "Revenue went up 3x", "Footfall rose 40%". */
const MEASURE =
  /^(?:revenue|turnover|profit|sales|income|footfall|traffic|attendance|membership|retention|churn|yield|output|engagement|conversion|growth|spend|cost|margin)$/i;
/** "Taproom went from 0 to 9,000": a thing typed without its article, as notes have them, takes "the". */
function withItsArticle(subject: readonly string[]): string[] {
  const [first = '', second] = subject;
  // One word, or one before letters ("offtake MoU"); lowered, so no name.
  const bare = second === undefined || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(second);
  if (
    subject.length > 2 ||
    !bare ||
    !/^\p{Ll}+$/u.test(first) ||
    SUBJECT_WORD.test(first) ||
    MEASURE.test(first) ||
    !isCountableNoun(first)
  )
    return [...subject];
  return ['the', ...subject];
}

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
  // "120+ mediations since 2018, around 80% settled on the day": two notes, not one subject with its verb.
  if (subject.some((word) => word.endsWith(','))) return null;
  // "12 years RLC, left as Staff Sergeant": time is no subject that things are done to.
  if (/^\d+\+?\s+(?:years?|yrs?)\b/i.test(subject.join(' '))) return null;
  const lastNoun = subject[subject.length - 1] ?? '';
  const plural = isPluralSubject(subject);
  const since = /\bsince\b/i.test(item);
  const finished = FINISHED.test(item);
  const present = /^(?:every|each)$/i.test(subject[0] ?? '');
  const aux =
    since || (!finished && !present) ? (plural ? 'have been' : 'has been') : finished ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  // "All drivers DBS checked": the letters say by whom, one word with the participle ("All drivers are DBS-checked"),
  // and so with another mark after "and" ("... DBS checked and safeguarding trained").
  const alsoMarked = /^and(?: \p{L}+)? \p{L}+ed$/u.test(after.join(' '));
  if (isPastVerb(verb) && /^[A-Z]{2,}$/.test(lastNoun) && subject.length >= 2 && (after.length === 0 || alsoMarked))
    return [...subject.slice(0, -1), plural || isPluralNoun(subject.at(-2) ?? '') ? 'are' : 'is', `${lastNoun}-${verb}`, ...after].join(
      ' ',
    );
  if (isPastVerb(verb)) {
    const participle = verb.toLowerCase().endsWith('ed') ? verb : pastToParticiple(verb);
    if (CHANGE_VERBS.test(verb) || participle !== verb) return after.length ? item : null;
    // "4.8 MW installed capacity", "infra cost down 38%": a participle before a noun describes it, a word before a
    // change is what changed; nothing was done to the subject.
    if (after.length && !AFTER_THING_DONE.test(after.join(' ')) && !/^by\b/i.test(after[0] ?? '')) return null;
    return [...subject, aux, verb, ...after].join(' ');
  }
  // "90% of patients back at work": a state, said with "are" (or "have been" with "since").
  const copula = since ? (plural ? 'have been' : 'has been') : finished ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  // "25 years in the trade" is a span of time, not a state of something.
  // "94% sensitivity in a trial" is a note; "90% of patients back at work" a state.
  const state = /\bof\b/.test(subject.join(' ')) && !/^(?:years?|months?|weeks?|days?|decades?)$/i.test(lastNoun);
  // "Revenue up 3x in 2024": a change, said with its verb.
  const change = /^(?:up|down)$/i.test(verb) && hasNumber(rest.join(' '));
  return (/^(?:back|at|in|on|within|up|down|out)$/i.test(verb) && hasNumber(subject.join(' ')) && state) || change
    ? [...subject, copula, ...rest].join(' ')
    : null;
}

/** "BSc Midwifery, Trinity College Dublin 2017" → "a BSc in Midwifery from Trinity College Dublin (2017)"; null when
 * the item is no award with a subject or an institution. */
function awardNotes(item: string): string | null {
  const qualification = qualificationOf(item);
  const named = (piece: string | null) => piece === null || /^\p{Lu}/u.test(piece);
  if (!qualification || (!qualification.subject && !qualification.institution)) return null;
  if (!named(qualification.subject) || !named(qualification.institution)) return null;
  return [awardPhrase(qualification), qualification.year ? `(${qualification.year})` : ''].filter(Boolean).join(' ');
}

/** The word a credential names, its notes in brackets and its year aside: "CFA Charterholder (2021)" → "Charterholder". */
export const credentialHead = (text: string) =>
  headWords(words(text.replace(/\s*\(.*$/, '').replace(/\s+since\s+(?:19|20)\d\d$/i, ''))).at(-1) ?? '';

/** "12 years as Chief Accountant", "Over 15 years in NHS cardiology", "10 years childminding": time spent at something. */
const TIME_SPENT =
  /^(?:(?:over|nearly|almost|about|around|more than)\s+)?\d+\+?\s+(?:years?|yrs?)\s+(?:(?:as|in|at|with|on|for)\s|\p{L}+ing\b|freelance\b)/iu;

/**
 * Time spent at something: said "I've spent ...", told no more strongly than a deed, and as typed in a headline. A
 * deed after a comma ("..., retired as Grade 5") would need a verb of its own.
 */
export function isTimeSpent({ typed }: Pick<Achievement, 'typed'>): boolean {
  const item = cleanAnswer(typed);
  return (
    TIME_SPENT.test(item) &&
    !partsOutsideBrackets(item, /, /)
      .slice(1)
      .some((part) => isPastVerb(words(part)[0] ?? ''))
  );
}

/** A past verb as typed: "CIPD" is an acronym, whatever its last letter. */
const isVerbWord = (word: string) => isPastVerb(word) && word !== word.toUpperCase();

/**
 * A name and its verb open the item: "Paywise was acquired by PayNest", "Mark Radcliffe has played us 3 times" (and
 * "Demo has 48k Steam wishlists", a thing typed short of its "the", which the lexicon cannot tell from a name).
 */
const namedSubject = (item: string) => {
  const [, verb = ''] =
    /^(?!(?:I|We|It|They|He|She|This|That|These|Those|There|Here)\s)\p{Lu}[\p{L}\d'’&.-]*\s+(?:[\p{Lu}\d][\p{L}\d'’&.-]*\s+){0,3}(\p{Ll}+)\s/u.exec(
      item,
    ) ?? [];
  // "BBC Radio 1Xtra played us x3": a name that did something to the person.
  return (
    /^(?:is|was|were|are|has|have|had)$/.test(verb) ||
    (isPastVerb(verb) && /^\S+\s+(?:us|me|my|our)\b/.test(item.slice(item.indexOf(` ${verb} `) + 1)))
  );
};

/** A clause with a finite verb after its first word: "about a third of the people we referred on had ...". */
const hasItsOwnVerb = (clause: string) =>
  words(clause)
    .slice(1)
    .some((word) => /^(?:is|are|was|were|has|have|had|do|does|did)$/i.test(word) || (/^\p{Ll}/u.test(word) && isPastVerb(word)));

function readItem(typed: string): Reading {
  const item = cleanAnswer(typed);
  const first = words(item)[0] ?? '';
  // "Previously consultant at McKinsey": a post held once, said with its "was".
  const before = item.match(/^(?:previously|formerly)\s+(?:an?\s+)?(.+)$/i)?.[1];
  if (before) {
    const read = readItem(before);
    if (read.kind === 'credential' && read.verb === 'be') return { ...read, verb: 'was' };
  }
  // "Since 2021 I've spoken to 200+ organisations", "My memoir was a bestseller", "Paywise was acquired by PayNest in
  // 2021": a sentence the person typed, with its own subject after a time, the person's own thing or a name as its
  // subject (never "I paywise was acquired").
  if (
    /^(?:since|in|from|last|this|over|for|after|before)\b[^.]{0,40}?\s(?:I|we)(?:'ve|'m|'d|'re)?\s/i.test(item) ||
    /^(?:my|our)\s+(?:[\p{L}-]+\s+){0,3}(?:"[^"]+"\s+)?(?:is|was|were|are|has|have|had|won|went|became|sold|reached)\b/iu.test(item) ||
    namedSubject(item)
  )
    return { kind: 'own', text: asSentence(item) };
  const now = saidAsNow(item);
  if (now) return { kind: 'own', text: now };
  // "Store team won Store of the Year": a team named before its deed is the subject, never a verb ("Storing team").
  if (TEAM_SUBJECT.test(item)) return { kind: 'own', text: asSentence(`The ${lowerFirst(item)}`) };
  // Time spent "in" a field may go on ("I've spent 15 years in NHS cardiology"); "as" a post, "at" a place named, or
  // "before" something, people type of time that ended ("I spent 12 years as Chief Accountant in Kharkiv", "I spent 12
  // years at the Federal Neuropsychiatric Hospital").
  if (isTimeSpent({ typed: item })) {
    const ended = /^(?:\S+\s+)?\S+\s+(?:years?|yrs?)\s+(?:as\s|at\s+(?:the\s+)?\p{Lu})|\b(?:before|until|ago|previously)\b/iu.test(
      item.split(',')[0] ?? item,
    );
    return { kind: 'deed', tense: ended ? 'past' : 'perfect', text: `spent ${lowerFirst(item)}` };
  }
  // "Pilot with two cocoa processors in Tema": a trial run, no post of the person's (a pilot at easyJet holds one).
  if (/^pilot\s+(?:with|in|across)\s+(?:\d|\p{Ll})/iu.test(item)) return { kind: 'highlight', text: `a ${lowerFirst(item)}` };
  // "Member, Northern Circuit": a post and where it is held, said with the word between them.
  const held = qualificationOf(item) ? null : postNote(item);
  if (held) return { kind: 'credential', ...held };
  // "Offtake MoU signed with a city gas distributor", "Patent filed in 2022": a thing done, before any word of it is
  // read as a verb ("I patent filed").
  const thingDone = isPastVerb(first) && !/^\p{Lu}{2,}/u.test(first) ? null : doneWithoutDoer(item);
  if (thingDone) return thingDone;
  if (/^(?:i|we)\s/i.test(item) || /^(?:i'm|i've|we're|we've)\s/i.test(item)) {
    const rest = item.replace(/^(?:i|we)\s+/i, '');
    const verb = words(rest)[0] ?? '';
    // "I was a narrative designer at EA": a copula is no deed; the sentence stays the person's own.
    // "We paid back our share offer": the team's deed stays the team's.
    const ownDeed = /^i\s/i.test(item) && !/\b(?:i|me|my)\b/i.test(rest);
    if (ownDeed && isPastVerb(verb) && !AWARD_VERBS.test(verb) && !/^(?:was|were|had)$/i.test(verb)) return readItem(rest);
    return { kind: 'own', text: asSentence(item.replace(/^i\s/, 'I ')) };
  }
  // "34 of my students have completed their arangetram": a sentence whose subject is the person's people.
  if (/^\d[\d,]*\+?\s+(?:of\s+)?(?:my|our)\s+\p{L}+\s+(?:have|has|are|is|were|was)\s/iu.test(item))
    return { kind: 'own', text: asSentence(item) };
  // "2,300 blood pressure checks last year – about a third of the people we referred on had undiagnosed hypertension":
  // a count with no verb, then what came of it, pointed to as one sentence.
  const [counted = '', cameOf = ''] = partsOutsideBrackets(item, /\s[–—]\s/);
  // (One told with no "we" is a figure note, listed on a page: isFigureNote.)
  const ownPeople = /\b(?:I|me|my|we|our|us)\b/i.test(cameOf);
  if (ownPeople && /^[\d£$€₹~]/u.test(counted) && !words(counted).some((word) => isPastVerb(word)) && hasItsOwnVerb(cameOf))
    return { kind: 'own', text: asSentence(`${FIGURES_LEAD} ${counted}, and ${cameOf}`) };
  // "Josie and I made 400+ hours of radio": a sentence of the person's own, with its subject.
  if (/\s(?:I|we)\s/.test(` ${item} `.slice(1)) && !isPastVerb(first) && !isBaseVerb(first)) return { kind: 'own', text: asSentence(item) };
  // A verb starts lower-case; a credential typed as a name ("Chartered Quality Professional") keeps its capitals.
  const text = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() + item.slice(first.length) : item;
  // "Accredited mediator (MII)": a participle naming the post it qualifies, not a passive ("I am an accredited mediator").
  const post = words(item.replace(/\s*[(,].*$/, ''));
  const postHead = (post.at(-1) ?? '').toLowerCase();
  const namesHolder =
    isPersonNoun(postHead) ||
    (/(?:or|er|ist|ian)$/.test(postHead) && !/^(?:number|order|paper|letter|register|computer|water|power)$/.test(postHead));
  if (
    AWARD_VERBS.test(first) &&
    CREDENTIAL_WORDS.test(first) &&
    !/\bsince\b/i.test(item) &&
    post.length >= 2 &&
    post.length <= 4 &&
    namesHolder
  )
    return { kind: 'credential', text: lowerFirst(item), verb: 'be' };
  // "Recognised by all major insurers": a standing held now, when no year dates it ("I'm recognised by ...").
  if (HELD_NOW.test(item) && !/\b(?:19|20)\d\d\b/.test(item)) return { kind: 'credential', text: lowerFirst(item), verb: 'qualified' };
  // "Called to the Bar 2008", "Admitted to the Roll 2013": "I was called to the Bar in 2008".
  if (AWARD_VERBS.test(first) || /^called to the bar\b/i.test(item))
    return { kind: 'award', text: eventSaidAt(text.replace(/\b(Bar|Roll)\s+((?:19|20)\d\d)\b/, '$1 in $2')) };
  // "Teacher of the Year at International House Kraków 2019": a title won, not a post held ("I was named ... in 2019").
  // A practice's or a club's title stays a highlight: it was not the person's.
  const titleWon = item.match(/^(?:\p{Lu}[\p{L}&'’-]*\s+){0,4}(\p{Lu}[\p{L}-]*)\s+of the Year\b/u)?.[1];
  if (
    titleWon &&
    isPersonNoun(titleWon.toLowerCase()) &&
    !isPastVerb(first) &&
    !/\b(?:winner|finalist|runner|nominee|shortlist)/i.test(item)
  )
    // "(me, very embarrassing)": the person's own aside, not part of the title.
    return {
      kind: 'award',
      text: `named ${eventSaidAt(item.replace(/\s*\((?:me|I|my)\b[^)]*\)/g, '')).replace(/,?\s+((?:19|20)\d\d)$/, ' in $1')}`,
    };
  // "Arts Council England grant in 2022 for our project": money won, said with its verb.
  const grant = item.match(GRANT_NOTE);
  if (grant && !isPastVerb(first) && !isBaseVerb(first))
    // "ERC Starting Grant €1.5 million (2021)": the sum is the grant's ("won an ERC Starting Grant of €1.5 million").
    return {
      kind: 'deed',
      tense: 'past',
      text: `won ${withArticle(grant[1] ?? '')}${(grant[2] ?? '').replace(/^\s+(?=[£$€₹]\d)/u, ' of ')}`,
    };
  // "Milk solids up 9%": a result, said with its verb before any word of it is read as one ("I milk solids").
  if (/^(?:\p{L}[\p{L}\d'’-]*\s+){1,4}(?:up|down)\s+(?:by\s+|from\s+)?[£$€]?\d/iu.test(item) && !isPastVerb(first)) {
    const outcome = outcomeSentence(lowerFirst(item));
    if (outcome) return { kind: 'outcome', text: asSentence(outcome) };
    const [, subject = '', change = ''] = item.match(/^(.+?)\s+((?:up|down)\s.*)$/iu) ?? [];
    return { kind: 'outcome', text: asSentence(`${subject} ${isPluralSubject(words(subject)) ? 'are' : 'is'} ${change}`) };
  }
  // "p99 latency from 900ms to 220ms", "Time-to-offer from 41 to 23 days": a measure's change, said with its verb.
  const measured = item.match(FROM_FIGURE_TO_FIGURE)?.[1];
  // Never a deed typed without its doer ("Grew from 2 clients to 30+"), nor one in the base form ("Reduce churn from ...").
  const [opening = '', ...measure] = words(measured ?? '');
  if (measured && !isPastVerb(opening) && !CHANGED_BY.test(opening) && !measure.some((word) => isPastVerb(word)))
    return { kind: 'outcome', text: asSentence(item.replace(/\s+from\s/i, ' went from ')) };
  // "Clean licence 15 years": a licence held for a time, the person's own ("I have held a clean licence for 15 years").
  const licence = /^((?:clean|full|valid|current)\s+(?:[\p{L}\d+/]+\s+)?licen[cs]e)\s+(?:for\s+)?(\d+\+?\s+years?)$/iu.exec(item);
  if (licence) return { kind: 'own', text: asSentence(`I have held ${withArticle(lowerFirst(licence[1] ?? ''))} for ${licence[2]}`) };
  // "Never had an accident": the person's own record, with its subject ("I have never had an accident").
  const never = /^never\s+(\p{Ll}+)\s+(.+)$/iu.exec(item);
  const neverDone = never && isPastVerb(never[1] ?? '') ? pastToParticiple(`${never[1]} ${never[2]}`) : null;
  if (neverDone) return { kind: 'own', text: asSentence(`I have never ${neverDone}`) };
  // "Top 2% on TryHackMe": a place in a ranking, no deed of "topping".
  if (/^top\s+\d/i.test(item)) return { kind: 'highlight', text: lowerFirst(item) };
  // "ACCA qualified", "Prince2 certified": what the person is, as typed.
  if (
    /^(?:\S+(?:\s+\S+)?|(?:[\p{Lu}\d]\S*\s+){1,4})\s*(?:qualified|certified|accredited|registered|chartered)$/iu.test(item) &&
    !isVerbWord(first)
  )
    return { kind: 'credential', text: item, verb: 'qualified' };
  // "First Class degree in Marketing", "Diploma in Nursing": a qualification held, with its article ("Master
  // Sommeliers" names people, not a degree).
  // "Visiting lecturer on data protection in a Bocconi master's programme" is a post.
  const degreeWord = item.search(/\b(?:[Dd]egree|[Dd]iploma|[Cc]ertificate|[Dd]octorate)\b|\b[Mm]asters?\b(?!\s+\p{Lu})/u);
  const postBefore = degreeWord > 0 && words(item.slice(0, degreeWord)).some((word) => isPersonNoun(word.toLowerCase()));
  if (degreeWord >= 0 && !postBefore && !isPastVerb(first)) {
    // "CIM Certificate in Digital Marketing last year": gained at a time that has ended, not held ("I hold ... last year").
    const [, gained = '', when = ''] = item.match(/^(.+?)\s+((?:last|this)\s+(?:year|month|spring|summer|autumn|winter))$/i) ?? [];
    if (gained) return { kind: 'deed', tense: 'past', text: `completed ${withArticle(lowerFirst(gained))} ${when.toLowerCase()}` };
    return { kind: 'credential', text: lowerFirst(item), verb: 'hold' };
  }
  // "Surfing NZ accredited surf school", "NICEIC approved contractor": a body's mark on what the person is.
  if (ACCREDITED_BY_NAME.test(item) && !isPastVerb(first)) return { kind: 'credential', text: item, verb: 'be' };
  // "ACCA – passed 9 of 13 exams in 18 months": exams passed on the way, not the qualification held.
  const onTheWay = item.match(EXAMS_PASSED);
  if (onTheWay) {
    const [, award = '', passed = '', units = '', rest = ''] = onTheWay;
    return { kind: 'deed', tense: 'past', text: `${passed.toLowerCase()} ${award} ${units}${rest}` };
  }
  if (QUALIFICATION.test(item)) {
    // "CFA Charterholder", "PRINCE2 Practitioner" name the holder: "I'm a CFA Charterholder".
    const head = credentialHead(item);
    const holder = isPersonNoun(head) || /(?:holder|practitioner|fellow)$/i.test(head);
    return { kind: 'credential', text: awardNotes(item) ?? item, verb: holder || /^(?:MBE|OBE|CBE)\b/.test(item) ? 'be' : 'hold' };
  }
  // "Approved GP trainer since 2022": the time is no part of the head.
  const head = headWords(words(text.replace(/\s+since\s+.*$/i, '')));
  // "British Wheel of Yoga qualified teacher": a name before the role it qualifies.
  const final = words(text).at(-1) ?? '';
  const last =
    isPersonNoun(final) && !isPluralNoun(final) && /^\p{Lu}/u.test(first) && !isPastVerb(first) ? final : (head[head.length - 1] ?? '');
  // A verb in the past opens a deed ("Reduced staff turnover"), unless it is how credentials are named ("Chartered ...").
  // "Approved GP trainer", "Salaried GP": a participle before a person, with nothing between, names a post.
  const namesPost = head.length >= 2 && head.slice(1, -1).every((word) => !OBJECT_OPENER.test(word));
  const opensDeed = isPastVerb(first) && !CREDENTIAL_WORDS.test(first) && !namesPost;
  if (isPersonNoun(last) && !isPluralNoun(last) && !opensDeed) {
    const since = /\bsince\s+(?:19|20)\d\d\b/i.test(item);
    // "Chartered Quality Professional", "Level 3 Personal Trainer": a credential typed as a name keeps its capitals.
    const named = /^\p{Lu}\S*\s+(?:\d+\s+)?\p{Lu}\p{Ll}/u.test(item);
    return { kind: 'credential', text: named ? item : lowerFirst(item), verb: since ? 'been' : 'be' };
  }
  // "Used in 150 restaurants", "Backed by Innovate UK": a passive whose subject is the work, not the person.
  if (isPastVerb(first) && /^(?:in|by|across|at|on|throughout)$/i.test(words(text)[1] ?? '') && !INTRANSITIVE.test(first))
    return { kind: 'highlight', text: `being ${text}` };
  // "Fluent in Polish and English": what the person is, said with "am".
  if (isAdjective(first) && !isPastVerb(first) && /^(?:in|at|with|to)$/i.test(words(text)[1] ?? ''))
    return { kind: 'credential', text, verb: 'qualified' };
  // "MRCGP", "FRCS": letters after a name, a qualification held.
  if (/^(?:[A-Z][A-Z0-9&]{1,}(?:\s+|$)){1,3}$/.test(item)) {
    // A membership, a fellowship or a diploma by its letters is "the MRCGP", "the NPQH"; a ticket's letters alone are
    // none of those ("I hold the HIAB" names a crane): listed as typed, and among the qualifications aloud.
    // A body's letters before its qualification's are one ("the ISTQB CTFL").
    if (/\s/.test(item) || /^(?:[MFD][A-Z]{2,}|NPQ[A-Z]+)/.test(item)) return { kind: 'credential', text: `the ${item}`, verb: 'hold' };
    return { kind: 'highlight', text: item };
  }
  // "Level 7 module in Minor Illness", "Band 6": a grade, no verb.
  if (/^(?:level|grade|band|stage|tier|key stage)\s+\d/i.test(item)) return { kind: 'highlight', text: item };
  // "Yield on our first 3nm product improved from 62% to 88%": a result with its own verb further on; "Taproom went
  // from 0 to 9,000" takes its article.
  const changeAt = words(item).findIndex((word, index) => index > 0 && index < 8 && CHANGE_VERBS.test(word));
  if (!isPastVerb(first) && changeAt > 0 && hasFigure(item)) {
    const said = words(lowerFirst(item));
    return { kind: 'outcome', text: asSentence([...withItsArticle(said.slice(0, changeAt)), ...said.slice(changeAt)].join(' ')) };
  }
  // "Qualified embalmer (BIE)": a credential word before the post it qualifies, said with "am".
  if (CREDENTIAL_WORDS.test(first) && !/^(?:former|retired|senior)$/i.test(first)) {
    const post = headWords(words(text)).at(-1) ?? '';
    if (isPersonNoun(post) && !isPluralNoun(post)) return { kind: 'credential', text: lowerFirst(item), verb: 'be' };
  }
  // "Registered Nurse Prescriber", "Certified Scrum Master": a credential named in capitals, said with "am".
  if (CREDENTIAL_WORDS.test(first) && /^\p{Lu}\p{Ll}/u.test(words(item)[1] ?? '')) return { kind: 'credential', text: item, verb: 'be' };
  // "Trustee of a local autism charity", "Mentor to 5 new starters": a position, said with "am".
  if (isPersonNoun(first) && /^(?:of|at|for|to|with|on)$/i.test(words(text)[1] ?? '') && !isPastVerb(first))
    return { kind: 'credential', text: lowerFirst(item), verb: 'be' };
  if (isPastVerb(first)) {
    // "Taught undergrad labs 3 years": a time a deed went on for takes its "for".
    const lasting = text.replace(
      /(?<!\b(?:for|over|in|about|nearly|almost|than|within|past|last))\s+(\d+\+?\s+(?:years?|months?|weeks?))$/,
      ' for $1',
    );
    // "since 2019", "since we opened in March 2022": from then until now.
    const since = /\bsince\s+(?:(?:19|20)\d\d|(?:we|I|they|it|the|our|my|launch|opening|starting)\b)/i.test(lasting);
    // "Treated over 400 phobic patients": a running total, with no time it ended, goes on until now ("have treated").
    const runningTotal =
      /^\S+\s+(?:(?:over|more than|nearly|almost|around|about|some)\s+\d|\d[\d,.]*\+)/i.test(lasting) &&
      !FINISHED.test(lasting) &&
      !/\b(?:19|20)\d\d\b/.test(lasting);
    // "hired & grew eng team": two deeds typed with "&", and the team they grew ("grew the engineering team").
    const joined = lasting
      .replace(/^(\p{L}+)\s*&\s*(\p{L}+)\b/u, (both, one: string, other: string) =>
        isPastVerb(one.toLowerCase()) && isPastVerb(other.toLowerCase()) ? `${one} and ${other}` : both,
      )
      .replace(
        /\b(grew|built|scaled|led|ran|managed)\s+(?!(?:a|an|the|my|our|his|her|their|its)\s)((?:\p{Ll}[\p{Ll}-]*\s+)?(?:team|department|function))\b/u,
        '$1 the $2',
      );
    const deed = withResultNoted(withObjectArticle(joined));
    const participle = since || runningTotal ? pastToParticiple(deed) : null;
    return participle ? { kind: 'deed', tense: 'perfect', text: participle } : { kind: 'deed', tense: 'past', text: deed };
  }
  // "Free learn-to-surf for Raglan Area School": what is given, the first word no verb before a compound ("we free ...").
  if (/^free$/i.test(first) && /-/.test(words(text)[1] ?? '')) return { kind: 'highlight', text: lowerFirst(item) };
  if (isBaseVerb(first)) return doneNow(text);
  // "Supplying 12 cafes across Leeds" is done now.
  const base = gerundBase(first);
  // "Learning gains of 0.3 SD", "Training costs of £40k": a noun before a plural one and its figure names a result.
  const compound = /^\S+\s+\p{Ll}+s\s+of\s+[£$€~]?\d/u.test(text) && isPluralNoun(words(text)[1] ?? '');
  // "Bookkeeping & payroll": services named, not "I bookkeep & payroll".
  const services = base !== null && /^(?:&|and|\+|\/)$/i.test(words(text)[1] ?? '');
  if (compound || services) return { kind: 'highlight', text: lowerFirst(item) };
  if (base) return doneNow([base, ...words(text).slice(1)].join(' '));
  // "95 adults into work": people helped on their way, the deed typed without its verb or its doer (a charity's
  // result is the charity's).
  if (HELPED_INTO.test(item)) {
    const helped = readItem(`helped ${lowerFirst(item)}`);
    return helped.kind === 'deed' ? { ...helped, noDoer: true } : helped;
  }
  const done = doneWithoutDoer(item);
  if (done) return done;
  const outcome = outcomeSentence(lowerFirst(item));
  if (outcome) return { kind: 'outcome', text: asSentence(outcome) };
  return { kind: 'highlight', text: lowerFirst(item) };
}

const HELPED_INTO =
  /^(?:(?:over|more than|nearly|almost|about|around)\s+)?\d[\d,]*\+?\s+(?:\p{L}+\s+){0,2}\p{L}+s?\s+(?:back\s+)?(?:into|onto|to)\s+(?:work|jobs?|employment|education|training|apprenticeships?|housing|homes?|university|college)\b/iu;
/**
 * "built 120+ detection rules, false positives down 60%": a result noted after a deed is said with "with" ("..., with
 * false positives down 60%"), never a clause with no verb tacked on.
 */
function withResultNoted(deed: string): string {
  // "reached $12M ARR in 2023, Series B $32M": a round noted after a deed was raised ("... and raised a $32M Series B
  // round"; a sentence ending "Series B." reads as one going on after an initial).
  const raised = deed.replace(
    /,\s+((?:Series\s+[A-F]|pre-seed|seed))(?:\s+round)?\s+([£$€₹]\d[\d.,]*\s*(?:k|m|bn|million|billion)?)$/i,
    (_, round: string, amount: string) => ` and raised a ${amount} ${round} round`,
  );
  if (raised !== deed) return raised;
  return deed.replace(
    /,\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+((?:down|up|under|below|over|above)\s+(?:from\s+)?[£$€]?\d[^,;]*)$/u,
    (whole, noted: string, change: string) =>
      words(noted).some((word) => isPastVerb(word) || isBaseVerb(word)) ? whole : `, with ${noted} ${change}`,
  );
}

/** Counted things done by others than the person who counts them: guests book the huts, readers cite the papers. */
const DONE_BY_OTHERS =
  /^(?:booked|visited|viewed|watched|downloaded|read|cited|shared|liked|adopted|used|accepted|approved|funded|selected|shortlisted|nominated|featured|rated|reviewed|translated|streamed|played|heard|attended|enrolled|subscribed|followed|bought|purchased|ordered|requested|referred|recommended|endorsed|backed|commissioned|licensed|quoted|qualified|graduated|retired|left|joined|passed|returned|placed|stocked|listed|sold)$/i;
/** Things given to the person: "6 US patents granted" → "I've been granted 6 US patents". */
const GIVEN_TO = /^(?:granted|awarded|issued|given|offered)$/i;
/** What opens a count: "over 600", "4,000+", "₹4.2 crore", "£1.2m". */
const COUNT_OPENER = /^(?:over|nearly|almost|about|around|more|than|some)$/i;
const AMOUNT = /^(?:[£$€₹]\d[\d,.]*(?:k|m|bn)?|\d[\d,.]*(?:k|m|bn)?\+?)$/i;
const MONEY_UNIT = /^(?:k|m|bn|million|billion|crore|lakh)$/i;
/** A month, typed whole or short ("March", "Sept"). */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*`;
/** "received March 2024": a time typed bare, which takes its "in". */
const BARE_TIME = new RegExp(String.raw`^(?=(?:${MONTH}\s+)?(?:19|20)\d\d\b)`, 'iu');

/**
 * Things done, counted or named, typed without who did them: the person or the organisation they lead did ("4,000+ tickets resolved at 97% CSAT" → "I've
 * resolved 4,000+ tickets at 97% CSAT"; "Over 600 families helped since setting up the practice in 2014" → "I've
 * helped ..."), never "4,000+ tickets have been resolved", which hides who. Done in a finished time, said in the past;
 * things given to the person are theirs ("I've been granted 6 US patents"); what others do (guests booking, readers
 * citing) or a doer typed ("by my team") stays as it was.
 */
function doneWithoutDoer(item: string): Reading | null {
  const list = words(item);
  let at = 0;
  while (COUNT_OPENER.test(list[at] ?? '')) at += 1;
  const amount = AMOUNT.test(list[at] ?? '');
  const money = /^[£$€₹]/.test(list[at] ?? '');
  if (!amount && at > 0) return null;
  // The thing counted: up to three words ending in a plural ("EICRs", "US patents"), or a sum's unit ("crore"); or a
  // thing named without a count, up to three words ending in a noun ("Offtake MoU", "CDSCO licence").
  for (let verbAt = amount ? at + 1 : 1; verbAt <= at + (amount ? 4 : 3) && verbAt < list.length; verbAt += 1) {
    const verb = list[verbAt] ?? '';
    const before = list[verbAt - 1] ?? '';
    const thingWords = list.slice(amount ? at + 1 : 0, verbAt);
    const counts = amount
      ? (money && (verbAt === at + 1 || MONEY_UNIT.test(before))) ||
        (verbAt > at + 1 && (isPluralNoun(before) || /^\p{L}+s$/u.test(before)))
      : isThing(thingWords, verb);
    // A verb inside a note is typed in lower case ("MoU" is no verb, whatever the lexicon says of "mou"), and its past is
    // its own ("demo" and "app" are no pasts; "cost" and "cut" are nouns as often).
    const past = /^\p{Ll}/u.test(verb) && isPastVerb(verb) && (/\p{L}ed$/u.test(verb) || (baseOfPast(verb) ?? verb) !== verb);
    if (!past || CHANGE_VERBS.test(verb) || !counts || thingWords.some((word) => /[,;:()]/.test(word))) continue;
    const said = lowerFirst(list.slice(0, verbAt).join(' '));
    const thing = amount || isPluralNoun(before) ? said : withArticle(said);
    const rest = list
      .slice(verbAt + 1)
      .join(' ')
      .replace(BARE_TIME, 'in ');
    // Said where it was done, when, how or for whom, or nothing more: an object after the verb ("Debut EP got 2.1m
    // streams") makes the thing its subject, and a noun after it ("Kerala Startup Mission empanelled design partner") a
    // participle that describes.
    const object = rest !== '' && !AFTER_THING_DONE.test(rest);
    if (DONE_BY_OTHERS.test(verb) || object || /^by\s/i.test(rest) || /^(?:years?|months?|weeks?|days?)$/i.test(before)) return null;
    const since = /^(?:\S+\s+)*?(since|after)\s+\p{L}+ing\b/iu.exec(rest)?.[1]?.toLowerCase();
    // "after the 2017 Puebla earthquake", "in 2019": a finished time; "since 2019" goes on until now.
    const finished = since === 'after' || (!since && (FINISHED.test(rest) || (/\b(?:19|20)\d\d\b/.test(rest) && !/\bsince\b/i.test(rest))));
    const deed = [verb.toLowerCase(), thing, rest].filter(Boolean).join(' ');
    if (GIVEN_TO.test(verb)) return finished ? { kind: 'award', text: deed } : { kind: 'deed', tense: 'perfect', text: `been ${deed}` };
    const participle = finished ? null : pastToParticiple(deed);
    // "helped since setting up the practice": whoever set it up, the person.
    const whose = since ? {} : { noDoer: true as const };
    return participle
      ? { kind: 'deed', tense: 'perfect', text: participle, ...whose }
      : { kind: 'deed', tense: 'past', text: deed, ...whose };
  }
  return null;
}

const AFTER_THING_DONE = new RegExp(
  String.raw`^(?:(?:in|at|for|with|to|from|across|on|over|after|before|during|within|under|into|since|through|throughout|via|per|as|every|each|last|this|ahead|early|late|twice|once|and)\b|\(|(?:${MONTH}\s+)?(?:19|20)\d\d\b)`,
  'iu',
);

/** "Offtake MoU", "CDSCO licence", "New website": a thing named in a word or three, its last a noun, none a verb. */
const CREDENTIAL_PARTICIPLE =
  /^(?:registered|certified|accredited|chartered|licensed|qualified|approved|insured|vetted|checked|trained|endorsed|recognised|recognized|listed|verified|rated|regulated)$/i;
function isThing(thing: readonly string[], verbAfter: string): boolean {
  const head = thing.at(-1) ?? '';
  if (/^(?:I|we|my|our|the|a|an|this|that|it|they|he|she|every|each|all|some|most|any|no)$/i.test(thing[0] ?? '')) return false;
  // "Gas Safe registered", "DBS checked": a mark the person holds, not a thing they registered.
  if (CREDENTIAL_PARTICIPLE.test(verbAfter)) return false;
  if (thing.some((word) => (/^\p{Ll}/u.test(word) && isPastVerb(word)) || /^\d/.test(word))) return false;
  // "CDSCO licence": a body's letters before it make the last word a thing, whatever the lexicon knows of it.
  const named = thing.length > 1 && thing.slice(0, -1).some((word) => /^\p{Lu}{2,}/u.test(word)) && !isBaseVerb(head);
  return /^\p{Lu}\p{Ll}?\p{Lu}/u.test(head) || named || (isCountableNoun(head) && !isPersonNoun(head));
}

/** Nouns that go bare before "of" after a verb: "took charge of", "lost track of". */
const BARE_BEFORE_OF =
  /^(?:charge|care|part|control|hold|advantage|track|sight|stock|note|account|ownership|command|possession|notice|use|sense|most|all|each|both|none|some|any|one|two|three|much|many|lots|plenty|rest)$/i;
/**
 * "Led thermal design of the 800V battery pack": one thing of a named whole takes "the" ("led the thermal design of
 * the ..."), as a careful writer puts it.
 */
function withObjectArticle(deed: string): string {
  const [verb = '', ...rest] = words(deed);
  const of = rest.findIndex((word) => word === 'of');
  if (of < 1 || of > 2 || !/^(?:the|a|an|our|my|its|their|his|her)$/i.test(rest[of + 1] ?? '')) return deed;
  const object = rest.slice(0, of);
  const bare = object.every((word) => /^\p{Ll}[\p{Ll}-]*$/u.test(word) && !OBJECT_OPENER.test(word) && !isPluralNoun(word));
  return bare && !BARE_BEFORE_OF.test(object.at(-1) ?? '') ? [verb, 'the', ...rest].join(' ') : deed;
}

/** A deed done now; "since" a time, done from then until now: "Serving Swansea since 1998" → "I have served ...". */
function doneNow(phrase: string): Reading {
  const perfect = /\bsince\b/i.test(phrase) ? baseToParticiple(phrase) : null;
  return perfect ? { kind: 'deed', tense: 'perfect', text: perfect } : { kind: 'deed', tense: 'present', text: phrase };
}

const SAME_PAST = /^(?:cut|set|put|hit|let|spread|shut|quit|split|read|cast|cost|bet|upset|broadcast|run|beat)$/i;
/** Words that open what a verb does ("run 3 clinics", "lead a team", "mentor junior developers", "speak at"). */
const OBJECT_OPENER =
  /^(?:a|an|the|my|our|their|his|her|its|this|that|these|those|every|each|all|some|over|more|up|out|down|in|on|at|for|with|across|to|into|from|by|around|through|and|me|us|them|people|\d[\d,.%+]*\p{L}*|£[\d,.]+\p{L}*|\$[\d,.]+\p{L}*|€[\d,.]+\p{L}*)$/iu;

/**
 * Whether a reading can be said in its kind's sentences: a note ("highlight"), a word in capitals read as a verb
 * ("GP 72% on my menu"), a word that may be a verb or a noun with no object after it ("Pilot plant at Sangrur",
 * "Coach youth football", "Clean licence") is not.
 */
function isSure(read: Reading, typed: string): boolean {
  // A sentence about a name, typed among notes, stays among them on a page, where readers preferred it listed.
  if (read.kind === 'highlight' || (read.kind === 'own' && namedSubject(cleanAnswer(typed)))) return false;
  // "11 million downloads across the shows we've made": a clause inside the subject is not read with confidence.
  // A result given its verb is sure when its subject is a quantity ("Over 400 kitchens fitted"): "Forest school trained" is not.
  if (read.kind === 'outcome')
    return (
      read.text === asSentence(cleanAnswer(typed)) ||
      // "The taproom went from 0 to 9,000": the note as typed, with its article.
      read.text === asSentence(`the ${lowerFirst(cleanAnswer(typed))}`) ||
      // "Milk solids are up 9%": a change typed with its figure, said with its "are".
      /^(?:\p{L}[\p{L}\d'’-]*\s+){1,4}(?:is|are|was|were)\s+(?:up|down)\s+(?:by\s+|from\s+)?[£$€]?\d/iu.test(read.text) ||
      (!/\b(?:I|we|they|you)\b|['’](?:ve|re|d|ll)\b/i.test(typed) &&
        /^(?:\d(?![\d,.]*(?:st|nd|rd|th)\b)|[£$€₹]|over\s|more\s|nearly\s|almost\s|about\s|around\s|every\s|each\s|all\s)/i.test(
          cleanAnswer(typed),
        ))
    );
  // "2 process patents filed": things counted as done, read as the person's deed whatever the words before the verb.
  if (read.kind !== 'deed' || isTimeSpent({ typed }) || EXAMS_PASSED.test(cleanAnswer(typed)) || doneWithoutDoer(cleanAnswer(typed)))
    return true;
  const [first = '', second = '', third = '', fourth = ''] = words(cleanAnswer(typed));
  if (/^\p{Lu}{2,}$/u.test(first.replace(/[^\p{L}]/gu, ''))) return false;
  // "Established 2014", "Licensed & insured in MA": states with no object, not deeds to say with "I".
  if (
    /^(?:19|20)\d\d$/.test(second) ||
    (/^(?:&|and)$/i.test(second) && isPastVerb(third) && /^(?:|in|at|by|for|with|across|to|from|since|on)$/i.test(fourth))
  )
    return false;
  // A past that is its own base only when the verb's past is ("cut", "set up"): "Council ... since 2015" is no verb.
  // "Serving Swansea since 1998" is said in the perfect too, and is read as the verb it was typed.
  if (read.tense === 'past' || (read.tense === 'perfect' && isPastVerb(first)))
    return baseOfPast(first) !== first.toLowerCase() || SAME_PAST.test(first);
  // "Serving Swansea", "Running 3 clinics"; "Training venue for the GB squad" and "Leading junior in R v Hussain" name things.
  if (/ing$/i.test(first)) return OBJECT_OPENER.test(second) || isPluralNoun(second) || /^\p{Lu}/u.test(second);
  return OBJECT_OPENER.test(second) || ((isAdjective(second) || isPluralNoun(second)) && !/^\p{Lu}/u.test(second));
}

const STRENGTH: Record<Achievement['kind'], number> = { award: 2, outcome: 1, deed: 1, own: 1, credential: 0, highlight: 0 };

/** "Then at Harcourt (2010–2023) I was Group HR Director": an item is said on its own, not after the one typed before it. */
const withoutSequenceWord = (item: string) => item.replace(/^(?:and\s+)?(?:then|after that|later),?\s+(?=\S)/i, '');
/** Things made or run that a note names without their article: "Demo has 48k Steam wishlists", "Team grew to 9". */
const THING_NAMED_BARE =
  /^(?:Demo|Team|App|Album|Book|Film|Podcast|Channel|Newsletter|Blog|Website|Shop|Store|Studio|Band|Brand|Product|Campaign|Platform|Game|Show|Course|Event|Festival|Project|Business|Company|Practice|Firm|Clinic|Restaurant|Farm|School|Charity)\s+(?=(?:has|had|is|was|won|grew|got|reached|hit|sold|became|featured|went|made|raised|now)\b)/;
/** Whose such a thing is: the person's ("My app has ..."), or their team's when they speak as one ("Our demo has ..."). */
export type Whose = 'My' | 'Our';
const withTheirArticle = (item: string, whose: Whose) => item.replace(THING_NAMED_BARE, (noun) => `${whose} ${noun.toLowerCase()}`);

/**
 * "coach of the school Gaelic team (girls) - we won the Belfast primary schools cup twice": a post, then what the team
 * did, two items (the team's deed is "the team won" in a profile, never "we won"); a sentence of the person's own keeps
 * its "we" ("At Harcourt I was HR Director - we grew to 4,500 people": the company's).
 */
function teamsDeedAfterPost(item: string): string[] {
  const [, post = '', deed = ''] = /^(.+?)\s[-–—]\s(we\s+\p{Ll}+\s.+)$/u.exec(item) ?? [];
  return post && !/\b(?:I|we|my|our|at\s+\p{Lu})/iu.test(post) ? [post, deed] : [item];
}

/** "+" inside one item, said "and"; every other "+" parts items. */
const PLUS_WITHIN_ONE_ITEM: ReadonlyArray<[RegExp, string]> = [
  // "SOC 2 Type II + HIPAA in 9 months": two things done in one time.
  [/(^|;\s*)([^\n;+]+)\s\+\s([^\n;+]+\s(?:in|within)\s+\d+\s+(?:days?|weeks?|months?|years?))(?=\s*(?:;|$))/gmu, '$1$2 and $3'],
  // "homelab with Splunk + Security Onion", "All drivers DBS checked + safeguarding trained": one thing's two parts.
  [/(\bwith\s+[^\n;+.]+?)\s\+\s(?=\p{Lu}[\p{L}\d-]*(?:\s+\p{Lu}[\p{L}\d-]*){0,2}\s*(?:[.;]|$))/gmu, '$1 and '],
  [/(\b\p{L}+ed)\s\+\s((?:\p{L}+\s+)?\p{L}+ed)(?=\s*(?:[.;]|$))/gmu, '$1 and $2'],
  // "Rainforest Alliance + Fairtrade certified": two names that share the mark after them.
  [
    /(\b\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})\s\+\s(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2}\s+(?:certified|accredited|registered|approved)\b)/gu,
    '$1 and $2',
  ],
];

/** Items split on lines, bullets, semicolons, spaced slashes and sentences; "N/A" and the like are no items. */
function itemsOf(raw: string | null | undefined, whose: Whose): string[] {
  // "spoken to 200+ organisations - Google, PwC, the GAA - and the feedback ...": a list of names between dashes is an
  // aside; items of their own between dashes are not ("pilots - built the first ML platform, from 2 people - PhD").
  const asides = (raw ?? '').replace(/\s-\s([^-\n;]*,[^-\n;]*)\s-\s/g, (dashes, inside: string) =>
    inside.split(/,\s*/).length >= 3 && inside.split(/,\s*/).every((name) => words(name).length <= 4) ? ` (${inside}) ` : dashes,
  );
  return PLUS_WITHIN_ONE_ITEM.reduce((text, [pattern, written]) => text.replace(pattern, written), asides)
    .split(/\n|;|\s•\s|\s-\s(?=\p{Lu})|\s[+/]\s(?![^(]*\))|\b(?:Also|Plus):\s*/u)
    .flatMap(sentencesOf)
    .flatMap(notesTypedInLowerCase)
    .flatMap(listedItems)
    .flatMap(teamsDeedAfterPost)
    .map((item) => withTheirArticle(withoutSequenceWord(cleanAnswer(item.replace(/^\s*(?:[-*•·–—]|\d+[.)](?=\s))\s*/, ''))), whose))
    .filter((item) => item && !isEmptyAnswer(item));
}

/**
 * "2 weeks work experiance with Tayside Joinery. helped my uncle build a decking": a stop before a lower-case word ends
 * a note typed in lower case, which the segmenter does not see; "e.g. a shed" goes on.
 */
function notesTypedInLowerCase(line: string): string[] {
  return line.split(/(?<=\.)\s+(?=\p{Ll})/u).reduce<string[]>((notes, part, index) => {
    const previous = notes.at(-1);
    if (index > 0 && previous !== undefined && /\b(?:e\.g|i\.e|etc|approx|incl|vs|inc|no|nr|ca)\.$/i.test(previous))
      notes[notes.length - 1] = `${previous} ${part}`;
    else notes.push(part);
    return notes;
  }, []);
}

/**
 * Notes typed on one line with commas ("played Boiler Room 2022, 14M streams on Spotify, a residency at Fosfobox") are
 * items of their own when there are three or more of two words or more; two parts are one item ("MBBS, University of
 * Lagos"), and so is an award with its notes.
 */
function listedItems(line: string): string[] {
  // "..., which I haven't said yes to yet": a clause goes with what it speaks of, never an item of its own.
  const items = partsOutsideBrackets(line, /, (?!(?:which|who|whom|whose|where)\b)/i).map((part) => part.replace(/^(?:and|or)\s+/i, ''));
  // "BSc Economics, First Class, University of Ibadan": one award with its notes; "FCCA, 18 years in practice, 200+
  // clients" counts things an award does not.
  const counted = items.slice(1).some((item) => /\d[\d,]*\+|\b\d+\s+(?:years?|clients|customers|staff|people)\b/i.test(item));
  if (!counted && qualificationOf(line.trim())) return [line];
  // "Turned around the Hounslow store: sales up 11%, waste down 22%, ...": the results after a deed's colon are its own.
  if (isPastVerb(words(line.split(':')[0] ?? '')[0] ?? '') && /^[^,]+:\s/.test(line)) return [line];
  // "Worked in London, Paris and Berlin" is one item: a single word is a list inside it, unless it is letters of three
  // or more ("HIAB"; "GM, The Hallam" and "PT, EN, ES" are a post and its place, and languages) or a past ("ex-KPMG").
  const noteOfItsOwn = (item: string) => words(item).length >= 2 || /^(?:[Ee]x-\S+|\p{Lu}{3,}[\p{Lu}\d+&-]*)$/u.test(item);
  if (items.length < 3 || !items.every(noteOfItsOwn)) return [line];
  // "... - we grew from 1,100 to 4,500 people, brought in a graduate scheme, got the pay gap down": what follows "we" is
  // the organisation's too, said in the person's own sentence, never as the person's deeds alone.
  const ours = /\bwe\s+\p{L}+/iu.test(items[0] ?? '') && items.slice(1).some((item) => isPastVerb(words(item)[0] ?? ''));
  return ours ? [line] : items;
}

const MOST_ACHIEVEMENTS = 30;
/** "2019–2022", ", 2018-2022", "(2019–2023)" at the end of a post: a post held then, and no longer. */
const ENDED_SPAN = /,?\s*\(?((?:19|20)\d\d)\s*(?:[–-]|to)\s*((?:19|20)\d\d)\)?$/;

// Bracketed, a year says when a status was gained ("CFA Charterholder (2021)"), which it still is.
const ONE_YEAR = /,?\s+((?:19|20)\d\d)$/;
const SPAN = /\b(?:19|20)\d\d\s*(?:[–-]|to)\s*(?:(?:19|20)\d\d|present|now|date|current)\b/gi;

/** "... for 3 years", "... for over 10 months": a post held for a time. */
export const HELD_FOR_A_TIME = /\bfor\s+(?:over\s+|nearly\s+|almost\s+)?\d+\+?\s+(?:years?|months?)\b/i;

/** Before this, "since" is longer than anyone's working life: "Serving Sligo since 1952" is a family firm's. */
const LONG_BEFORE = 1975;

/** A deed done since a year longer ago than a working life is not the person's own to say: a note, as typed. */
function longerThanAWorkingLife(read: Reading, item: string): Reading {
  const since = Number(/\bsince\s+((?:19|20)\d\d)\b/i.exec(item)?.[1] ?? NaN);
  return read.kind === 'deed' && since < LONG_BEFORE ? { kind: 'highlight', text: lowerFirst(item) } : read;
}

/** A post with a span that ended is said in the past: "I was a team leader for 6 welders from 2019 to 2022"; one
 * with several spans, all ended, keeps them as typed ("Headteacher, Ysgol Glan Morfa (2008–2016) and ..."). */
function inItsTime(read: Reading): Reading {
  if (read.kind !== 'credential' || read.verb !== 'be') return read;
  // "Family group conference co-ordinator for 3 years": held for a time until now, "I've been ...".
  if (HELD_FOR_A_TIME.test(read.text) && !/\b(?:ago|until|before)\b/i.test(read.text)) return { ...read, verb: 'been' };
  // "I was a finalist for Best Sommelier of Japan 2017": a place in a year's competition is in the past.
  if (/^(?:finalist|runner-up)\b/i.test(read.text) && /\b(?:19|20)\d\d\b/.test(read.text)) return { ...read, verb: 'was' };
  // "Captain of the school rugby team (S4)": a post of a school year, held then ("I was captain ... in S4").
  const schoolYear = /\s*\(((?:S|P)[1-7]|Year \d{1,2})\)$/.exec(read.text);
  if (schoolYear) return { ...read, verb: 'was', text: `${read.text.slice(0, schoolYear.index)} in ${schoolYear[1]}` };
  // An author is one for good: "the author of "Not Just Stress" (2021)".
  const author = /^(?:co-?)?author\b/i.test(read.text);
  // "Registered Nurse Prescriber (2019)": a status gained then, and held since.
  const gained = author ? null : read.text.match(/\s*\(((?:19|20)\d\d)\)$/);
  if (gained) return { ...read, verb: 'been', text: `${read.text.slice(0, gained.index)} since ${gained[1]}` };
  const spans = read.text.match(SPAN) ?? [];
  // "WHO technical adviser, postpartum haemorrhage guidelines 2023": a post of one year, held then.
  const year = spans.length === 0 && !/\bsince\b/i.test(read.text) ? read.text.match(ONE_YEAR) : null;
  if (year) return { ...read, verb: 'was', text: `${read.text.replace(ONE_YEAR, '').replace(/, (\p{Ll}.*)$/u, ' ($1)')} in ${year[1]}` };
  // "Speaker at Global Fintech Fest 2023 (panel ...)": a post of a year gone by.
  if (spans.length === 0 && !author && !/\bsince\b/i.test(read.text) && /\b(?:19|20)\d\d\b/.test(read.text))
    return { ...read, verb: 'was' };
  if (spans.length === 0 || spans.some((span) => /[a-z]$/i.test(span))) return read;
  const span = spans.length === 1 ? read.text.match(ENDED_SPAN) : null;
  return { ...read, verb: 'was', text: span ? `${read.text.replace(ENDED_SPAN, '')} from ${span[1]} to ${span[2]}` : read.text };
}

/** A spaced dash between words, not between figures ("2019 – 2022", "£19.50 – £23.00"). */
const NOTE_DASH = /(?<=[\p{L}%)'’]|\p{L}\d*)\s[-–—]\s|(?<=\d)\s[-–—]\s(?![\d£$€])/u;
/** An awarding event: "Yorkshire Post Taste Awards", "Wood Awards 2021". */
const EVENT_KINDS = String.raw`(?:Awards?|Prizes?|Festival|Games|Championships?|Olympiad)(?:\s+(?:19|20)\d\d)?`;
const AWARDING_EVENT = new RegExp(String.raw`^(?:the\s+)?(?:[\p{Lu}\d][\p{L}\d'’&+.-]*\s+){0,6}${EVENT_KINDS}$`, 'u');
/** "the Community Nurse of the Year, Irish Healthcare Awards 2022": the event a title was given at, said with "at the". */
const EVENT_AFTER_COMMA = new RegExp(
  String.raw`,\s+(?:the\s+)?((?:[\p{Lu}\d][\p{L}\d'’&+.-]*\s+)(?:(?:[\p{Lu}\d][\p{L}\d'’&+.-]*|&|and|of|for)\s+){0,6}${EVENT_KINDS})(?=\s*(?:\(|$))`,
  'u',
);
function eventSaidAt(text: string): string {
  return text.replace(EVENT_AFTER_COMMA, (_, event: string) => ` ${atThe(event)}`);
}
/** "Winner, Best Newcomer 2023", "Finalist, Chemist+Druggist Awards": said as what happened. */
const PLACED = [
  { typed: /^Winner(?:,|\s+of)\s+/i, said: 'Won' },
  { typed: /^Finalist(?:,|\s+(?:for|in|at))\s+/i, said: 'Finalist for' },
  { typed: /^Runner[- ]up(?:,|\s+(?:for|in|at))\s+/i, said: 'Runner-up in' },
  { typed: /^Shortlisted(?:,|\s+(?:for|in|at))\s+/i, said: 'Shortlisted for' },
];
/** A prize named by its kind takes "the": "won the KCL Mooting Competition", but "won Best Newcomer 2023". */
const withThe = (prize: string) =>
  /^(?:the|a|an)\s/i.test(prize) ||
  !/\b(?:Competition|Prize|Award|Cup|Trophy|Championship|Challenge|category)(?:\s+(?:19|20)\d\d)?$/i.test(prize.replace(/\s*\(.*\)$/, ''))
    ? prize
    : `the ${prize}`;
const atThe = (event: string) => `at ${/^the\s/i.test(event) ? '' : 'the '}${event}`;

/**
 * An item read with its note apart, as people type a result beside a deed ("Set up the leg ulcer clinic in Bantry -
 * healing times down from 20 wks to 9"): the deed is read, the note said in brackets after it, when the deed alone
 * reads with confidence. A deed of the person's own after the dash is the item ("Paywise was acquired in 2021 – I
 * led the product integration"); a prize and where it was won are said together ("Winner, Wood Awards 2021 –
 * Bespoke category" → "won the Bespoke category at the Wood Awards 2021").
 */
function readingOf(typed: string): { item: string; note?: string } {
  const prize = prizeAtEvent(typed);
  if (prize) return { item: prize };
  const placed = PLACED.find(({ typed: pattern }) => pattern.test(typed));
  const item = placed ? typed.replace(placed.typed, '') : typed;
  const dash = NOTE_DASH.exec(item);
  const head = cleanAnswer(dash ? item.slice(0, dash.index) : item);
  const tail = dash ? cleanAnswer(item.slice(dash.index + dash[0].length).replace(/[!?]+/g, '')) : '';
  if (placed) {
    const said = (prize: string, event?: string) => [placed.said, withThe(prize), event ? atThe(event) : ''].filter(Boolean).join(' ');
    if (!tail) return { item: said(head) };
    if (AWARDING_EVENT.test(tail)) return { item: said(head, tail) };
    if (AWARDING_EVENT.test(head)) return { item: said(tail, head) };
    return { item: said(head), note: tail };
  }
  if (!dash || words(head).length < 2 || words(tail).length < 2) return { item };
  // Brackets inside the note become commas: "(up from 61%)".
  const note = (text: string) => text.replace(/\s*\(([^()]*)\)/g, ', $1');
  if (/^I\s/.test(tail) && !/\b(?:I|we)\b/i.test(head)) return { item: tail, note: note(head) };
  // "we won the cup twice" is the team's: it stays as typed, beside what the person is.
  if (/^(?:we|our)\s/i.test(tail)) return { item };
  // "Marketing Manager at Greenacres (2012–2017) – led the rebrand": deeds are never a note; done in the post, they
  // are said in it ("As Marketing Manager at Greenacres (2012–2017), I led the rebrand"), else the item stays whole.
  if (isPastVerb(words(tail)[0] ?? '')) {
    const post = readItem(head);
    return post.kind === 'credential' && !/\b(?:I|we|my|our)\b/i.test(head) ? { item: `As ${withArticle(head)}, I ${tail}` } : { item };
  }
  return isSure(readItem(head), head) ? { item: head, note: note(tail) } : { item };
}

/** "Gold, Decanter World Wine Awards 2022 (Gran Malbec 2019)": a prize, then the event that gave it, and a note. */
const PRIZE_NOTE = /^(\p{Lu}[^,()]{0,60}?),\s+((?:the\s+)?\p{Lu}[^,()]*?)(\s*\([^()]*\))?$/u;
const EVENT_KIND = /\b(?:Awards?|Prizes?|Bienal|Biennale|Biennial|Festival|Championships?)\b/;
const EVENT_WORD = /^(?:[\p{Lu}\d][\p{L}\d'’&+.-]*|&|and|of|for|de|del|la|the|(?:19|20)\d\d)$/u;

/** "Won Gold at the Decanter World Wine Awards 2022 (Gran Malbec 2019)"; null when the note is no prize at an event. */
function prizeAtEvent(typed: string): string | null {
  const [, prize = '', event = '', note = ''] = cleanAnswer(typed).match(PRIZE_NOTE) ?? [];
  if (!prize || !EVENT_KIND.test(event) || !words(event).every((word) => EVENT_WORD.test(word))) return null;
  // "Judge, ... Awards", "Freelancer of the Year, ... Awards": a post or a person's title, read as such.
  const holder = words(prize.replace(/\s+of\s.*$/i, '')).at(-1) ?? '';
  if (isPersonNoun(holder) || isPastVerb(words(prize)[0] ?? '') || /^(?:winner|finalist|runner|nominee|shortlist)/i.test(prize))
    return null;
  // "Gold medal" is one of many: "a gold medal".
  const said = /\s(?:medal|award)$/i.test(prize) ? withArticle(prize.toLowerCase()) : withThe(prize);
  return `Won ${said} ${atThe(event)}${note}`;
}

/** A reading's text with a note in brackets at its end (inside brackets already there), before a full stop. */
function noted(read: Reading, note: string | undefined): Reading {
  if (!note) return read;
  const text = /\)[.!?]?$/.test(read.text)
    ? read.text.replace(/\)([.!?]?)$/, `; ${note})$1`)
    : read.text.replace(/([.!?]?)$/, ` (${note})$1`);
  return { ...read, text };
}

const TEAM_SUBJECT =
  /^\p{L}+\s+(?:team|staff|crew|squad|department|ward|unit)\s+(?:won|was|were|reached|got|grew|became|achieved|received|earned|placed|finished|made)\b/iu;

/** A deed with its results after a colon is a sentence of its own: in a list of deeds the results would run into the next. */
const alone = (read: Reading): Reading =>
  read.kind === 'deed' && read.tense === 'past' && /:\s/.test(read.text) ? { kind: 'own', text: asSentence(`I ${read.text}`) } : read;

/** The achievements typed, each read by kind, with how telling it is (numbers and awards first). */
export function readAchievements(raw: string | null | undefined, whose: Whose = 'My'): Achievement[] {
  // No one has more than this many achievements to tell; a field of hundreds of repeated notes is read no further.
  return itemsOf(raw, whose)
    .slice(0, MOST_ACHIEVEMENTS)
    .map((typed) => {
      const { item, note } = readingOf(typed);
      const bare = longerThanAWorkingLife(inItsTime(readItem(item)), item);
      const read = alone(noted(bare, note));
      // Money and shares tell most: "€1.2M revenue", "38% repeat customers".
      const figure =
        hasFigure(typed) && !isTimeSpent({ typed }) ? (/[£$€₹¥%]|\b(?:revenue|turnover|profit|ARR|MRR|raised)\b/i.test(typed) ? 3 : 2) : 0;
      return { ...read, typed, note, sure: isSure(bare, item), strength: STRENGTH[read.kind] + figure };
    });
}

/** A note with a telling figure in it and no one speaking ("€1.2M revenue in 2023"): a spoken text may point to it. */
export const isFigureNote = (item: Achievement) =>
  item.kind === 'highlight' &&
  hasFigure(item.typed) &&
  /^[\d£$€₹~]|^(?:over|around|about|nearly|almost|more than|up to)\s/i.test(item.typed) &&
  !/\b(?:I|me|my|we|our|us)\b/i.test(item.typed) &&
  // A count, not a name that opens with a number ("5280 Magazine readers' pick"), time served ("12 years RLC") or notes.
  !/^\S+\s+\p{Lu}\p{Ll}/u.test(item.typed) &&
  !isTimeSpent(item) &&
  !/^\S+\s+(?:years?|yrs?)\b/i.test(item.typed) &&
  // One count, or counts side by side ("120+ mediations since 2018, around 80% settled on the day").
  partsOutsideBrackets(item.typed, /,\s(?!(?:up|down)\s+from\b)|[–—]|\s-\s/).every((part, index) => index === 0 || FIGURE_OPENS.test(part));
const FIGURE_OPENS = /^(?:[\d£$€₹~]|(?:over|around|about|nearly|almost|more than|up to)\s+\d)/i;

/**
 * A measure's change typed as a note ("p99 latency from 900ms to 220ms"): said with its verb aloud ("P99 latency went
 * from ..."), listed as typed on a page, where readers found the sentence stranded among the others.
 */
export const isMeasureChange = (item: Achievement) => item.kind === 'outcome' && FROM_FIGURE_TO_FIGURE.test(cleanAnswer(item.typed));

/** The `count` most telling achievements, those the advert asks for first, in the order they were typed. */
export function strongest(items: readonly Achievement[], count: number): Achievement[] {
  const weight = (item: Achievement) => item.strength + (item.matchesAdvert ? 10 : 0);
  const chosen = [...items].sort((a, b) => weight(b) - weight(a)).slice(0, count);
  return items.filter((item) => chosen.includes(item));
}
