// A pasted CV, in whatever layout, read into the roles held, the qualifications earned and the work done.
import nlp from 'compromise';
import { joinedAfterAbbreviations, joinList, partsOutsideBrackets, words } from '../english/english.js';
import { headWords } from './phrase-reading.js';
import { isPastVerb, isPersonNoun, isPluralNoun } from '../english/word-classes.js';
import { remembered } from '../english/remembered.js';

export interface CareerRole {
  /** Job title in running text: "senior quality engineer", "UX designer", "iOS developer". */
  title: string;
  /** Employer exactly as typed: "Rolls-Royce", "St Mary's Hospital"; empty for a self-employed role. */
  employer: string;
  from: number | null;
  /** null when current. */
  to: number | null;
  current: boolean;
  /** When the CV gives no range: "summer 2024", "2020". */
  period: string | null;
}

export interface Qualification {
  /** "BSc", "BA (Hons)", "NVQ Level 3", "Certificate", "ACCA", as typed. */
  award: string;
  subject: string | null;
  institution: string | null;
  year: number | null;
  /** "First Class", "Distinction", "2:1", as typed. */
  honours: string | null;
}

export interface Career {
  /** Newest first. */
  roles: CareerRole[];
  qualifications: Qualification[];
  /** What the person did, as past verb phrases in running text; at most 5. */
  work: string[];
}

