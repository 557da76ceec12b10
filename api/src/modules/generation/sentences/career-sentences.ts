// A career and qualifications read from a CV, told in sentences: each role with its article and its years, each award
// with its subject and institution. Only what the CV says: no durations worked out, no adjectives.
import type { CareerRole, Qualification } from '../reading/career-reading.js';
import { withArticle } from '../english/english.js';
import { comparable, containsWord } from '../english/text-utils.js';

export type CareerVoice =
  | { person: 'first'; formal: boolean }
  /** subject "she"/"he"/"they", or the first name when named: then the name is said once, in the first sentence. */
  | { person: 'third'; subject: string; possessive: string; singular: boolean; named: boolean };

interface Speaker {
  who: string;
  /** Starts the later sentences of a named voice: "His earlier roles were ...". */
  possessive: string;
  /** "I've" rather than "I have". */
  contracts: boolean;
  have: 'have' | 'has';
  was: 'was' | 'were';
  hold: 'hold' | 'holds';
  named: boolean;
}

function speakerOf(voice: CareerVoice): Speaker {
  if (voice.person === 'first')
    return { who: 'I', possessive: 'my', contracts: !voice.formal, have: 'have', was: 'was', hold: 'hold', named: false };
  const { subject: who, possessive, singular, named } = voice;
  return {
    who,
    possessive,
    contracts: false,
    have: singular ? 'has' : 'have',
    was: singular ? 'was' : 'were',
    hold: singular ? 'holds' : 'hold',
    named,
  };
}

/** The speaker and a predicate: "I have been ...", "I've been ...", "she has been ...". */
const clause = (speaker: Speaker, predicate: string) =>
  speaker.contracts && predicate.startsWith('have ') ? `I've ${predicate.slice(5)}` : `${speaker.who} ${predicate}`;

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// Harper finds sentences over 40 words hard to follow, so a long list of roles or awards goes on in a new sentence.
const LIST_WORDS = 28;

function chunked<T>(items: readonly T[], phrase: (item: T) => string): T[][] {
  const groups: T[][] = [];
  // Counted as full, so that the first item starts a group.
  let words = LIST_WORDS;
  for (const item of items) {
    const count = phrase(item).split(' ').length;
    if (words + count > LIST_WORDS) {
      groups.push([]);
      words = 0;
    }
    groups[groups.length - 1]?.push(item);
    words += count;
  }
  return groups;
}

// Titles one person holds at a time take no article in British usage: "head of operations at Brightpath".
const UNIQUE_TITLE =
  /^(?:head|chief|deputy head|managing director|director of|vice[- ]president|president|chair\w*|(?:co-?)?founder|owner|C[A-Z]O|VP)\b/i;
// "the founder of Kilimhaus", "a member of the Leeds Local Medical Committee", "a governor of Cardiff and Vale College".
const OF_EMPLOYER = /^(?:(?:co-?)?founder|owner|member|(?:co-?)?chair|governor|trustee|president|secretary|treasurer)\b/i;

// "the University of Leeds", "the Open University", "the Glasgow School of Art"; "Imperial College London" as it is.
// "the Swedish University of Agricultural Sciences", "the Northern Circuit", "the Labour Relations Agency"; "University
// Hospital Galway" and a city's council ("Leeds City Council") as they are; a central bank ("the Bank of Greece", "the Central Bank of Ireland"), not "Bank of America".
const NEEDS_THE =
  /^(?!University College\b|University Hospital\b)(?:University|Open University|Royal Navy|Royal Air Force|British Army)\b|^(?:BBC|NHS)$|\b(?:School|College|Institute|Academy|Conservatoire|University) of\b|^(?:Central Bank of\b|Bank of (?:England|Greece|Canada|Japan|Italy|France|Spain|Israel|Korea|Thailand|Mexico|Russia)\b)|^\p{Lu}[\p{L}\d'’&+-]*\s+(?:(?:\p{Lu}[\p{L}\d'’&+-]*|and|of|for|&)\s+)*(?:Association|(?<!Building )Society|Agency|Initiative|Circuit|Federation|Committee|Commission|Authority|Foundation|Guild|Network|Forum|(?:Working|Steering|Advisory|Reference|Justice|Action|Interest) Group|Awards|Festival|Conference|Summit|Congress|Olympics)(?:\s+\([^()]*\)|\s+(?:19|20)\d\d)?$|^[\p{Lu}\d]{2,}(?:\s+\p{Ll}[\p{L}-]*)+$/u;

