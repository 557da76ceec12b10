// What a job advert or event description asks for: the role's title, the organisation's name and the requirement
// phrases (skills, tools, qualifications, duties), read with compromise and a small vocabulary. Which of them a
// person's answers show, and a text says, is advert-matching.ts.
import nlp from 'compromise';
import type { RequirementKind } from '@firstwords/contracts';
import { cleanAnswer, keepBracketed, sentencesOf } from './english.js';
import { comparable } from './text-utils.js';

export interface AdvertRequirement {
  /** As the advert words it, without its "strong" or "experience in". */
  phrase: string;
  kind: RequirementKind;
  /** The stems that carry it: any one group of them, each stem of the group ("Python or Go" is two groups). */
  keys: string[][];
}

export interface AdvertReading {
  role: string | null;
  organisation: string | null;
  requirements: AdvertRequirement[];
}

const MAX_REQUIREMENTS = 24;
const MAX_PHRASE_WORDS = 6;
const BULLET = /^\s*(?:[-•*·▪◦–—>]+|\(?\d{1,2}[.)]|[a-z][.)])\s+/u;
const DUTY_HEADING = /responsib|you will|you'll|you’ll|duties|day[- ]to[- ]day|what you('ll|’ll| will)? do|your impact|the job/i;
const REQUIREMENT_HEADING =
  /requirement|qualification|skills|specification|essential|desirable|criteria|you have|you bring|you'll need|you’ll need|looking for|ideal|about you|experience/i;
const SKIPPED_HEADING =
  /offer|benefit|perks|salary|pay\b|why join|about (?:us|the company|the team)|how to apply|equal opportunit|diversity|location|hours|contract|package|^about\b/i;
const QUALIFICATION =
  /\b(?:degree|bachelor'?s?|master'?s?|ph\.?d|doctorate|b\.?sc|m\.?sc|mba|certificat\w*|certified|chartered|licen[cs]e[ds]?|qualifi\w*|diploma|accredit\w*|registration|registered)\b/i;
/** Labels that name the role or the organisation: their lines ask for nothing. */
const NAMING_LABEL =
  /^(?:job title|role|position|title|vacancy|company|organisation|organization|employer|organiser|organizer|host(?:ed by)?|location|salary|closing date|date|venue)\s*[:–-]/i;
