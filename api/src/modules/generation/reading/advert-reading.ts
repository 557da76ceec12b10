// What a job advert or event description asks for: the role's title, the organisation's name and the requirement
// phrases (skills, tools, qualifications, duties), read with compromise and a small vocabulary. Which of them a
// person's answers show, and a text says, is advert-matching.ts.
import nlp from 'compromise';
import type { RequirementKind } from '@firstwords/contracts';
import { cleanAnswer, keepBracketed, partsOutsideBrackets, sentencesOf } from '../english/english.js';
import { comparable } from '../english/text-utils.js';
import { isWordLike } from './tidy-notes.js';
import { remembered } from '../english/remembered.js';

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
const BULLET = /^\s*(?:[-•*·▪◦–—>]+|\(?\d{1,2}[.)]|[a-z][.)])\s+|^\s*[-•*](?=\p{Lu})/u;
const DUTY_HEADING = /responsib|you will|you'll|you’ll|duties|day[- ]to[- ]day|what you('ll|’ll| will)? do|your impact|the job/i;
/** "What you'll bring", "You'll need": what is asked of the person, though it says "you'll". */
const BRINGS = /\byou(?:'ll|’ll| will)?\s+(?:need|have|bring)\b|\bessential|\bdesirable|\bcriteria/i;
/** A line of perks after its label ("We offer: ...", "Benefits: ...") or of how to apply: it asks for nothing. */
const PERKS_OR_APPLYING =
  /^(?:we offer|benefits|perks|what we offer|salary|pay|hours|closing date)\b[^:]{0,20}:|^(?:to\s+)?apply\b|\bclosing date\b|^call\b/i;
const REQUIREMENT_HEADING =
  /requirement|qualification|skills|specification|essential|desirable|criteria|you have|you bring|you'll need|you’ll need|looking for|ideal|about you|experience/i;
const SKIPPED_HEADING =
  /offer|benefit|perks|salary|pay\b|why join|about (?:us|the company|the team)|how to apply|equal opportunit|diversity|location|hours|contract|package|^about\b/i;
const QUALIFICATION =
  /\b(?:degree|bachelor'?s?|master'?s?|ph\.?d|doctorate|b\.?sc|m\.?sc|mba|certificat\w*|certified|chartered|licen[cs]e[ds]?|qualifi\w*|diploma|accredit\w*|registration|registered|coded)\b/i;
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
    'opportunity join us also well high highly very really both either any all some each every more most within across hands-on ' +
    'genuine real clear'
  ).split(' '),
);
/** What goes from the end of a phrase: small words and the asking words ("desirable"), never a noun. */
const TRAILING_FILLER = new Set(
  (
    'a an the and or of to in on at for with by from as into about your our their my its this that these those experience ' +
    'is are be desirable essential preferred required ideally bonus plus when where if needed necessary'
  ).split(' '),
);
/** Phrases too general to show as something asked for. */
const TOO_GENERAL = new Set('ability candidate company customers clients people role team teams things way ways work staff'.split(' '));
/** Words that alone name nothing a person can have or have done: "responsible", "evidence", "ward", "willingness". */
const GENERIC = new Set(
  (
    'responsible responsibility responsibilities evidence role ward interest interests willingness attendance school schools ' +
    'partner partners parents structures drawings procedures eligibility commitment confidence accuracy cost costs service ' +
    'services agency returns inbound outbound stay inclusion partnership duties duty area areas site sites business ' +
    'organisation organization opportunity opportunities applicants patients children pupils customers colleagues'
  ).split(' '),
);
/** What follows a requirement that is not part of it: "(desirable)", "preferred", "but training can be provided". */
const ASIDE =
  /[\s,(–-]*(?:\(?(?:highly\s+)?(?:desirable|preferred|essential|a plus|an advantage|advantageous)\)?|is\s+(?:a plus|desirable|essential|preferred|an advantage)|but training (?:can|will) be (?:provided|given)|or (?:a )?willingness to[^,;]*)[.!]*\s*$/iu;
const SPLITTERS = /\s*[,;()]\s*|\s+(?:and|with|in|of|for|including|such as|e\.g\.?|to|across|within|using|from|at|by|on)\s+/iu;
/** A sentence of prose that asks for something; a bullet always may. */
const ASKS =
  /experience|skill|knowledge|abilit|able to|you (?:will|have|are|bring|must|should|need)|you'll|you’ll|looking for|requir|must|should|essential|desirable|proficien|familiar|degree|qualif|responsib|background in/i;
const ALTERNATIVES = /\s*\/\s*|\s+or\s+/iu;

/** Past forms that share no first letters with their verb: "led" is of the family of "leadership". */
const IRREGULAR: Record<string, string> = {
  led: 'lead',
  ran: 'run',
  built: 'build',
  taught: 'teach',
  wrote: 'write',
  written: 'write',
  grew: 'grow',
  grown: 'grow',
  sold: 'sell',
  won: 'win',
  brought: 'bring',
  bought: 'buy',
  held: 'hold',
  spoke: 'speak',
  drove: 'drive',
  driven: 'drive',
  chose: 'choose',
  made: 'make',
  kept: 'keep',
  oversaw: 'oversee',
  overseen: 'oversee',
};
const SUFFIX = /(?:ship|ment|ings?|ed|ers?|ies|es|s)$/;

/**
 * A word's family, as its stem: the word without a possessive and the endings that make it another word of the same
 * family ("leadership", "leading", "led" are "lead"; "mentored", "mentoring" "mentor"), then its first five letters.
 */
export function stemOf(word: string): string {
  const bare = word.toLowerCase().replace(/['’]s$/, '');
  const base = IRREGULAR[bare] ?? bare;
  // "leadership" → "leader" → "lead".
  const once = base.replace(SUFFIX, '');
  const root = once.length >= 4 ? once.replace(SUFFIX, '') : once;
  // "need", "series" and "press" keep their letters: an ending is taken only from a word long enough to have one.
  const kept = root.length >= 4 ? root : once.length >= 4 ? once : base;
  return kept.replace(/e$/, '').slice(0, 5);
}
/** The words of a text, comparable, hyphens and "C++" kept. */
export const wordsOf = (text: string) => comparable(text).match(/[\p{L}\p{N}][\p{L}\p{N}'&+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
const keyWords = (text: string) =>
  wordsOf(text).filter((word) => !FILLER.has(word) && (word.length > 2 || /^[a-z]{2}$/.test(word)) && /\p{L}/u.test(word));
const keysOf = (text: string) => [...new Set(keyWords(text).map(stemOf))];

const HEADING_END =
  /(?:responsibilities|requirements|qualifications|skills|duties|specification|criteria|essential|desirable|offer|benefits|perks|you|role|experience|do|doing|need|bring|have|us|company|team|apply|package)$/i;

/** A line that names the section after it: it ends with a colon, or is a few words ending as headings do (never a bullet). */
function isHeading(line: string): boolean {
  if (BULLET.test(line)) return false;
  if (/:\s*$/.test(line)) return true;
  return line.trim().split(/\s+/).length <= 5 && !/[.!?,]$/.test(line.trim()) && HEADING_END.test(line.trim());
}

const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{N}&'’+#/-]*`;
const TITLE = new RegExp(String.raw`(${CAPITALISED}(?:[ \t]+(?:of|and|&|for|/|\d+|${CAPITALISED}))*)`, 'u');
const NOT_A_NAME = /^(?:We|Our|The|This|You|Your|Us|A|An|It|They|About|Join|If|As|In|At|For)$/i;

/** What parts a title line: "GP Partner – Beeston Hill Medical Practice, Leeds", "Head of Data | Acme". */
const TITLE_LINE_BREAK = /\s+[-–—|@]\s+|\s+at\s+(?=\p{Lu})/u;
/** Words an employer's or an organiser's name holds, which a unit, a team or a place does not. */
const ORGANISATION_WORD =
  /\b(?:Ltd|Limited|LLP|plc|PLC|Inc|LLC|GmbH|Group|Practice|Surgery|School|Academy|College|University|Council|Hospital|Trust|Service|Health|Bank|Partners|Partnership|Management|Forum|Accelerator|Foundation|Association|Society|Institute|Charity|Company)\b/;
/** A title line that names an occasion, where no role is filled: a pitch night, a fair, a festival, a fund. */
const OCCASION =
  /\b(?:demo day|pitch|competition|showcase|festival|fair|summit|conference|meet the buyer|expo|salon|awards?|fund|hackathon|meetup)\b/i;
const ORGANISED_BY = /^(?:hosted|organi[sz]ed|run|presented)\s+by\s+(?:the\s+)?(.+?)(?:\s+(?:with|in partnership|alongside)\b.*)?\.?$/im;
/** A line that gives a place, a date or terms, not a name. */
const DETAILS_LINE = /^(?:[\p{L} ]{1,20}:|\d|(?:full|part)[ -]time|permanent|remote|hybrid)/iu;

/** The name without where it is: "Granite Offshore Fabrication Ltd – Altens, Aberdeen" → "Granite Offshore Fabrication Ltd". */
const withoutPlace = (name: string) => cleanAnswer(name.split(/\s+[-–—|]\s+|,\s+|\s+\(/u)[0] ?? name);
const isName = (text: string) => {
  const name = withoutPlace(text);
  return name.length > 1 && name.split(/\s+/).length <= 8 && !/[.!?:]$/.test(name) && /^[\p{Lu}\d]/u.test(name) && !NOT_A_NAME.test(name);
};
/** A name typed in capitals in its usual case: "VICE PRINCIPAL" → "Vice Principal"; "HGV" and "CPC" stay letters. */
function named(text: string): string {
  const name = withoutPlace(text);
  if (/\p{Ll}/u.test(name)) return name;
  const isWord = (word: string) => isWordLike(word) || (word.length >= 5 && /[AEIOUY]/.test(word));
  return name.replace(/\p{Lu}+/gu, (word) => (isWord(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word));
}

function readRole(lines: readonly string[], text: string): string | null {
  const labelled = text.match(/^(?:job title|role|position|title|vacancy)\s*[:–-]\s*(.+)$/im)?.[1];
  if (labelled) return cleanAnswer(labelled);
  const first = lines[0] ?? '';
  if (OCCASION.test(first)) return null;
  // A title line: "Teaching Assistant – St Mary's Primary School", "GP Partner (6-8 sessions) – ...", or the title alone.
  const [title = ''] = first.split(TITLE_LINE_BREAK);
  const bare = title
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[!]+$/, '')
    .trim();
  if (bare && bare.split(/\s+/).length <= 7 && !/[.?:,]/.test(bare) && TITLE.exec(bare)?.[0] === bare && !HEADING_END.test(bare))
    return named(bare);
  const sought = text.match(
    new RegExp(
      String.raw`\b(?:looking for|hiring|seeking|recruiting|join (?:us|our team|the team) as)\s+(?:an?\s+|our\s+)?(?:\p{Ll}+\s+){0,2}?${TITLE.source}`,
      'u',
    ),
  )?.[1];
  return sought ? cleanAnswer(sought.replace(/\s+(?:to|for|and|of)$/u, '')) : null;
}

/**
 * The employer or the organiser the advert names: a labelled line, the title line's second part or the line after it
 * when it is a name, "Hosted by ..."; for an occasion with none of these, the occasion's own name.
 */
function readOrganisation(lines: readonly string[], text: string, role: string | null): string | null {
  const labelled = text.match(/^(?:company|organisation|organization|employer|organiser|organizer|host(?:ed by)?)\s*[:–-]\s*(.+)$/im)?.[1];
  if (labelled) return withoutPlace(labelled);
  const organiser = text.match(ORGANISED_BY)?.[1];
  if (organiser) return withoutPlace(organiser);
  const [title = '', ...parts] = (lines[0] ?? '').split(TITLE_LINE_BREAK);
  // "Children's Practice Team" is a team of the employer's, named on the next line.
  const inTitle = parts.find((part) => ORGANISATION_WORD.test(part) && !/\b(?:Team|Unit|Ward|Department|Division)\b/.test(part));
  if (inTitle) return withoutPlace(inTitle);
  const second = lines[1] ?? '';
  if (role && isName(second) && !DETAILS_LINE.test(second) && !isHeading(second)) return withoutPlace(second);
  if (!role && OCCASION.test(lines[0] ?? '')) {
    // "PITCH at Web Summit Rio 2024": the occasion is the organiser's.
    const host = (lines[0] ?? '').match(/\s+at\s+(\p{Lu}.*)$/u)?.[1];
    return named(host?.replace(/\s+(?:19|20)\d\d$/, '') ?? title);
  }
  const patterns = [
    new RegExp(String.raw`^${TITLE.source}[ \t]+(?:is|are)[ \t]+(?:looking|hiring|seeking|recruiting|searching)`, 'mu'),
    // "Suffolk Fresh Distribution are a family-owned chilled food distributor": the employer says who it is.
    new RegExp(String.raw`^${TITLE.source}[ \t]+(?:is|are)[ \t]+(?:a|an|one of)[ \t]`, 'mu'),
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
  remembered(`advert-tags:${text}`, () =>
    (nlp(text).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>).map((term) => term.terms[0]?.tags ?? []),
  );
const opensWithVerb = (phrase: string, tags: Tags) =>
  DUTY_VERBS.has(phrase.split(/\s+/)[0]!.toLowerCase()) ||
  (!FILLER.has(phrase.split(/\s+/)[0]!.toLowerCase()) && (tags[0]?.includes('Imperative') ?? false));
/**
 * A phrase with a verb of its own says something rather than names what is asked ("attendees get 60 seconds",
 * "Praetura will attend", "help you need"); "paid campaigns" and "career changes" name things.
 */
/** A verb of being, a modal or a pronoun: "Ex-Forces applicants are actively encouraged" tells, it does not ask. */
const speaks = (tags: Tags) =>
  tags.some((term) => term.includes('Modal') || term.includes('Auxiliary') || term.includes('Copula') || term.includes('Pronoun'));
const saysSomething = (tags: Tags) =>
  speaks(tags) ||
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

/** "Figma", "HubSpot", "Power BI", "4": names; "Leadership", "Teamwork", "Communication" are qualities with a capital. */
const looksLikeName = (word: string) =>
  /^\p{Lu}.*\p{Lu}|\d/u.test(word) || !/(?:ship|tion|sion|ing|ness|ity|ence|ance|ment|work|ism|acy|ics|ogy|ure)$/i.test(word);

function kindOf(phrase: string, duty: boolean): RequirementKind {
  if (QUALIFICATION.test(phrase)) return 'qualification';
  if (duty) return 'duty';
  // Names in capitals ("Figma", "Power BI", "EMIS Web") are tools; a quality typed with a capital ("Leadership") is not.
  const names = phrase.split(/\s+/).every((word) => /^\p{Lu}/u.test(word) && looksLikeName(word.replace(/\W+$/, '')));
  return names ? 'tool' : 'skill';
}

/** A key group from one part of an item: its stems, each of its alternatives a group of its own. */
const keyGroups = (keyText: string) =>
  keyText
    .split(ALTERNATIVES)
    .map(keysOf)
    .filter((group) => group.length > 0);

/** The words that carry each thing an item names: "WMS and Excel" is two; a part that says something, or is too general, none. */
function keysOfParts(item: string, duty: boolean): string[][] {
  let listOfDuties = false;
  return item.split(SPLITTERS).flatMap((part, index) => {
    const phrase = trimmed(part);
    if (!phrase || TOO_GENERAL.has(phrase.toLowerCase())) return [];
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
    // One word alone carries a requirement only as a name or a skill's own word ("Figma", "prototyping", "welding").
    if (object.split(/\s+/).length === 1 && !duty && !verb && GENERIC.has(object.toLowerCase())) return [];
    return keyGroups(object);
  });
}

/** Longer than a person lists a requirement: cut at its first aside. */
const MAX_ITEM_WORDS = 12;
function shortened(item: string): string {
  if (item.split(/\s+/).length <= MAX_ITEM_WORDS) return item;
  const cut = item.split(/\s+[–—-]\s+|\s*[(;:]\s*|,\s+(?:including|such as|e\.g\.|and|so|which|where|who)\b/u)[0] ?? item;
  return trimmed(cut.split(/\s+/).slice(0, MAX_ITEM_WORDS).join(' '));
}

/**
 * One item of the advert (a bullet or a sentence) as one requirement, as a person lists it ("Full C+E licence with no
 * more than 6 points"), with the words that carry each thing it names: any of them in one sentence of the answers
 * shows it, and a text that says one the answers do not show claims it.
 */
function requirementOf(item: string, duty: boolean): AdvertRequirement | null {
  const phrase = shortened(trimmed(item.replace(ASIDE, '')));
  const lone = phrase.split(/\s+/).length === 1 && GENERIC.has(phrase.toLowerCase());
  if (!phrase || lone || TOO_GENERAL.has(phrase.toLowerCase()) || speaks(tagsOf(phrase.split(/\s+/).slice(0, 4).join(' ')))) return null;
  // A short qualification is one requirement, its alternatives any of it ("ACA, ACCA or CIMA qualified").
  if (QUALIFICATION.test(phrase) && phrase.split(/\s+/).length <= 8) {
    const subject = phrase.replace(new RegExp(QUALIFICATION.source, 'gi'), ' ').replace(/,/g, ' or ');
    const keys = keyGroups(keysOf(subject).length > 0 ? subject : phrase);
    return keys.length ? { phrase, kind: 'qualification', keys } : null;
  }
  const keys = keysOfParts(phrase, duty);
  return keys.length ? { phrase, kind: kindOf(phrase, duty), keys } : null;
}

/** Things named on their own: "Figma and prototyping", "Xero and Power BI", "A, B, and C" after "will have". */
const SHORT_PART = 8;
function listedParts(item: string): string[] {
  const parts = partsOutsideBrackets(item, /,\s+(?:and\s+|or\s+)?/).flatMap((part) =>
    partsOutsideBrackets(part, /\s+and\s+/).every(
      (piece) => piece.split(/\s+/).length <= 3 && !/\s(?:in|of|for|with|to|on|at)\s/.test(piece),
    )
      ? partsOutsideBrackets(part, /\s+and\s+/)
      : [part],
  );
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length <= SHORT_PART) ? parts : [item];
}

/** An item of the advert (a bullet or a sentence) as the requirements a person lists from it. */
function requirementsOf(line: string, duties: boolean): AdvertRequirement[] {
  // "Reporting to the Site General Manager, you'll lead ...": what the person will do follows the aside.
  const asked = line.replace(/^[^,]{0,80},\s+(?=you(?:'ll|’ll| will)\s)/iu, '');
  const opening = asked.match(DUTY_OPENING);
  const item = asked
    .replace(/^[\p{L} ']{1,30}:\s+/u, '')
    .replace(DUTY_OPENING, '')
    .replace(REQUIREMENT_OPENING, '')
    .replace(/^(?:must|should|will)\s+(?:have|be|hold)\s+/i, '');
  const duty = duties || Boolean(opening);
  // A duty's list is one thing done ("Plan and run paid campaigns"); a list of things had is several.
  const parts =
    duty || (QUALIFICATION.test(item) && item.split(/\s+/).length <= 8) ? [item] : listedParts(trimmed(item.replace(ASIDE, '')));
  return parts.flatMap((part) => requirementOf(part, duty) ?? []);
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
      section =
        DUTY_HEADING.test(line) && !BRINGS.test(line)
          ? 'duties'
          : SKIPPED_HEADING.test(line) && !REQUIREMENT_HEADING.test(line)
            ? 'skipped'
            : 'requirements';
      continue;
    }
    if (section === 'skipped' || NAMING_LABEL.test(line) || PERKS_OR_APPLYING.test(line)) continue;
    // Prose outside a list of duties asks for something only when it says so ("experience with Cerner is desirable").
    const bullet = BULLET.test(typedLines[index]!) || section === 'duties';
    // The first line is the advert's title.
    if (index === 0 && !bullet && lines.length > 1 && !/[.!?]$/.test(line)) continue;
    for (const item of sentencesOf(line).filter((sentence) => bullet || ASKS.test(sentence))) {
      // The sentence that names the role or the organisation asks for nothing itself.
      if (named.some((name) => comparable(item).includes(name)) && /\b(?:looking|hiring|seeking|recruiting)\b/i.test(item)) continue;
      for (const found of requirementsOf(item, section === 'duties')) {
        if (named.includes(comparable(found.phrase)) || seen.has(found.phrase.toLowerCase())) continue;
        seen.add(found.phrase.toLowerCase());
        requirements.push(found);
      }
    }
  }
  return { role, organisation, requirements: requirements.slice(0, MAX_REQUIREMENTS) };
}