/** An employer or institution as a name in running text: "the University of Leeds", "Rolls-Royce". */
export const inText = (name: string) =>
  // "constituency office of the local MP", "same company": a place described, not named, takes "the".
  (NEEDS_THE.test(name) && !/^the\s/i.test(name)) ||
  // A word or a date the CV's layout left behind ("mechanic", "hoy / present") is no place described: left as it is.
  (/^\p{Ll}/u.test(name) &&
    !/\/|\bpresent\b|^\S+$/.test(name) &&
    !/^(?:the|a|an|my|our|his|her|their|various|several|many|multiple|different|other|local|then)\s/i.test(name))
    ? `the ${name}`
    : name;

// A title of '' is the role the sentence before has named (sameAsSaid): "in that role", true of a promotion too.
const THAT_ROLE = 'in that role';
const titled = (role: CareerRole) => (!role.title ? THAT_ROLE : UNIQUE_TITLE.test(role.title) ? role.title : withArticle(role.title));
/** Posts held "of" a body whatever their first word: "a board member of", "council member of". */
const OF_BODY = /\b(?:member|trustee|treasurer|secretary|governor|patron|chair|president)$/i;
const ARMED_FORCES = /\b(?:Army|Navy|Air Force|Marines|Regiment|National Guard)\b|^RAF$/;
/** The word between a post and where it is held: "a member of", "a contributing author to", "a prosecutor on the CPS
 * advocate panel", "a flight lieutenant in the Royal Air Force", "team vet for British Eventing". */
function prepositionOf(title: string, employer: string): string {
  if (ARMED_FORCES.test(employer)) return 'in';
  if (OF_EMPLOYER.test(title) || OF_BODY.test(title)) return 'of';
  if (/\b(?:author|contributor|adviser|advisor)$/i.test(title)) return 'to';
  if (/\b(?:panel|board|committee|jury)$/i.test(employer)) return 'on';
  if (/\b(?:vet|doctor|physio|coach)$/i.test(title)) return 'for';
  if (/\b(?:mentor|volunteer)$/i.test(title)) return 'with';
  // "2nd-year materials labs", "outpatient clinics": a kind of place, not a name, is where the work was done.
  if (/^(?:\d|\p{Ll})/u.test(employer) && /s$/.test(employer)) return 'in';
  return 'at';
}
/** Where a post is held, with its word: "of the Northern Circuit", "at the Nursing Homes Ireland Care Awards 2024". */
export const whereHeld = (title: string, employer: string) => `${prepositionOf(title, employer)} ${inText(employer)}`;
/**
 * A role at the employer named just before it, said "there"; one whose title the text has said already, said by its
 * employer alone ("I've been at the University of Gothenburg since 2021").
 */
type SaidRole = CareerRole & { there?: boolean; titleSaid?: boolean };
// A self-employed role has no employer to name.
const atOrOf = (role: SaidRole) => (role.there ? ' there' : role.employer ? ` ${whereHeld(role.title, role.employer)}` : '');
/** "at Verity Biotherapeutics", "in the Royal Air Force": where a post is held, whatever the post. */
const atPlace = (role: CareerRole) => `${ARMED_FORCES.test(role.employer) ? 'in' : 'at'} ${inText(role.employer)}`;
/** "a quality engineer at GKN Aerospace" */
const asRole = (role: SaidRole) => (role.titleSaid ? atPlace(role) : `${titled(role)}${atOrOf(role)}`);
/** "quality engineer at GKN Aerospace", after "His earlier roles were". */
const bareRole = (role: SaidRole) => (role.titleSaid ? atPlace(role) : `${role.title}${atOrOf(role)}`);
/** "at GKN Aerospace as a quality engineer" */
const atEmployer = (role: SaidRole) =>
  role.titleSaid
    ? atPlace(role)
    : role.there
      ? `${role.title ? `as ${titled(role)}` : THAT_ROLE} there`
      : role.employer
        ? `${atPlace(role)} ${role.title ? `as ${titled(role)}` : THAT_ROLE}`
        : role.title
          ? `as ${titled(role)}`
          : THAT_ROLE;

