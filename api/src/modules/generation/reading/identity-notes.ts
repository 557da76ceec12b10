// Who a person is, typed as notes: "Product designer, Warsaw", "plumber & heating engineer, 25 years", "PT,
// ex-county minor hurler, dad of 3, Limerick". Each note after the first post is read for what it is (a place, an
// employer, a span of years, a field, another post, what the person is doing) and said as a phrase of one noun:
// "a product designer based in Warsaw", "a plumber & heating engineer with 25 years' experience". Notes it cannot
// read leave the answer as typed.
import nlp from 'compromise';
import { asSentence, joinList, lowerFirst, pastToParticiple, partsOutsideBrackets, withArticle, words } from '../english/english.js';
import { remembered } from '../english/remembered.js';
import { isNationality } from './tidy-notes.js';
import { isAdjective, isPastVerb, isPersonNoun } from '../english/word-classes.js';

const NOTE_SEPARATOR = /\s*[,;]\s+|\s+[-–—]\s+/;
const YEARS =
  /^(?:(?:about|almost|nearly|over|more than)\s+)?(\d+\+?|a few|several|two|three|four|five|six|seven|eight|nine|ten)\s+years?\b\s*(.*)$/i;
const INSTITUTION =
  /\s&\s|\b(?:Ltd|Limited|LLP|plc|Inc|Co|Group|Studio|Agency|Partners|Associates|Trust|Foundation|Council|Hospital|Hospitals|Library|Libraries|School|Academy|College|University|Bank|Institute|Chambers|Practice|Surgery|Clinic|Museum|Ministry|Authority|Service|Services|Society)\b/;