/** How a requirement is introduced ("The ideal candidate will have ..."): said before it, not part of it. */
const REQUIREMENT_OPENING =
  /^(?:the ideal candidate|ideal candidates?|candidates?|applicants?|you)\s+(?:will|should|must|would|'ll)?\s*(?:ideally\s+)?(?:have|has|be|bring|hold|possess)\s+/i;
const DUTY_OPENING = /^(?:you will(?: be)?|you'll(?: be)?|you’ll(?: be)?|we need you to|you must be able to|able to|responsible for)\s+/i;
/** Verbs a duty opens with that compromise may read as nouns ("Run user research", "Triage patients"). */
const DUTY_VERBS = new Set(
  (
    'lead run manage own build design develop deliver support drive create write coordinate oversee triage administer present ' +
    'plan maintain analyse analyze review prepare mentor collaborate partner define shape grow sell negotiate handle provide ' +
    'conduct monitor report implement improve champion establish organise organize facilitate teach train recruit hire test ' +
    'research produce edit source advise represent identify set use take work assess care supervise line'
  ).split(' '),
);
/** Duty verbs that say only that something is done, not what: the rest of the duty carries it. */
const PLAIN_DUTY_VERBS = new Set(
  'lead run manage own work support drive deliver take use set handle provide ensure help oversee'.split(' '),
);
/** Words a requirement is said with that carry none of it. */
const FILLER = new Set(
  (
    'a an the and or of to in on at for with by from as into about your our their my its this that these those you we they it ' +
    'is are be been being will would should must can could may might have has having do does who which what when where how ' +
    'experience experienced skills skill knowledge ability able understanding proficiency proficient familiarity familiar ' +
    'background track record proven strong excellent good great solid demonstrable demonstrated relevant related similar ' +
    'equivalent plus bonus desirable essential preferred required requirement requirements years year minimum least ideally ' +
    'field role team teams candidate candidates someone person people including such e.g eg etc like other new working ' +
    'closely ensure ensuring comfortable confident exceptional outstanding keen passion passionate love eager ' +
    'opportunity join us also well high highly very really both either any all some each every more most within across hands-on'
  ).split(' '),
);
/** What goes from the end of a phrase: small words and the asking words ("desirable"), never a noun. */
const TRAILING_FILLER = new Set(
  (
    'a an the and or of to in on at for with by from as into about your our their my its this that these those experience ' +
    'is are be desirable essential preferred required ideally bonus plus'
  ).split(' '),
);
/** Phrases too general to show as something asked for. */
const TOO_GENERAL = new Set('ability candidate company customers clients people role team teams things way ways work staff'.split(' '));
const SPLITTERS = /\s*[,;()]\s*|\s+(?:and|with|in|of|for|including|such as|e\.g\.?|to|across|within|using|from|at|by|on)\s+/iu;
/** A sentence of prose that asks for something; a bullet always may. */
const ASKS =
  /experience|skill|knowledge|abilit|able to|you (?:will|have|are|bring|must|should|need)|you'll|you’ll|looking for|requir|must|should|essential|desirable|proficien|familiar|degree|qualif|responsib|background in/i;
const ALTERNATIVES = /\s*\/\s*|\s+or\s+/iu;

/** A word's stem: its first five letters, lower-cased, without a possessive. */
export const stemOf = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .slice(0, 5);
/** The words of a text, comparable, hyphens and "C++" kept. */
export const wordsOf = (text: string) => comparable(text).match(/[\p{L}\p{N}][\p{L}\p{N}'&+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
const keyWords = (text: string) =>
  wordsOf(text).filter((word) => !FILLER.has(word) && (word.length > 2 || /^[a-z]{2}$/.test(word)) && /\p{L}/u.test(word));
const keysOf = (text: string) => [...new Set(keyWords(text).map(stemOf))];

const HEADING_END =
  /(?:responsibilities|requirements|qualifications|skills|duties|specification|criteria|offer|benefits|perks|you|role|experience|do|need|bring|have|us|company|team|apply|package)$/i;

/** A line that names the section after it: it ends with a colon, or is a few words ending as headings do (never a bullet). */
function isHeading(line: string): boolean {
  if (BULLET.test(line)) return false;
  if (/:\s*$/.test(line)) return true;
  return line.trim().split(/\s+/).length <= 5 && !/[.!?,]$/.test(line.trim()) && HEADING_END.test(line.trim());
}

const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{N}&'’+#/-]*`;
const TITLE = new RegExp(String.raw`(${CAPITALISED}(?:[ \t]+(?:of|and|&|for|${CAPITALISED}))*)`, 'u');
const NOT_A_NAME = /^(?:We|Our|The|This|You|Your|Us|A|An|It|They|About|Join|If|As|In|At|For)$/;

/** What parts a title line into its role and its organisation. */
const TITLE_LINE_BREAK = /\s+[-–—|@]\s+|\s+at\s+(?=\p{Lu})/u;

function readRole(lines: readonly string[], text: string): string | null {
  const labelled = text.match(/^(?:job title|role|position|title|vacancy)\s*[:–-]\s*(.+)$/im)?.[1];
  if (labelled) return cleanAnswer(labelled);
  const sought = text.match(
    new RegExp(
      String.raw`\b(?:looking for|hiring|seeking|recruiting|join (?:us|our team|the team) as)\s+(?:an?\s+|our\s+)?(?:\p{Ll}+\s+){0,2}?${TITLE.source}`,
      'u',
    ),
  )?.[1];
  if (sought) return cleanAnswer(sought.replace(/\s+(?:to|for|and|of)$/u, ''));
  // A title line: "Teaching Assistant – St Mary's Primary School", "Head of Data | Acme", or the title alone.
  const [title = ''] = (lines[0] ?? '').split(TITLE_LINE_BREAK);
  const first = title.trim();
  if (first && first.split(/\s+/).length <= 7 && !/[.!?:,]/.test(first) && TITLE.exec(first)?.[0] === first && !HEADING_END.test(first)) {
    return cleanAnswer(first);
  }
  return null;
}

function readOrganisation(lines: readonly string[], text: string, role: string | null): string | null {
  const labelled = text.match(/^(?:company|organisation|organization|employer|organiser|organizer|host(?:ed by)?)\s*[:–-]\s*(.+)$/im)?.[1];
  if (labelled) return cleanAnswer(labelled);
  const [title, named] = (lines[0] ?? '').split(TITLE_LINE_BREAK);
  if (role && title?.trim() === role && named && TITLE.exec(named.trim())?.[0] === named.trim()) return cleanAnswer(named);
  const patterns = [
    new RegExp(String.raw`^${TITLE.source}[ \t]+(?:is|are)[ \t]+(?:looking|hiring|seeking|recruiting|searching)`, 'mu'),
    new RegExp(String.raw`\b(?:join|at)[ \t]+${TITLE.source}`, 'u'),
    new RegExp(String.raw`^about[ \t]+${TITLE.source}[ \t]*:?[ \t]*$`, 'imu'),
  ];
  for (const pattern of patterns) {
    const name = text.match(pattern)?.[1]?.split(/\s+(?:as|to|and|for)\s+/u)[0];
    if (name && name !== role && !NOT_A_NAME.test(name.split(/\s+/)[0] ?? '')) return cleanAnswer(name);
  }
  return null;
}

/** The phrase without the words around it that carry nothing ("strong", "experience in", "a"). */
function trimmed(phrase: string): string {
  const list = cleanAnswer(phrase).split(/\s+/);
  while (list.length > 0 && FILLER.has(list[0]!.toLowerCase())) list.shift();
  // At the end only the small words and "experience" go: "communication skills", "building inclusive teams" stay whole.
  const last = () => list[list.length - 1]!.toLowerCase().replace(/[.,;:]$/, '');
  while (list.length > 0 && (TRAILING_FILLER.has(last()) || (list.length === 1 && FILLER.has(last())))) list.pop();
  return list.join(' ').replace(/[.,;:]+$/, '');
}

type Tags = string[][];
const tagsOf = (text: string): Tags =>
  (nlp(text).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>).map((term) => term.terms[0]?.tags ?? []);
const opensWithVerb = (phrase: string, tags: Tags) =>
  DUTY_VERBS.has(phrase.split(/\s+/)[0]!.toLowerCase()) ||
  (!FILLER.has(phrase.split(/\s+/)[0]!.toLowerCase()) && (tags[0]?.includes('Imperative') ?? false));
/**
 * A phrase with a verb of its own says something rather than names what is asked ("attendees get 60 seconds",
 * "Praetura will attend", "help you need"); "paid campaigns" and "career changes" name things.
 */
const saysSomething = (tags: Tags) =>
  tags.some((term) => term.includes('Modal') || term.includes('Auxiliary') || term.includes('Copula') || term.includes('Pronoun')) ||
  tags.some(
    (term, index) =>
      index > 0 &&
      term.includes('PresentTense') &&
      !['Noun', 'Gerund', 'Adjective', 'Plural'].some((tag) => term.includes(tag)) &&
      (tags[index + 1]?.some((tag) => tag === 'Value' || tag === 'Noun' || tag === 'Determiner') ?? false),
  );

/** A place, a date or a name of a person is no requirement. */
const isNameOrDate = (tags: Tags) =>
  tags.every((term) => term.some((tag) => ['Place', 'Date', 'Value', 'Person', 'Organization'].includes(tag)));

function kindOf(phrase: string, duty: boolean): RequirementKind {
  if (QUALIFICATION.test(phrase)) return 'qualification';
  if (duty) return 'duty';
  // Names in capitals ("Figma", "Power BI") are tools.
  return phrase.split(/\s+/).every((word) => /^\p{Lu}/u.test(word)) ? 'tool' : 'skill';
}

function requirement(phrase: string, duty: boolean, keyText: string): AdvertRequirement | null {
  const keys = keyText
    .split(ALTERNATIVES)
    .map(keysOf)
    .filter((group) => group.length > 0);
  if (keys.length === 0 || phrase.split(/\s+/).length > MAX_PHRASE_WORDS || TOO_GENERAL.has(phrase.toLowerCase())) return null;
  return { phrase, kind: kindOf(phrase, duty), keys };
}

/** The requirements of one item of the advert (a bullet or a sentence). */
function requirementsOf(line: string, duties: boolean): AdvertRequirement[] {
  const opening = line.match(DUTY_OPENING);
  const item = line
    .replace(/^[\p{L} ']{1,30}:\s+/u, '')
    .replace(DUTY_OPENING, '')
    .replace(REQUIREMENT_OPENING, '');
  const duty = duties || Boolean(opening);
  // A short qualification is one requirement, its alternatives any of it ("ACA, ACCA or CIMA qualified").
  if (QUALIFICATION.test(item) && item.split(/\s+/).length <= 8) {
    const phrase = trimmed(item);
    const subject = phrase.replace(new RegExp(QUALIFICATION.source, 'gi'), ' ').replace(/,/g, ' or ');
    const found = requirement(phrase, duty, keysOf(subject).length > 0 ? subject : phrase);
    return found ? [found] : [];
  }
  // A qualification with its subject ("a degree in HCI or a related field") is one requirement, its subject the key.
  const qualification = item.match(
    new RegExp(
      String.raw`(?:${QUALIFICATION.source})\s+(?:in|of)\s+([^,;()]+?)(?=\s+or\s+(?:a|an|another|any)\s|\s+is\s|\s+would\s|[,;()]|$)`,
      'iu',
    ),
  );
  const withSubject = qualification && requirement(trimmed(qualification[0]), duty, qualification[1]!);
  const rest = qualification ? item.replace(qualification[0], ',') : item;
  return [...(withSubject ? [withSubject] : []), ...requirementsOfParts(rest, duty)];
}

function requirementsOfParts(item: string, duty: boolean): AdvertRequirement[] {
  let listOfDuties = false;
  return item.split(SPLITTERS).flatMap((part, index) => {
    const phrase = trimmed(part);
    if (!phrase) return [];
    const tags = tagsOf(phrase);
    // A verb of the vocabulary opens a duty at the start of the item, or in a list of them ("triage patients,
    // administer medication"); elsewhere "design" is a noun ("experience with design systems").
    const verb = (index === 0 || listOfDuties) && opensWithVerb(phrase, tags);
    if (index === 0) listOfDuties = verb;
    // A duty's plain verb carries nothing ("lead the audit"); a telling one is part of it ("mentor engineers").
    const plainVerb = verb && PLAIN_DUTY_VERBS.has(phrase.split(/\s+/)[0]!.toLowerCase());
    const object = plainVerb ? phrase.replace(/^\S+\s*/u, '') : phrase;
    const objectTags = verb ? tags.slice(1) : tags;
    if (objectTags.length === 0 || saysSomething(objectTags) || isNameOrDate(objectTags)) return [];
    const found = requirement(phrase, duty || verb, object);
    return found ? [found] : [];
  });
}

/** Reads an advert or event description; an empty reading for none. */
export function readAdvert(advert: string | null | undefined): AdvertReading {
  const text = keepBracketed(advert ?? '').replace(/\r/g, '');
  if (!text.trim()) return { role: null, organisation: null, requirements: [] };
  const typedLines = text.split(/\n+/).filter((line) => line.trim());
  const lines = typedLines.map((line) => line.replace(BULLET, '').trim());
  const role = readRole(lines, text);
  const organisation = readOrganisation(lines, text, role);
  const named = [role, organisation].filter((name): name is string => Boolean(name)).map(comparable);

  const requirements: AdvertRequirement[] = [];
  const seen = new Set<string>();
  let section: 'requirements' | 'duties' | 'skipped' = 'requirements';
  for (const [index, line] of lines.entries()) {
    if (isHeading(typedLines[index]!)) {
      section = DUTY_HEADING.test(line)
        ? 'duties'
        : SKIPPED_HEADING.test(line) && !REQUIREMENT_HEADING.test(line)
          ? 'skipped'
          : 'requirements';
      continue;
    }
    if (section === 'skipped' || NAMING_LABEL.test(line)) continue;
    // Prose outside a list of duties asks for something only when it says so ("experience with Cerner is desirable").
    const bullet = BULLET.test(typedLines[index]!) || section === 'duties';
    // The first line is the advert's title.
    if (index === 0 && !bullet && lines.length > 1 && !/[.!?]$/.test(line)) continue;
    for (const item of sentencesOf(line).filter((sentence) => bullet || ASKS.test(sentence))) {
      // The sentence that names the role or the organisation asks for nothing itself.
      if (named.some((name) => comparable(item).includes(name)) && /\b(?:looking|hiring|seeking|recruiting)\b/i.test(item)) continue;
      for (const found of requirementsOf(item, section === 'duties')) {
        const signature = found.keys.map((group) => group.join(' ')).join('|');
        if (named.includes(comparable(found.phrase)) || seen.has(signature)) continue;
        seen.add(signature);
        requirements.push(found);
      }
    }
  }
  return { role, organisation, requirements: requirements.slice(0, MAX_REQUIREMENTS) };
}