/** "since 2019", "from 2014 to 2019", "in summer 2024"; a current role is told with its start year. */
function timeOf(role: CareerRole): string {
  if (role.current) return role.from ? `since ${role.from}` : '';
  // "in the summers of 2016 and 2017": a post held in parts of years, each said.
  if (role.period) return `in ${role.period}`;
  if (role.from && role.to) return role.from === role.to ? `in ${role.from}` : `from ${role.from} to ${role.to}`;
  const single = role.to ?? role.from;
  return single ? `in ${single}` : '';
}

const timed =
  <R extends CareerRole>(phrase: (role: R) => string) =>
  (role: R) =>
    [phrase(role), timeOf(role)].filter(Boolean).join(' ');

/** Roles in the order said, each timed: "a medical officer at X from 2012 to 2013", then "a house officer there from 2011 to 2012". */
const saidInTurn = (group: readonly CareerRole[], phrase: (role: SaidRole) => string, saidBefore?: CareerRole) =>
  group.map((role, index) => {
    const before = index > 0 ? group[index - 1] : saidBefore;
    return timed(phrase)(role.employer && role.employer === before?.employer ? { ...role, there: true } : role);
  });

const yearOf = (role: CareerRole) => role.from ?? Number(role.period?.match(/\d{4}/)?.[0] ?? NaN);

/** Each role starts no earlier than the one before it ended, so "before that" and "then" are true. */
function inOrder(newestFirst: readonly CareerRole[]): boolean {
  return newestFirst.every((role, index) => {
    const older = newestFirst[index + 1];
    const olderEnd = older && (older.current ? Infinity : (older.to ?? yearOf(older)));
    return !older || !(yearOf(role) < (olderEnd ?? NaN));
  });
}

interface RolesByTime {
  speaker: Speaker;
  current: SaidRole[];
  /** Newest first. */
  past: CareerRole[];
  inOrder: boolean;
}

/** A later group of past roles: "Earlier I was ...", "After that she worked ..."; in a named voice "His earlier roles were ...". */
function laterSentence(
  told: RolesByTime,
  group: readonly CareerRole[],
  position: number,
  direction: 'earlier' | 'later',
  predicate: string,
): string {
  const { speaker, inOrder } = told;
  if (!speaker.named)
    return inOrder ? `${direction === 'earlier' ? 'earlier' : 'after that'} ${clause(speaker, predicate)}` : clause(speaker, predicate);
  // One role, the one before: "Earlier, Ricardo was a receptionist at ..." ("the earlier role was receptionist" wants its
  // article, and "the earlier role was a receptionist" calls a role a person).
  if (group.length === 1 && position === 1)
    return inOrder
      ? `${direction === 'earlier' ? 'earlier' : 'after that'}, ${clause(speaker, predicate)}`
      : clause(speaker, predicate.replace(/^(was|were|worked)\b/, '$1 also'));
  const roles = list(saidInTurn(group, bareRole));
  const [noun, were] = group.length > 1 ? ['roles', 'were'] : ['role', 'was'];
  if (!inOrder) return `${speaker.possessive} other ${noun} ${position > 1 ? 'also included' : were} ${roles}`;
  if (position > 1) return `${speaker.possessive} ${noun} ${direction === 'earlier' ? 'before' : 'after'} that ${were} ${roles}`;
  return `${speaker.possessive} ${direction} ${noun} ${were} ${roles}`;
}

/** Whether more than a year lies between the newer roles' start and the older ones' end. */
function leavesGap(newer: readonly CareerRole[], older: readonly CareerRole[]): boolean {
  const starts = newer.map(yearOf).filter(Number.isFinite);
  const ends = older.map((role) => role.to ?? yearOf(role)).filter(Number.isFinite);
  return starts.length > 0 && ends.length > 0 && Math.min(...starts) - Math.max(...ends) > 1;
}