const TITLE_CASE_NAME = /^(?:\p{Lu}[\p{L}'’.-]*|\d+)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d+|of|the|and|de|da))*$/u;
const ACRONYM = /^[A-Z]{2,}$/;
const PLACE_AT_END = /\b(?:in|at|from)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*$/u;
const PREPOSITION_LEAD = /^(?:in|at|from|with|for|on|of|near|across|covering|specialising|specializing)\s/i;
const DOING = /^(?:(?:now|currently|still)\s+)?\p{L}+ing\s/iu;
const SPEAKER_OR_TIME = /\b(?:now|currently|mostly|i|my|we)\b/i;

/** "UEFA B licence", "Level 3 diploma": a credential the person holds, said after the post ("with a UEFA B licence"). */
const CREDENTIAL = /\b(?:licen[cs]e|certificate|diploma|degree|qualification|accreditation|badge)$/i;
/** Names side by side with slashes, one with a capital or a digit: "k8s/AWS", "Figma/Framer". */
const TOOLS = /^(?=.*[\p{Lu}\d])[\p{L}\d.#+-]+(?:\/[\p{L}\d.#+-]+)+$/u;
/** Past forms of a move the person made, which need a "who" beside a noun: "a social worker ..., who moved to Edinburgh". */
const MOVED = /^(?:moved|relocated|emigrated|returned|retrained|switched|started|joined|worked|lived|studied)$/i;

/** "3rd generation", "third-generation": said before the post ("a third-generation roofer"). */
const GENERATION = /^(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)[-\s]generation$/i;

const ORDINALS: Record<string, string> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
  '6th': 'sixth',
};

interface Notes {
  generation?: string;
  /** How the posts are held: "self-employed". */
  kinds: string[];
  /** What the work mostly is: "mostly container work out of Felixstowe". */
  focus: string[];
  posts: string[];
  along: string[];
  fields: string[];
  places: string[];
  employers: string[];
  years: string[];
  doing: string[];
  credentials: string[];
  tools: string[];
}

function placeNote(note: string, notes: Notes): boolean {
  const based = note.match(/^(\p{Lu}[\p{L}\s'’.-]*)-based$/u)?.[1];
  if (based) notes.places.push(based);
  else if (/^Co\.?\s+\p{Lu}/u.test(note)) notes.places.push(note);
  else if (ACRONYM.test(note) || (TITLE_CASE_NAME.test(note) && INSTITUTION.test(note))) notes.employers.push(note);
  else if (TITLE_CASE_NAME.test(note) && !isNationality(note)) notes.places.push(note);
  else return false;
  return true;
}

function readNote(note: string, notes: Notes): boolean {
  // "self employed" says how the post is held: "a self-employed bookkeeper"; "Italian" who holds it: "an Italian sous chef".
  if (/^self[-\s]employed$/i.test(note)) {
    notes.kinds.push('self-employed');
    return true;
  }
  if (words(note).length === 1 && isNationality(note)) {
    notes.kinds.push(note);
    return true;
  }
  // "mostly container work out of Felixstowe": what the work is mostly, said last.
  if (/^(?:mostly|mainly|largely|usually)\s+\p{L}/iu.test(note) && !/\b(?:I|my|we)\b/.test(note)) {
    notes.focus.push(lowerFirst(note));
    return true;
  }
  // "work from home in Kilkenny": where the work is done.
  const fromHome = note.match(/^(?:i\s+)?work(?:ing)?\s+(from home\b.*)$/i)?.[1];
  if (fromHome) {
    notes.doing.push(`working ${fromHome}`);
    return true;
  }
  // "own practice since 2012": the person's own, "with my own practice since 2012".
  const own = note.match(/^(?:my\s+)?own\s+(\p{L}.*)$/iu)?.[1];
  if (own) {
    notes.doing.push(`with my own ${own}`);
    return true;
  }
  const years = note.match(YEARS);
  // "Italian" beside a post is what the person is, no place.
  if (/^\p{Lu}\p{Ll}+$/u.test(note) && isAdjective(note)) return false;
  const generation = note.match(GENERATION)?.[1];
  if (generation) notes.generation = `${ORDINALS[generation.toLowerCase()] ?? generation.toLowerCase()}-generation`;
  else if (years) {
    const [, count = '', rest = ''] = years;
    // "14 years in shipbuilding"; "12 years kitchens in Milan" is a note of another shape.
    if (rest && !/^(?:in|at|as|on|of|with|experience)\b/i.test(rest)) return false;
    notes.years.push(rest ? `${count} years ${rest}` : `${count} years' experience`);
  } else if (/^\d[\d,]*\+?\s+\p{L}+s$/u.test(note)) notes.along.push(`with ${note}`);
  else if (placeNote(note, notes)) return true;
  else if (PREPOSITION_LEAD.test(note)) notes.along.push(note);
  else if (DOING.test(note)) notes.doing.push(note);
  else if (CREDENTIAL.test(note) && !hasVerb(note)) notes.credentials.push(withArticle(note));
  // "k8s/AWS", "React/TypeScript": the tools the person works with.
  else if (TOOLS.test(note)) notes.tools.push(note);
  else if (isPastVerb(words(note)[0]?.toLowerCase() ?? '')) {
    // "called to the Bar in 2008" stands beside a noun; "grew up in Dakar", "moved to Edinburgh in 2023" need a "who".
    const verb = words(note)[0] ?? '';
    notes.doing.push(pastToParticiple(verb) === verb && !MOVED.test(verb) ? note : `who ${note}`);
  } else if (SPEAKER_OR_TIME.test(note) || hasVerb(note)) return false;
  // "ex-RAF", "Welsh speaker", "hillwalker": what else the person is.
  else if (isPersonNoun(personHead(note)) || /^ex-|(?:er|or|ist)$/i.test(note)) notes.posts.push(note);
  // "test automation", "B2B SaaS & design systems": a field is more than one word.
  else if (words(note).length >= 2 && words(note).length <= 4) notes.fields.push(note);
  else return false;
  return true;
}

/** The word that says what a post's holder is: "minor hurler", "dad of 3", "manager in Galway" → "hurler", "dad", "manager". */
const personHead = (note: string) => words(note.replace(/\s+(?:of|at|for|to|from|in|by|with)\s.*$/i, '')).pop() ?? '';

/** Whether a note says what someone does, read where a field would stand ("experience in test automation"). */
const hasVerb = (note: string) =>
  remembered(`has-verb:${note}`, () =>
    (nlp(`experience in ${note}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>)
      .slice(2)
      .some((term) => term.terms[0]?.tags.includes('Verb')),
  );

/** "Cambridge", "MA" and "a clinic in Ikoyi", "Lagos": a state, or a wider place, after a place belongs to it. */
function withWiderPlaces(parts: string[]): string[] {
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined[joined.length - 1];
    const state = /^[A-Z]{2}$/.test(part) && /\p{Lu}\p{Ll}+$/u.test(previous ?? '');
    const wider = TITLE_CASE_NAME.test(part) && !INSTITUTION.test(part) && PLACE_AT_END.test(previous ?? '');
    if (previous !== undefined && (state || wider)) joined[joined.length - 1] = `${previous}, ${part}`;
    else joined.push(part);
    return joined;
  }, []);
}

/** "with a UEFA B licence"; "and a UEFA B licence" after a post that has its "with" ("with 8 years' experience"). */
const held = (post: string, credentials: string[]) =>
  credentials.length === 0 ? '' : `${/\swith\s/.test(post) ? 'and' : 'with'} ${joinList(credentials)}`;

/** The notes said as one noun phrase, without its article; null when a note is none it can read. */
export function identityFromNotes(text: string): string | null {
  const [typed = '', ...rest] = withWiderPlaces(partsOutsideBrackets(text, NOTE_SEPARATOR));
  // "Barista 8 years": the post, then how long.
  const [, post = typed, served] = typed.match(/^(.+?)\s+(\d+\+?)\s+years?$/i) ?? [];
  // "PT, ex-county minor hurler, dad of 3": a post typed as its initials, among other posts.
  const initials = /^\p{Lu}{2,3}$/u.test(post);
  if ((rest.length === 0 && !served) || !/^\p{L}/u.test(post) || !(initials || isPersonNoun(personHead(post)))) return null;
  const notes: Notes = {
    posts: [post],
    kinds: [],
    focus: [],
    along: [],
    fields: [],
    places: [],
    employers: [],
    years: [],
    doing: [],
    credentials: [],
    tools: [],
  };
  if (served) notes.years.push(`${served} years' experience`);
  if (!rest.every((note) => readNote(note.replace(/[.!]+$/, ''), notes))) return null;
  if (initials && notes.posts.length < 2 && (notes.places.length === 0 || notes.years.length === 0)) return null;
  const before = [...notes.kinds, notes.generation].filter(Boolean).join(' ');
  if (before) notes.posts[0] = `${before} ${lowerFirst(post)}`;
  const several = notes.posts.length > 1 || notes.fields.length > 0 || notes.tools.length > 0;
  const parts = [
    [joinList(notes.posts), ...notes.along, ...notes.employers.map((employer) => `at ${employer}`), held(post, notes.credentials)]
      .filter(Boolean)
      .join(' '),
    notes.fields.length > 0 ? `working in ${joinList(notes.fields)}` : '',
    notes.tools.length > 0 ? `working with ${joinList(notes.tools)}` : '',
    notes.places.length > 0 ? `based in ${joinList(notes.places)}` : '',
    notes.years.length > 0 ? `with ${joinList(notes.years)}` : '',
  ].filter(Boolean);
  const phrase = several ? parts.join(', ') : parts.join(' ');
  return [phrase, ...notes.focus, ...notes.doing].join(', ');
}

/** A note that says what the person does or has done, with no post to hang it on: it opens a clause. */
const opensClause = (note: string) => {
  const [first = '', second = ''] = words(note).map((word) => word.toLowerCase());
  if (first === 'been' || /^(?:want|hope|plan|love|need|would)$/.test(first)) return true;
  // "shooting across France", "worked in retail"; not "wedding photographer", "registered childminder".
  const verb = DOING.test(note) || isPastVerb(first);
  return verb && /^(?:in|at|on|for|with|across|to|from|as|into|up|out|over|around|the|a|an|my|our)$/.test(second);
};

/** One note as a clause of the person's own: "been in retail 15 years" → "I've been in retail for 15 years". */
function clauseOf(typed: string): string | null {
  const note = lowerFirst(typed);
  const first = words(note)[0]?.toLowerCase() ?? '';
  const lasting = note.replace(/\s+(\d+\+?\s+(?:years?|months?))$/i, ' for $1');
  if (opensClause(note)) {
    if (first === 'been') return `I've ${lasting}`;
    return DOING.test(note) ? `I'm ${note}` : `I ${lasting}`;
  }
  if (YEARS.test(note) && /\byears?\s+(?:in|at|as|with)\s/i.test(note)) return `I've spent ${note}`;
  if (isPersonNoun(personHead(note)) && !SPEAKER_OR_TIME.test(note)) return `I'm ${withArticle(note)}`;
  return null;
}

/**
 * Notes that open with no post ("been in retail 15 years, assistant manager at B&Q, want to retrain as a train
 * driver"), each said as a clause of the person's own: "I've been in retail for 15 years, I'm an assistant manager at
 * B&Q and I want to retrain as a train driver."; null when a note is none it can say.
 */
export function identityClauses(text: string): string | null {
  const notes = partsOutsideBrackets(text, NOTE_SEPARATOR)
    .map((note) => note.replace(/[.!]+$/, '').trim())
    .filter(Boolean);
  if (notes.length < 2 || !opensClause(lowerFirst(notes[0] ?? ''))) return null;
  const clauses = notes.map(clauseOf);
  return clauses.every((clause): clause is string => clause !== null) ? asSentence(joinList(clauses)) : null;
}