type When = Pick<CareerRole, 'from' | 'to' | 'current' | 'period'>;
const MONTH = String.raw`\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const SEASON = String.raw`\b(?:spring|summer|autumn|winter)`;
const POINT = String.raw`(?:(?:${MONTH}|${SEASON})\s+|\b\d{1,2}[/.])?\b((?:19|20)\d{2})\b`;
// CVs in other languages, or in two: "04/2018 – heute (present)".
const ONGOING_WORD = String.raw`(?:present|now|current|today|date|ongoing|heute|aktuell|présent|aujourd'hui|actualidad|presente|atual|hoy|oggi|obecnie|nu|nå)`;
// In two languages too: "2014 – hoy / present".
const ONGOING = String.raw`(?:the\s+)?${ONGOING_WORD}(?:\s*\/\s*${ONGOING_WORD})?`;
// A range, an open start ("since 2017") or a single point in time, longest first. A range may end in two digits
// ("2023–24", not "2019 - 12 people"), or in nothing at the line's end or before a column's gap ("2021–      Postdoctoral researcher"): it goes on.
const SEASONS = String.raw`\b(?:summers|winters|springs|autumns)\s+(?:19|20)\d{2}(?:\s*(?:,|&|and)\s*(?:19|20)\d{2})+\b`;
const WHEN = new RegExp(
  String.raw`${SEASONS}|(?:\bfrom\s+)?${POINT}\s*(?:-|–|—|to|until|till)\s*(?:${POINT}|(\d{2})(?![\p{L}\d]|\s+\p{L})|(${ONGOING}\b|(?<=[–—-])(?=\s{2,}|\t|\s*$)))|\b(?:since|from)\s+${POINT}|(?:${MONTH}|${SEASON})\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\b`,
  'giu',
);
const SEPARATOR = /\s*(?:[,|;:•\t]|\s[-–—]\s)\s*|\s+(?:at|@)\s+/i;
const CONTACT = /\S@\S+\.\S|https?:|www\.|linkedin\.com|(?:^|\s)(?:\+\d{1,3}|0\d{2,4})[\s-]?\d[\d\s-]{5,}/i;
const HEADING_WORDS =
  /^(?:work |professional |employment |career |selected |key )?(?:experience|employment|history|career|education|qualifications?|training|skills|interests|hobbies|references|volunteering|languages|profile|summary|publications|projects|awards|honou?rs(?: & awards)?|certifications|licen[cs]es(?: & certifications)?)\s*:?$/i;
const SKIPPED_SECTION = /skill|interest|hobb|reference|volunteer|language|publication/i;
// Certificates, licences, courses and awards: a dated line there ("Microsoft PL-300: Power BI Data Analyst (2023)") is
// no post, whatever its words; a degree there is still read as one.
const CREDENTIAL_SECTION = /certif|licen[cs]e|training|course|award|honou?r|educat|academic/i;
// An exam's code ("PL-300", "AZ-900", "CCNA 200-301"): a certificate, never an employer.
const EXAM_CODE = /\b(?:\p{Lu}{2,4}|\d{3})-\d{3}\b/u;
// A title names a job; used to tell the title from the employer when their order is not given by "at".
const JOB_WORD =
  /\b(?:engineer|manager|director|head|lead|officer|analyst|designer|developer|intern|teacher|nurse|assistant|consultant|specialist|coordinator|administrator|executive|technician|scientist|researcher|architect|accountant|advis[eo]r|associate|partner|founder|owner|supervisor|chef|editor|writer|lecturer|professor|doctor|clerk|agent|operator|electrician|installer|mentor|trainee|apprentice|graduate|tutor|president|chair|driver|mechanic|welder|fitter|plumber|joiner|carpenter|barista|receptionist|pharmacist|therapist|paramedic|midwife|solicitor|barrister|counsel|carer|worker|CEO|CTO|CFO|COO|VP)s?\b/i;
// Words a Title Cased job title keeps capitalised: languages the tagger reads as adjectives.
const LANGUAGE =
  /^(?:English|Spanish|Polish|Arabic|Latin|Italian|Portuguese|Japanese|Russian|Greek|Mandarin|Irish|Scottish|British|European)$/;
const ABBREVIATION = new RegExp(
  String.raw`(?:\b(?:St|Dr|Mr|Mrs|Ms|Prof|Co|Jr|Sr|No|vs|e\.g|i\.e|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)|\b[A-Z])\.$`,
);
const AWARD = new RegExp(
  String.raw`^(?:(?:BSc|BA|BEng|BEd|BMus|BBA|LLB|LLM|MSc|MA|MBA|MEng|MPhil|MRes|MChem|MPhys|MMath|PhD|DPhil|EdD|PGCE|PGDip|PGCert|HNC|HND|BTEC|MBBS|MPH|MEd|MFA|(?:MS|BS)(?=\s+(?:in\s+)?\p{Lu}\p{Ll}))(?:\s*\((?:Hons|Honours)\))?` +
    String.raw`|(?:NVQ|SVQ|CIPD)(?:\s+Level\s+\d)?|(?:Postgraduate |Advanced |Graduate |Professional )?(?:Certificate|Diploma)|Foundation Degree|ACCA|ACA|CIMA|CIPS` +
    String.raw`|(?:Bachelor|Master)(?:'s)? of (?:Science|Arts|Engineering|Laws|Business Administration)|Doctor of Philosophy)(?![\p{L}\d])`,
  'u',
);
const HONOURS =
  /^(?:(?:first|second|third)[- ]class|1st|upper second|lower second|2:[12]|distinction|merit|pass|with (?:first class )?honours|(?:summa |magna )?cum laude)\b/i;

const yearOf = (text: string | undefined) => (text ? Number(text) : null);

/** "summer 2024"; "summers 2016, 2017", "the summers of 2016 and 2017", held from the first to the last. */
function seasonal(span: string): When {
  const [season = ''] = /^\p{L}+/u.exec(span) ?? [];
  if (!new RegExp(`^${SEASONS}$`, 'iu').test(span))
    return { from: null, to: null, current: false, period: span.replace(new RegExp(SEASON, 'i'), (word) => word.toLowerCase()) };
  const years = (span.match(/(?:19|20)\d{2}/g) ?? []).map(Number);
  const period = `the ${season.toLowerCase()} of ${joinList(years.map(String))}`;
  return { from: years[0] ?? null, to: years.at(-1) ?? null, current: false, period };
}

/** The dates on a line, when they stand apart from its words (at its start, or at its end or between separators), and the rest. */
function whenOf(text: string, inNotes = false): { when: When; rest: string } | null {
  for (const match of text.matchAll(WHEN)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    // "since 2019" and "from 2014 to 2019" need no separator: "Engineer at Rolls-Royce since 2019".
    // A gap of spaces is a column's: "Zenith Bank, Abuja              2017 – 2019".
    const separated = /^(?:since|from)\b/i.test(match[0]) || /(?:[,|(:;–—-]|\t| {3})\s*$/.test(before);
    const standsApart = before.trim() === '' || (separated && /^(?:\s*[,|):;.(–—-]|\t|\s*$)/.test(after));
    // "Paywise (acquired by PayNest, 2021) | Product Manager | 2018 – 2021": a year inside a note is the role's only
    // when the line has no other ("Summer intern, constituency office (4 weeks, 2023)").
    const inNote = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length && !/\(\s*$/.test(before);
    if (!standsApart || (inNote && !inNotes)) continue;
    const [span, start, end, endInTwoDigits, ongoing, since] = match;
    // "1998–02" crosses a century.
    const shortEnd = endInTwoDigits && start ? Number(start.slice(0, 2) + endInTwoDigits) : null;
    const to = end ? yearOf(end) : shortEnd !== null && shortEnd < Number(start) ? shortEnd + 100 : shortEnd;
    const when: When = since
      ? { from: yearOf(since), to: null, current: true, period: null }
      : start && (to || ongoing !== undefined)
        ? { from: yearOf(start), to, current: ongoing !== undefined, period: null }
        : seasonal(span);
    // Taken from inside a note, the note goes with it: "constituency office (4 weeks, 2023) – casework".
    const [head, tail] = inNote ? [before.replace(/\s*\([^()]*$/, ''), after.replace(/^[^)]*\)/, '')] : [before, after];
    return { when, rest: `${head.replace(/\(\s*$/, '')}, ${tail.replace(/^\s*\)/, '')}` };
  }
  return inNotes ? null : whenOf(text, true);
}

// "Paywise (acquired by PayNest, 2021) | Product Manager": a note in brackets is part of its name.
const partsOf = (text: string) =>
  partsOutsideBrackets(text, SEPARATOR)
    .map((part) => part.replace(/^[\s–—-]+|[\s–—-]+$/g, ''))
    .filter((part) => /\p{L}/u.test(part));

// Past forms the tagger reads as present after "I"; at the head of a CV line they are past ("Cut costs by 18%").
const SAME_IN_PAST = /^(?:cut|set|put|let|spread|shut|split|quit|cast|hit|upset|bid|broadcast|forecast)$/;

/** The words the tagger needs around a phrase's first to tell its tense: the rest only cost time. */
const TENSE_CONTEXT_WORDS = 8;

export function isPastVerbPhrase(text: string): boolean {
  const opening = text.split(/\s+/).slice(0, TENSE_CONTEXT_WORDS).join(' ');
  const phrase = opening.charAt(0).toLowerCase() + opening.slice(1);
  const first = phrase.split(/\s+/)[0] ?? '';
  if (SAME_IN_PAST.test(first)) return true;
  // "Brightfold" is a name the tagger takes for a past ("fold", "sold"): the word must be a verb's past it knows.
  if (!isPastVerb(first)) return false;
  return remembered(`past:${phrase}`, () => {
    const terms = nlp(`I ${phrase}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
    return terms[1]?.terms[0]?.tags.includes('PastTense') ?? false;
  });
}

/** A Title Cased job title lowered, keeping acronyms ("UX", "iOS") and proper names ("English", "Google"). */
function inRunningText(title: string): string {
  const list = title.split(/\s+/);
  const shouting = !/\p{Ll}/u.test(title);
  // "Site Engineer (placement)": a bracketed note does not make a Title Cased title any less one.
  const titleCased = words(title.replace(/\s*\([^)]*\)/g, ''))
    .filter((word) => word.length > 3)
    .every((word) => /^\p{Lu}/u.test(word));
  // Words in a note keep their case as typed: "department manager (Fresh, then Grocery)".
  let depth = 0;
  const inNote = list.map((word) => {
    depth += (word.match(/\(/g) ?? []).length;
    const inside = depth > 0;
    depth = Math.max(0, depth - (word.match(/\)/g) ?? []).length);
    return inside;
  });
  return list
    .map((word, index) => {
      if (inNote[index] && !shouting) return word;
      if (shouting) return word.length > 3 || /^(?:OF|AND|THE|FOR|TO|IN|AT)$/.test(word) ? word.toLowerCase() : word;
      // "Non-Executive" is Title Case in each part: lowered whole, as "non-executive director".
      const joinedTitle = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)+$/u.test(word);
      const kept = (/\p{Lu}/u.test(word.slice(1)) && !joinedTitle) || LANGUAGE.test(word) || nlp(word.toLowerCase()).has('#ProperNoun');
      // "Welder / Team leader": each post's first word as the title's.
      const opensPost = index === 0 || list[index - 1] === '/';
      return kept || !(titleCased || opensPost) ? word : joinedTitle ? word.toLowerCase() : word.charAt(0).toLowerCase() + word.slice(1);
    })
    .join(' ')
    .replace(/^([^/]+) \/ ([^/]+)$/, (both, first: string, second: string) =>
      namesPost(first) && namesPost(second) ? `${first} and ${second}` : both,
    );
}

/** Places in a competition, which name no post: "Winner, KCL Internal Mooting Competition (2020)". */
const PLACED_IN = /^(?:winner|joint winner|finalist|runner[- ]up|nominee|semi-finalist)$/i;

/** "Senior data scientist", "SENCo and year 4 class teacher", "Biostatistician II"; not "team of 7 engineers". */
function namesPost(title: string): boolean {
  if (PLACED_IN.test(title.trim())) return false;
  return title
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s(?:and|&|\/)\s/)
    .some((part) => {
      const head = (headWords(words(part.replace(/\s+(?:I{1,3}|IV|V|\d+)$/, ''))).at(-1) ?? '').replace(/[^\p{L}-]/gu, '');
      return (JOB_WORD.test(head) && !/s$/i.test(head)) || (isPersonNoun(head) && !isPluralNoun(head));
    });
}

/** The words of a status gained: "Registered", "Chartered", "Qualified". */
/** "Designated Safeguarding Lead training": a participle naming a post or a status, no deed done. */
const NAMED_STATUS = /^(?:designated|registered|chartered|certified|qualified|accredited|approved|licensed)\s+\p{Lu}/iu;
const CREDENTIAL_PARTICIPLE = /^(?:registered|chartered|qualified|certified|licensed|accredited|incorporated)\b/i;

const SELF_EMPLOYED = /^(?:self[- ]employed|freelance|freelancer|sole trader|own business)$/i;

const BULLET = /^[-–—•*·▪]\s/;
/** A post that leads a course, not one held at an organisation. */
const LEADS_WHAT = /^(?:course|module|programme|unit)\s+(?:leader|lead|coordinator|convenor|organi[sz]er)$/i;

/** "Freelance online English teacher (Preply + private clients)": a post of the person's own, with no employer to name. */
function freelancePost(title: string, when: When): CareerRole | null {
  if (!/^(?:self[- ]employed|freelance|independent)\b/i.test(title) || !namesPost(title)) return null;
  return { title: inRunningText(title), employer: '', ...when };
}

function roleOf(parts: readonly string[], when: When, needsJobWord: boolean): CareerRole | null {
  const [first, second] = parts;
  // Two short names, neither a line of work done nor a sentence about the person ("Before that I was at ...").
  // "Salaried GP", "Approved GP Trainer": a participle before a post, with no article between, is part of the title;
  // "Registered Professional Engineer, ECSA, 2016" is a registration, a post only when held over years ("Registered Nurse").
  const participleTitle = (part: string) =>
    namesPost(part) && !/\b(?:a|an|the|his|her|their)\b/i.test(part) && (!CREDENTIAL_PARTICIPLE.test(part) || when.from !== null);
  const isName = (part: string) =>
    part.split(/\s+/).length <= 10 && (!isPastVerbPhrase(part) || participleTitle(part)) && !/\b(?:I|my|me|we|our)\b/.test(part);
  if (!first || !second || ![first, second].every(isName)) return null;
  // "Brookfield Academy, Wakefield | Teacher of Mathematics": the employer and its place, then the post.
  // "Marina Capital Partners, Lagos | Senior Analyst, Equity Research": and the department of the post after it.
  const [, , third, fourth] = parts;
  // "Surrey & Hants Building Society — Head of HR, then HR Director": the post held first, then the one it led to.
  const later = /^(?:then|later|latterly|finally)\s+(.+)$/i.exec(third ?? '')?.[1];
  if (later && parts.length === 3 && !namesPost(first) && namesPost(second) && namesPost(later))
    return { title: `${inRunningText(second)}, then ${inRunningText(later)}`, employer: first, ...when };
  const postDepartment =
    fourth !== undefined && parts.length === 4 && !namesPost(fourth) && !ORGANISATION.test(fourth) ? fourth : undefined;
  if (third && !namesPost(first) && !namesPost(second) && namesPost(third) && (parts.length === 3 || postDepartment)) {
    const post = inRunningText(third.replace(/^(?:latterly|later|then|finally|most recently)\s+/i, ''));
    return { title: postDepartment ? `${post} (${postDepartment})` : post, employer: first, ...when };
  }
  // "Private to Corporal (2008-2012) - Driver / storeman": ranks held, then the post held in them; no employer.
  if (/^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s+to\s+\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(first) && namesPost(second))
    return { title: `${inRunningText(second)} (${first})`, employer: '', ...when };
  const swapped = !JOB_WORD.test(first) && JOB_WORD.test(second);
  if (needsJobWord && !JOB_WORD.test(first) && !swapped) return null;
  // "Staff Sergeant (2016-2020) - Squadron Quartermaster Sergeant, 9 Regiment RLC": a rank and the post held in it, then
  // where; the second post is no employer.
  const [, , where] = parts;
  const postHead = (part: string) => {
    const head = words(part).at(-1) ?? '';
    return namesPost(part) && !/s$/i.test(head) && !/\s(?:&|and)\s/.test(part);
  };
  if (!swapped && where && namesPost(first) && postHead(second) && !namesPost(where))
    return { title: `${inRunningText(first)} (${second})`, employer: where, ...when };
  // "Principal Geologist – Mineral Resources | Marula Ridge Platinum (Pty) Ltd", "Vice President, Risk Management –
  // Citibank": a department, then the organisation.
  const department = !ORGANISATION.test(second) && (ORGANISATION.test(where ?? '') || DEPARTMENT.test(second));
  if (!swapped && where && department && namesPost(first) && !namesPost(second))
    return { title: `${inRunningText(first)} (${second})`, employer: where, ...when };
  const [title, employer] = swapped ? [second, first] : [first, second];
  // A role names a post someone holds ("BS computer science", "career break Mar", "Dublin" are none), at an employer
  // ("GPhC registered" is a status).
  if (!namesPost(title)) return null;
  if (/\b(?:registered|qualified|certified|accredited|approved)$/i.test(employer)) return null;
  // "Education consultant | Self-employed": the person's own business, said in the title ("a self-employed ...").
  if (SELF_EMPLOYED.test(employer)) {
    const own = inRunningText(title);
    return { title: /\b(?:self-employed|freelance|independent)\b/i.test(own) ? own : `self-employed ${own}`, employer: '', ...when };
  }
  // "Course leader, Marine Field Ecology (15 ECTS)": what the post leads, not where it is held.
  if (LEADS_WHAT.test(title) && !ORGANISATION.test(employer))
    return { title: `${inRunningText(title)} for ${employer}`, employer: '', ...when };
  return { title: inRunningText(title), employer, ...when };
}

/**
 * "Staff network: co-chair, WMAS LGBTQ+ Network (2022-present)": a label before a colon, when a post and where it is
 * held follow, is the CV's heading for the line, not where the post is held.
 */
function withoutLabel(line: string): string {
  const [label, rest] = line.split(/:\s+(.*)/s);
  if (!rest || !label || ORGANISATION.test(label) || namesPost(label) || label.search(WHEN) >= 0) return line;
  const [title, where] = partsOf(rest);
  return title && where && namesPost(title) ? rest : line;
}

const LASTED = /\s*·\s*\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?\s*$/i;

/** Words an organisation's name holds: "Marula Ridge Platinum (Pty) Ltd", "Kessler Antriebstechnik GmbH". */
const ORGANISATION =
  /\b(?:Ltd|Limited|plc|PLC|Inc|LLC|LLP|GmbH|AG|Pty|Group|Holdings|Company|Corporation|Bank|Trust|Council|University|College|School|Hospital|Institute|Academy|Authority|Agency|Foundation|Society|NHS)\b/;

/** A department's name, which no organisation takes: "Risk Management", "Group Finance", "Sales & Marketing". */
const DEPARTMENT =
  /^(?:[\p{L}&]+\s+)?(?:Management|Operations|Finance|Marketing|Sales|Human Resources|HR|Engineering|Technology|IT|Strategy|Compliance|Research|Procurement|Legal|Audit|Treasury|Communications|Underwriting|Trading|Markets)$/u;

/** Words an institution's name holds. */
const INSTITUTION = /\b(?:University|Universit\p{L}+|College|School|Institute|Academy|Conservatoire|Hospital|Polytechnic)\b/u;

// "MSc module: Minor Illness & Injury (Level 7, 30 credits)": one module of the award, not the award.
const ON_THE_WAY =
  /\b(?:\d+\s+(?:of|out of)\s+\d+\s+(?:exams?|papers?|modules?)|part[- ]qualified|affiliate|studying|in progress|ongoing)\b|^\S+\s+module\b/i;

/** "BSc Midwifery, Trinity College Dublin 2017": the award, its subject, institution, year and honours. */
export function qualificationOf(text: string): Qualification | null {
  const award = text.match(AWARD)?.[0];
  // "ACCA – passed 9 of 13 exams", "CIMA (part-qualified)", "MSc module: ...": an award on the way, not held.
  if (!award || ON_THE_WAY.test(text)) return null;
  let honours: string | null = null;
  let year: number | null = null;
  const rest = text.slice(award.length).replace(/\(([^)]*)\)/g, (_, inside: string) => {
    if (/^(?:19|20)\d{2}$/.test(inside.trim())) year = Number(inside.trim());
    else honours ??= inside.trim();
    return ',';
  });
  let subject: string | null = null;
  let institution: string | null = null;
  // The piece right after the award is its subject ("BSc Economics"), the next named one the institution.
  const pieces = rest.replace(/^\s+in\s+/i, ' ').split(/\s*(?:[,|;•\t]|\s[-–—]\s)\s*|\s+(?:from|at)\s+/i);
  // "PhD, Biostatistics, Johns Hopkins": a subject set apart by a comma is followed by its institution.
  const subjectApart = (index: number) => pieces.slice(index + 1).some((piece) => INSTITUTION.test(piece));
  pieces.forEach((piece, index) => {
    const years = piece.match(/\b(?:19|20)\d{2}\b/g);
    if (years) year = Number(years[years.length - 1]);
    const words = piece
      .replace(/\b(?:19|20)\d{2}\b/g, ' ')
      // A dash between words is the subject's own ("Human-Computer Interaction"); any other separates.
      .replace(/(?<![\p{L}\d])[–—-]|[–—-](?![\p{L}\d])/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}/u.test(words)) return;
    if (HONOURS.test(words)) honours ??= words;
    // "PhD, Biostatistics, Johns Hopkins": the first piece that names no institution is the subject.
    else if (subject === null && institution === null && (index === 0 || (!INSTITUTION.test(words) && subjectApart(index))))
      subject = words;
    else institution ??= words;
  });
  // "PhD candidate", "MSc student": a person studying for it, who holds no award yet.
  if (subject !== null && /^(?:candidate|student|researcher|fellow|scholar|applicant)s?$/i.test(subject)) return null;
  return { award, subject, institution, year, honours };
}

/** A line's sentences; "St Mary's" and "Jan. 2020" do not end one. */
function sentencesOf(line: string): string[] {
  const sentences = joinedAfterAbbreviations(line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u), ABBREVIATION);
  return sentences.map((sentence) =>
    sentence
      .replace(/^(?:[-*•·–—]|\d+[.)])\s+/, '')
      .replace(/[\s.;]+$/, '')
      .trim(),
  );
}

/** "EXPERIENCE", "Education:", "SELECTED PUBLICATIONS (of 14)": a heading, its aside in brackets aside. */
const isHeading = (line: string) => {
  const bare = line.replace(/\s*\([^)]*\)/g, '');
  return HEADING_WORDS.test(bare) || (/\p{L}{3}/u.test(bare) && !/[\p{Ll}\d]/u.test(bare) && bare.split(/\s+/).length <= 5);
};

const newestFirst = (role: CareerRole) =>
  role.current ? Infinity : (role.to ?? role.from ?? Number(role.period?.match(/\d{4}/)?.[0] ?? 0));

/**
 * Lines a PDF's column wrapped, joined again: "MA Interaction Design, Academy" and "of Fine Arts in Warsaw, 2016";
 * "Redesigned onboarding (activation" and "+27%). Ran 100+ usability sessions.". A line goes on when the next opens in
 * lower case after a line with no date and no stop, or when it leaves a bracket open.
 */
function withWrappedLinesJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1)?.trim() ?? '';
    const open = (previous.match(/\(/g) ?? []).length > (previous.match(/\)/g) ?? []).length;
    const goesOn =
      previous !== '' &&
      line.trim() !== '' &&
      !/[.:;!?]$/.test(previous) &&
      !isHeading(previous) &&
      (open || (/^\p{Ll}/u.test(line.trim()) && !/\b(?:19|20)\d\d\b/.test(previous)));
    if (goesOn) joined[joined.length - 1] = `${previous} ${line.trim()}`;
    else joined.push(line);
  }
  return joined;
}

/** A line that may be half of a role whose other half (employer, dates) is on the next line. */
type Pending = { parts: string[]; when: When | null };

const LEAD_IN = /^(?:(?:my|our)\s+)?(?:qualifications?|education|degrees?|roles?|experience)\s*(?:include[sd]?|are|is|:|-)\s*/i;

/**
 * Roles from lines with a title, an employer and years in any order and separator (or split over two lines), qualifications
 * from lines that start with an award, and lines of work done; contact lines and the Skills, Interests, References,
 * Volunteering and Languages sections are skipped, and sections of certificates, licences, courses and awards give
 * no roles.
 */
/**
 * "Welder / Team leader" over the bullet "team leader of 6 welders (2019-2022)": a part of the title held for part of
 * the post's time, as its own years say, is no title held throughout ("a welder and team leader since 2016").
 */
function withoutPartHeldFor(role: CareerRole, bullet: string): void {
  const parts = role.title.split(/\s+and\s+/);
  const [, ends] = bullet.match(/\b(?:19|20)\d\d\s*[-–]\s*((?:19|20)\d\d)\b/) ?? [];
  const said = bullet.replace(BULLET, '').trim().toLowerCase();
  const held = parts.length >= 2 && ends ? parts.find((part) => said.startsWith(`${part.toLowerCase()} `)) : undefined;
  if (held && (role.current || (role.to ?? 0) > Number(ends))) role.title = parts.filter((part) => part !== held).join(' and ');
}

/** "Milan, Lombardy, Italy", "Milan, Italy": a place named in parts, no post or organisation among them. */
function isPlaceLine(line: string): boolean {
  const parts = line.split(/,\s*/);
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((part) => /^\p{Lu}\p{L}*(?:[\s-]\p{Lu}\p{L}*){0,2}$/u.test(part) && !namesPost(part) && !ORGANISATION.test(part))
  );
}

export function readCareer(cvText: string): Career {
  const career: Career = { roles: [], qualifications: [], work: [] };
  let skipping = false;
  let credentials = false;
  let pending: Pending | null = null;
  // A role read from a line that had no dates of its own: the next line may name its organisation.
  let pieced: CareerRole | null = null;
  // A dated line that gave no role: a PDF's column may have broken its title ("2016 – now  Welder / Team").
  let unfinished: string | null = null;
  // A profile's export: the organisation, a post, its dates on a line of their own, where; then the next post there.
  let postsAt: string | null = null;
  let datesAbove = false;
  for (const rawLine of withWrappedLinesJoined(cvText.split(/\r?\n/))) {
    // "Mar 2021 - Present · 3 years 2 months": a profile's count of the time a post lasted, which the dates say.
    const trimmed = rawLine.trim().replace(LASTED, '');
    // "leader    Crist S.A., Gdynia": the rest of the line above.
    const line: string = unfinished && /^\p{Ll}/u.test(trimmed) ? `${unfinished} ${trimmed}` : trimmed;
    unfinished = null;
    const rolesBefore = career.roles.length;
    const afterDates = datesAbove;
    datesAbove = false;
    // "Milan, Lombardy, Italy": where the post dated above was held.
    if (afterDates && postsAt !== null && isPlaceLine(line)) {
      pending = null;
      continue;
    }
    if (isHeading(line)) {
      postsAt = null;
      skipping = SKIPPED_SECTION.test(line);
      credentials = CREDENTIAL_SECTION.test(line);
      pending = null;
      continue;
    }
    // "Issued Jun 2018": a profile's date for the certificate above it, no work done.
    if (skipping || CONTACT.test(line) || /^(?:issued|expires|credential id)\b/i.test(line)) {
      pending = null;
      continue;
    }
    // "01/2020 – present   Freelance online English teacher" then "– Business English for IT ...": a bullet under a post
    // says what it was, never where; a freelance post needs no employer.
    const bullet = BULLET.test(line);
    const above = career.roles.at(-1);
    if (bullet && above) withoutPartHeldFor(above, line);
    if (bullet) {
      const freelance = pending?.when && pending.parts.length === 1 ? freelancePost(pending.parts[0] ?? '', pending.when) : null;
      if (freelance) career.roles.push(freelance);
      pending = null;
    }
    // "Senior Engineer, Battery Thermal Management" then "Kessler Antriebstechnik GmbH, Stuttgart": a field, then where.
    const wasPieced = pieced;
    pieced = null;
    const organisation = wasPieced && !ORGANISATION.test(wasPieced.employer) ? (partsOf(line)[0] ?? '') : '';
    if (wasPieced && ORGANISATION.test(organisation) && !whenOf(line)) {
      wasPieced.title = `${wasPieced.title} (${wasPieced.employer})`;
      wasPieced.employer = organisation;
      continue;
    }
    for (const sentence of sentencesOf(line).filter(Boolean)) {
      // "My qualifications include BSc Economics, ..." is a qualification line with a lead-in.
      const item = sentence.replace(LEAD_IN, '');
      const qualification = qualificationOf(item);
      if (qualification) {
        career.qualifications.push(qualification);
        pending = null;
        continue;
      }
      if (credentials || EXAM_CODE.test(item)) {
        pending = null;
        continue;
      }
      const previous: Pending = pending ?? { parts: [], when: null };
      const dated = whenOf(withoutLabel(item));
      const typedParts = partsOf(dated ? dated.rest : item);
      // "Associate – IP/IT & Data Protection" under its organisation's line: a post and its department.
      const [post = '', department = ''] = typedParts;
      const parts =
        !dated &&
        !previous.when &&
        typedParts.length === 2 &&
        previous.parts.length === 1 &&
        /^\p{Lu}/u.test(previous.parts[0] ?? '') &&
        namesPost(post) &&
        !namesPost(department) &&
        !ORGANISATION.test(department)
          ? [`${post} (${department})`]
          : typedParts;
      const joined = parts.length >= 2 ? parts : [...previous.parts, ...parts].slice(-2);
      const when = dated?.when ?? previous.when;
      // A role pieced from two lines, or dated by an earlier line, must name a job to be read as one.
      const read = when ? roleOf(joined, when, parts.length < 2 || !dated) : null;
      // "Legal Counsel" and its dates after the place of a post above: another post at the same organisation.
      const [alone] = joined;
      const samePlace: CareerRole | null =
        !read && dated && parts.length === 0 && joined.length === 1 && alone && namesPost(alone) && postsAt
          ? { title: inRunningText(alone), employer: postsAt, ...dated.when }
          : null;
      const role: CareerRole | null = read ?? samePlace;
      if (dated) postsAt = parts.length === 0 && role ? role.employer : null;
      else if (!(parts.length === 1 && alone && namesPost(alone))) postsAt = null;
      datesAbove = Boolean(dated && role);
      if (role) {
        career.roles.push(role);
        if (!dated && parts.length >= 2) pieced = role;
        pending = null;
      } else if (isPastVerbPhrase(item) && !NAMED_STATUS.test(item) && item.split(/\s+/).length <= 30) {
        if (career.work.length < 5) career.work.push(/^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1));
        pending = null;
      } else if (dated) {
        pending = parts.length <= 1 ? { parts, when: dated.when } : null;
      } else {
        const shortLine = item.split(/\s+/).length <= 8 && !/^I\b/.test(item);
        pending = shortLine ? { parts: [...previous.parts, ...parts].slice(-2), when } : null;
      }
    }
    // A bullet is a detail of the post above, never half of one.
    if (bullet) pending = null;
    if (career.roles.length === rolesBefore && whenOf(trimmed) && /\p{L}$/u.test(line)) unfinished = line;
  }
  career.roles.sort((a, b) => newestFirst(b) - newestFirst(a) || (b.from ?? 0) - (a.from ?? 0));
  return career;
}