/** Current roles, then "before that" the past ones: "I have been ... since 2019; before that I was ...". */
function newestFirst(
  told: RolesByTime,
  phrase: (role: CareerRole) => string,
  verbs: { now: string; past: string; also: string },
  joint: string,
): string {
  const { speaker, current, past, inOrder } = told;
  const roles = (group: readonly CareerRole[], saidBefore?: CareerRole) => list(saidInTurn(group, phrase, saidBefore));
  const [firstGroup = [], ...laterGroups] = chunked(past, timed(phrase));
  // "I've been head of year at Park Lane Academy since 2020; before that I was a teacher there".
  const [only] = current.length === 1 ? current : [];
  // "Earlier I was ... Before that I was ...": the opening word of each sentence differs from the one before.
  const gap = inOrder && leavesGap(current, firstGroup);
  const later = laterGroups.map((group, index) => {
    const said = laterSentence(told, group, index + 1, 'earlier', `${verbs.past} ${roles(group)}`);
    return (index + (gap ? 1 : 0)) % 2 === 1 ? said.replace(/^earlier /, 'before that ') : said;
  });
  const now = clause(speaker, `${verbs.now} ${roles(current)}`);
  if (!current.length) return [clause(speaker, `${verbs.past} ${roles(firstGroup)}`), ...later].map(sentence).join(' ');
  if (!past.length) return sentence(now);
  // The past follows "before that", or "also" when it overlaps the present ("I was also an intern at Arup in 2024");
  // "earlier" when years lie between them that the career does not tell.
  const before = inOrder ? `${gap ? 'earlier' : 'before that'} ` : '';
  const follow = `${before}${clause(speaker, `${inOrder ? verbs.past : verbs.also} ${roles(firstGroup, only)}`)}`;
  if (speaker.named) return [`${now}, and ${before}${verbs.past} ${roles(firstGroup, only)}`, ...later].map(sentence).join(' ');
  const opening = current.length + past.length <= 2 ? [`${now}${joint} ${follow}`] : [now, follow];
  return [...opening, ...later].map(sentence).join(' ');
}

/** Past roles oldest first, then the current ones: "I was ... from 2014 to 2019, and since 2019 I have been ...". */
function oldestFirst(told: RolesByTime, working: boolean): string {
  const { speaker, current, past, inOrder } = told;
  const phrase = working ? atEmployer : asRole;
  const [pastVerb, alsoVerb, nowVerb] = working
    ? ['worked', 'also worked', `${speaker.have} worked`]
    : [speaker.was, `${speaker.was} also`, `${speaker.have} been`];
  const roles = (group: readonly CareerRole[]) => list(saidInTurn(group, phrase));
  const [firstGroup = [], ...laterGroups] = chunked([...past].reverse(), timed(phrase));
  const sentences = [
    clause(speaker, `${pastVerb} ${working && inOrder ? saidInTurn(firstGroup, phrase).join(', then ') : roles(firstGroup)}`),
  ];
  laterGroups.forEach((group, index) =>
    sentences.push(laterSentence(told, group, index + 1, 'later', `${!inOrder && index === 0 ? alsoVerb : pastVerb} ${roles(group)}`)),
  );
  const [only] = current;
  const single = current.length === 1 && only?.from ? only : null;
  const now = `${nowVerb} ${roles([...current].reverse())}`;
  // A single current role reads best with its year first; a new employer after the last is one the person "moved to".
  const fronted = single ? `since ${single.from} ${clause(speaker, `${nowVerb} ${phrase(single)}`)}` : clause(speaker, now);
  if (!past.length) return sentence(fronted);
  const last = sentences.length - 1;
  if (current.length && speaker.named) {
    sentences[last] +=
      last === 0
        ? `, and ${now}`
        : `, and ${speaker.possessive} ${current.length > 1 ? 'roles have' : 'role has'} been ${list([...current].reverse().map(timed(bareRole)))}`;
  } else if (current.length) {
    const movedTo = working && inOrder && single?.employer && !past.some((role) => role.employer === single.employer);
    const then = movedTo
      ? `moved to ${inText(single.employer)}${
          (single as SaidRole).titleSaid
            ? ` in ${single.from}`
            : `, where ${clause(speaker, `${speaker.have} been ${titled(single)} ${timeOf(single)}`)}`
        }`
      : '';
    if (current.length + past.length <= 2) sentences[last] += then ? `, then ${then}` : `, and ${fronted}`;
    else sentences.push(then ? clause(speaker, `then ${then}`) : fronted);
  }
  return sentences.map(sentence).join(' ');
}

/** "LSHTM" and "LSHTM & Kintampo Health Research Centre": a post held at the employer, alone or with another. */
function sameEmployer(one: CareerRole, other: CareerRole): boolean {
  const employers = (role: CareerRole) => withoutNotes(role.employer).split(/\s+(?:&|and)\s+/);
  return employers(one).some((employer) => employers(other).includes(employer));
}

const titleWords = (title: string) => title.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/**
 * A current post whose title the text has said already ("I'm a shift manager"): its words are all in the role said, and
 * the role said is not two posts of which it is one ("HR consultant and non-executive director"). Not when an earlier
 * post was at the same employer: "I've been at Verity since 2021" would deny the years there before.
 */
function sameAsSaid(role: CareerRole, said: string | null, roles: readonly CareerRole[]): boolean {
  if (!said || !role.current || !role.employer) return false;
  if (/\s(?:and|&)\s/.test(said) && !/\s(?:and|&)\s/.test(role.title)) return false;
  if (roles.some((other) => other !== role && sameEmployer(other, role))) return false;
  const saidWords = new Set(titleWords(said));
  const words = titleWords(role.title);
  return words.length > 0 && words.every((word) => saidWords.has(word));
}

/** Posts held beside a job: told after the career, never as the job before or after another. */
const SIDE_POST =
  /^(?:(?:board|committee|council|panel|lay|co-opted|elected|parent|staff|community|volunteer|peer)\s+)?(?:member|trustee|governor|mentor|volunteer|ambassador|judge|assessor|examiner|magistrate|non-executive director|co-chair)\b/i;

export const isSidePost = (role: CareerRole) => SIDE_POST.test(role.title);

/** "I have also been a member of the Leeds Local Medical Committee since 2023. I was also a governor of ... from 2019 to 2023." */
function sidePostsSentence(side: readonly CareerRole[], speaker: Speaker): string {
  if (!side.length) return '';
  const current = side.filter((role) => role.current);
  const past = side.filter((role) => !role.current);
  // A profile without pronouns would say the name twice running: "Other roles include serving as a volunteer with ...".
  if (speaker.named) {
    const other = speaker.possessive === 'the' ? 'other' : `${speaker.possessive} other`;
    return [
      current.length ? sentence(`${other} roles include serving as ${list(current.map(timed(asRole)))}`) : '',
      past.length ? sentence(`${current.length ? 'earlier' : other} roles included serving as ${list(past.map(timed(asRole)))}`) : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  // A sentence each, so that one the text says elsewhere can go without the other.
  return [
    current.length ? sentence(clause(speaker, `${speaker.have} also been ${list(current.map(timed(asRole)))}`)) : '',
    past.length ? sentence(clause(speaker, `${speaker.was} also ${list(past.map(timed(asRole)))}`)) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A name without its notes in brackets: "The Rotunda Hospital (labour ward, postnatal)" is "The Rotunda Hospital". */
const withoutNotes = (name: string) => name.replace(/\s*\([^)]*\)/g, '').trim();

/**
 * A current post whose whole title the text has said before the career ("the principal data scientist at a biotech"),
 * the only one held now, at an employer where no other post was held: its employer is what the career adds.
 */
function titleSaidEarlier(role: CareerRole, earlier: string, roles: readonly CareerRole[]): boolean {
  const title = withoutNotes(role.title);
  if (!role.current || !role.employer || !title.includes(' ') || !role.from) return false;
  // Beside another current post, "and at X since 2014" would take that post's title.
  if (roles.some((other) => other !== role && (other.current || sameEmployer(other, role)))) return false;
  if (containsWord(comparable(earlier), comparable(title))) return true;
  // "CTO & co-founder of Trailhead Health" said the post "co-founder & CTO" at Trailhead Health, its words in another order.
  const saidWords = new Set(titleWords(earlier));
  return (
    containsWord(comparable(earlier), comparable(withoutNotes(role.employer))) && titleWords(title).every((word) => saidWords.has(word))
  );
}

/**
 * The roles (newest first) as a career: one sentence, or two or more when a long career would not read as one.
 * variant 0..3 picks the order (newest or oldest first) and the verbs ("was ... at", "worked at ... as"). '' for no roles.
 * A current post whose role the sentence before has said (`said`) is "that role": "I've been in that role at Brightwell
 * since 2020", or "in that role since 2020" when that sentence named the employer too; one whose title the text said
 * before that (`earlier`), "at Verity Biotherapeutics since 2021".
 */
export function careerSentences(
  roles: readonly CareerRole[],
  voice: CareerVoice,
  variant: number,
  said: { role: string; sentence: string } | null = null,
  earlier = '',
): string {
  if (roles.length === 0) return '';
  const speaker = speakerOf(voice);
  // A seat on a committee beside a job is no step in the career: "before that" would make the job come after it.
  const side = roles.filter(isSidePost);
  if (side.length && side.length < roles.length)
    return [
      careerSentences(
        roles.filter((role) => !side.includes(role)),
        voice,
        variant,
        said,
        earlier,
      ),
      sidePostsSentence(side, speaker),
    ].join(' ');
  // Without pronouns the roles are listed bare ("His roles have been ..."), where a title cannot be left out.
  const told: RolesByTime = {
    speaker,
    current: roles
      .filter((role) => role.current)
      .map((role): SaidRole => {
        if (said && !speaker.named && sameAsSaid(role, said.role, roles))
          return { ...role, title: '', employer: said.sentence.includes(role.employer) ? '' : role.employer };
        return titleSaidEarlier(role, earlier, roles) ? { ...role, titleSaid: true } : role;
      }),
    past: roles.filter((role) => !role.current),
    inOrder: inOrder(roles),
  };
  switch (((variant % 4) + 4) % 4) {
    case 0:
      return newestFirst(told, asRole, { now: `${speaker.have} been`, past: speaker.was, also: `${speaker.was} also` }, ';');
    case 1:
      return oldestFirst(told, false);
    case 2:
      return newestFirst(told, atEmployer, { now: `${speaker.have} worked`, past: 'worked', also: 'also worked' }, ', and');
    default:
      return oldestFirst(told, true);
  }
}

// Professional bodies' qualifications are "the ACCA qualification", never "an ACCA".
const PROFESSIONAL_BODY = /^(?:ACCA|ACA|CIMA|CIPD|CIPS)\b/;
/** "a BSc in Economics (First Class) from the University of Leeds" */
export function awardPhrase(qualification: Qualification): string {
  const { award, honours, institution } = qualification;
  // "an LLB", never "an LLB in Law": the award names its subject.
  const subject = /^(?:LLB|LLM)\b/.test(award) && /^laws?$/i.test(qualification.subject ?? '') ? null : qualification.subject;
  const awarded = PROFESSIONAL_BODY.test(award) ? `the ${award} qualification` : withArticle(award);
  return [awarded, subject ? `in ${subject}` : '', honours ? `(${honours})` : '', institution ? `from ${inText(institution)}` : '']
    .filter(Boolean)
    .join(' ');
}

const withYear = (year: (found: number) => string) => (item: Qualification) =>
  [awardPhrase(item), item.year ? year(item.year) : ''].filter(Boolean).join(' ');

/** The awards, their one institution named once: "an MEng and a BEng in Civil Engineering, both from Stellenbosch University". */
function awardsList(group: readonly Qualification[], phrase: (item: Qualification) => string): string {
  const [first] = group;
  const shared = first?.institution && group.length > 1 && group.every((item) => item.institution === first.institution);
  if (!shared) return list(group.map(phrase));
  const awards = list(group.map((item) => phrase({ ...item, institution: null })));
  return `${awards}, ${group.length === 2 ? 'both' : 'all'} from ${inText(first.institution ?? '')}`;
}

/** "I hold ...", "I earned ... in 2012", "... (2012)" or "In 2012 I earned ..." by variant 0..3. '' for none. */
export function qualificationSentences(qualifications: readonly Qualification[], voice: CareerVoice, variant: number): string {
  if (qualifications.length === 0) return '';
  const speaker = speakerOf(voice);
  const shape = ((variant % 4) + 4) % 4;
  // Each award after its year, oldest first, when every one has a year: "In 2012 I earned ..., and in 2016 ...".
  const fronted = shape === 3 && qualifications.every((item) => item.year);
  const ordered = fronted ? [...qualifications].sort((a, b) => (a.year ?? 0) - (b.year ?? 0)) : qualifications;
  const phrase = shape === 0 ? awardPhrase : shape === 2 ? withYear((year) => `(${year})`) : withYear((year) => `in ${year}`);
  return chunked(ordered, phrase)
    .map((group, index) => {
      const also = index > 0 ? 'also ' : '';
      // A named voice would say the name once more: the qualifications are said without a subject.
      if (speaker.named) {
        const items = awardsList(group, shape === 0 ? awardPhrase : withYear((year) => `(${year})`));
        return sentence(`qualifications ${also}include ${items}`);
      }
      if (!fronted) return sentence(clause(speaker, `${also}${shape === 1 ? 'earned' : speaker.hold} ${awardsList(group, phrase)}`));
      const items = group.map(
        (item, place) => `in ${item.year} ${place === 0 ? clause(speaker, `${also}earned ${awardPhrase(item)}`) : awardPhrase(item)}`,
      );
      return sentence(items.length === 2 ? items.join(', and ') : list(items));
    })
    .join(' ');
}
