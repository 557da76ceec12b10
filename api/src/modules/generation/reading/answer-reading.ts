// What the answers say, each read as a phrase of English (see phrase-reading.ts): the reading the offline writer
// builds its texts from.
import nlp from 'compromise';
import { findGrammarFaults } from '../checking/grammar-check.js';
import { identityClauses, identityFromNotes } from './identity-notes.js';
import { gerundBase, isAdjective, isBaseVerb, isPastVerb, isPersonNoun, isPluralNoun } from '../english/word-classes.js';
import { tidyAnswers } from './tidy-notes.js';
import type { PronounSet } from '@firstwords/contracts';
import { HELD_FOR_A_TIME, readAchievements, type Achievement } from './achievement-reading.js';
import { shows, stemmedSentences } from '../checking/advert-matching.js';
import { readAdvert, type AdvertReading } from './advert-reading.js';
import { isPastVerbPhrase, qualificationOf, readCareer, type Career, type CareerRole, type Qualification } from './career-reading.js';
import { inText } from '../sentences/career-sentences.js';
import {
  asSentence,
  capitalise,
  cleanAnswer,
  inRunningText,
  joinList,
  toGerund,
  keepBracketed,
  isEmptyAnswer,
  lowerFirst,
  withArticle,
  nounPhraseForms,
  partsOutsideBrackets,
  saidAsNow,
  saidOfOneself,
  sentencesOf,
  toThirdPersonSingular,
  words,
  type NounPhraseForms,
} from '../english/english.js';
import type { IntroductionAnswers } from '../generation.types.js';
import { headWords, readPhrase, type PhraseReading } from './phrase-reading.js';
import { escapeRegExp, tellingWords } from '../english/text-utils.js';

type ContextKind = 'interview' | 'event' | 'profile' | 'website' | 'report' | 'proposal' | 'other';

interface Context {
  kind: ContextKind;
  /** What the occasion is for, as a noun phrase: "a lead installer job" from "Interview for a lead installer job". */
  aim: string | null;
  evening: boolean;
  /**
   * Said to people who ask about it after (a Q&A), at no interview: a pitch closes by taking their questions, never
   * by wishing to meet the people it is said to.
   */
  questioned: boolean;
  /** Over the telephone or a video call: nobody "meets" anyone there. */
  remote: boolean;
}

export interface Reading {
  fullName: string;
  firstName: string;
  /** "We are a family-run joinery...": the texts speak for the organisation. */
  organisation: boolean;
  pronouns: PronounSet | null;
  /** Who the person is, from the first sentence of the identity answer; its other sentences follow as typed. */
  identity: PhraseReading | null;
  identityMore: string[];
  /** The role in running text ("solar PV installer"), or, typed as a sentence, the person's own ("I run a start-up..."). */
  role: string | null;
  /** What the post covers, typed beside it: "ESG & Decarbonisation, South & Southeast Asia" of a director. */
  roleRemit?: string;
  roleSentence: string | null;
  audience: NounPhraseForms | null;
  /** The audience without the one event it was typed for ("angel investors", not "... at the Startup Istanbul meetup"). */
  audienceAtLarge: NounPhraseForms | null;
  mission: PhraseReading | null;
  /** The mission typed as a post or a step still to come ("My goal is to lead a team ...", "I want to become ..."). */
  missionToCome: boolean;
  context: Context;
  /** The role (and organisation) of the advert, which the job answer and the pitch name in place of the context's aim. */
  advertAim: string | null;
  achievements: Achievement[];
  career: Career;
  linkedinUrl: string | null;
}

const TITLES = /^(?:dr|mr|mrs|ms|mx|miss|prof|professor|sir|dame|rev)\.?$/i;

/** "Dr Grace Okafor" → "Grace". */
export const firstNameOf = (fullName: string) => words(fullName).find((word) => !TITLES.test(word) && !/^["']/.test(word)) ?? fullName;

function readName(raw: string): { fullName: string; firstName: string } {
  // Angle brackets in a name are the person's punctuation, not markup: the words inside are kept.
  const fullName = cleanAnswer(raw.replace(/[<>]/g, ' '));
  return { fullName, firstName: firstNameOf(fullName) };
}

/** Removes the person's own name from "Grace, a nurse" so it is not said twice. */
function withoutOwnName(phrase: string, fullName: string): string {
  const names = words(fullName)
    .filter((word) => !TITLES.test(word))
    .map((word) => word.toLowerCase());
  const list = words(phrase);
  let skip = 0;
  while (skip < list.length && names.includes((list[skip] ?? '').replace(/[,;:]$/, '').toLowerCase())) skip += 1;
  // "Yusuf – I sell handwoven rugs": a dash after the name ends it too.
  if (skip > 0 && /^[-–—]$/.test(list[skip] ?? '')) return list.slice(skip + 1).join(' ');
  // "Kerry-Ann and I make proper Jamaican patties": what the person says after "and" is the answer.
  if (skip > 0 && /^and$/i.test(list[skip] ?? '') && /^(?:i|we)$/i.test(list[skip + 1] ?? '')) return list.slice(skip + 1).join(' ');
  return skip > 0 && /[,;:]$/.test(list[skip - 1] ?? '') ? list.slice(skip).join(' ') : phrase;
}

export const ORGANISATION_NAME =
  /\s&\s|\b(?:Ltd|Limited|LLP|plc|Inc|Co|Group|Studio|Agency|Partners|Associates|Sons|Brothers|Trust|Foundation)\b/;

/** A person who speaks for a team ("I'm Aroha Ngata, and we're a surf school"), not a team named as itself. */
export const speaksForTeam = (reading: Pick<Reading, 'organisation' | 'fullName'>) =>
  reading.organisation && !ORGANISATION_NAME.test(reading.fullName);

/** A noun answer, its notes said as one phrase ("product designer, Warsaw" → "product designer based in Warsaw"). */
/** "mobile dog groomer Norwich": a place typed straight after the post it is where, "in Norwich". */
const withPlace = (text: string) =>
  text.replace(
    /^((?:\p{Ll}[\p{L}-]*\s+)*(\p{Ll}[\p{L}-]*))\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u,
    (typed, post: string, head: string, place: string) =>
      isPersonNoun(head) || /(?:er|or|ist|ian)$/.test(head) ? `${post} in ${place}` : typed,
  );
/** "Primary teacher for 14 years, currently ...": after "I'm" or "is", the years are the experience the person has. */
const YEARS_IN_POST = /^([^,(]+?)\s+for\s+(\d{1,2})\s+years\b/i;
const withYearsAsExperience = (text: string) =>
  YEARS_IN_POST.test(text) && !/^(?:working|worked|been|served|spent)\b|\b(?:who|that|which)\b/i.test(text.match(YEARS_IN_POST)![1]!)
    ? text.replace(YEARS_IN_POST, (_whole, who: string, years: string) => `${who} with ${years} years' experience`)
    : text;

/** "barbershop, Narborough Road Leicester": a street and its town after a comma, where it is ("on Narborough Road, Leicester"). */
const onItsStreet = (text: string) =>
  text.replace(
    /^([^,]+),\s+(\p{Lu}[\p{L}'-]+\s+(?:Road|Street|Lane|Avenue))\s+(\p{Lu}[\p{L}-]+)$/u,
    (_, what: string, street: string, town: string) => `${what} on ${street}, ${town}`,
  );

const nounReading = (typed: string) => {
  const text = onItsStreet(typed);
  const withYears = withYearsAsExperience(text);
  return { kind: 'noun' as const, text: inRunningText(identityFromNotes(withYears) ?? withPlace(withYears)) };
};

/** Words an identity names a business by ("a family-run bakery"): it speaks for the business. */
export const BUSINESS_KINDS = [
  ...['firm', 'company', 'business', 'enterprise', 'agency', 'studio', 'practice', 'charity', 'shop', 'bakery', 'barbershop'],
  ...['salon', 'cafe', 'café', 'restaurant', 'brewery', 'winery', 'clinic', 'co-op', 'cooperative'],
];
const BUSINESS_HEAD = new RegExp(`^(?:${BUSINESS_KINDS.join('|')})$`, 'i');

/** A goal of a post or a step to come: "My goal is to lead a team", "I want to become a partner", "to qualify as ...". */
// "Manage a cafe, train baristas", "Run my own kitchen", "Working again as a nurse": typed bare, still a step to come.
const TO_COME =
  /^(?:(?:(?:my|our)\s+(?:\w+\s+)?(?:goal|aim|ambition|plan)\s+(?:now\s+)?is\s+to|(?:i|we)\s+(?:want|hope|plan|would like|'d like)\s+to|to)\s+)?(?:lead|become|run|qualify|work\s+in|join|get\s+(?:back\s+)?into|move\s+(?:in)?to|manage|head|be\s+(?:a|an|the)\b|work(?:ing)?\s+again\b)/i;

/** "Private hire firm in Bradford", "barbershop, narborough road": an identity that is the business itself. */
function namesBusiness(sentence: string): boolean {
  const head = words(sentence.split(/[,(–—]|\s(?:in|at|on|of|and|for|from|with|that|who|which|near)\s/i)[0] ?? '').at(-1) ?? '';
  return BUSINESS_HEAD.test(head);
}

/**
 * "SOC analyst, now Security Engineer": the post held now first, the earlier one after it ("Security Engineer, formerly
 * an SOC analyst"), never "I'm an SOC analyst" with the present post as a note. Null when "now" goes on with a verb.
 */
function nowAndBefore(text: string, told: string): string | null {
  const parts = partsOutsideBrackets(text, /,\s+now\s+/i);
  if (parts.length !== 2) return null;
  const [before = '', now = ''] = parts;
  const first = words(now)[0] ?? '';
  // "Chemical engineer with 16 years in refining, now founder of ...": still an engineer; only a post is "formerly".
  if (
    /^(?:i|we)\b/i.test(before) ||
    words(before).length > 4 ||
    /\s(?:with|in|at|for)\s/i.test(before) ||
    gerundBase(first) ||
    isPastVerb(first) ||
    (isBaseVerb(first) && !isPersonNoun(first))
  )
    return null;
  // The earlier post the CV tells already is not said again.
  if (toldIn(before, told)) return now;
  return `${now}, ${/^(?:ex-|former\b)/i.test(before) ? before : `formerly ${withArticle(before)}`}`;
}

/** "Started as a driver 2003, bought our first cars 2010.": notes of what the person did, said with their "I". */
function saidAsDone(line: string): string {
  if (!/^\p{Lu}\p{Ll}/u.test(line) || !isPastVerbPhrase(line)) return line;
  const done = `I ${lowerFirst(line)}`
    // "..., bought our first cars": the next deed joins with "and".
    .replace(/,\s+(\p{Ll}+)\b/gu, (match, word: string) => (isPastVerb(word) ? ` and ${word}` : match))
    // "a driver 2003": a year after a word is "in" it.
    .replace(/(\p{L}+)\s+((?:19|20)\d\d)\b/gu, (match, word: string, year: string) =>
      /^(?:in|since|from|to|until|of|by|year|summer|winter|spring|autumn)$/i.test(word) ? match : `${word} in ${year}`,
    );
  return asSentence(done);
}

/** Whether a note's telling words (by their first five letters: "postdoc", "postdoctoral") are most of them in `told`. */
export function toldIn(note: string, told: string): boolean {
  // Words of four letters or more, and acronyms ("SOC analyst" is told by "SOC Analyst (L1 → L2)").
  const stems = (text: string) => (text.match(/\p{L}{4,}|\b\p{Lu}{2,3}\b/gu) ?? []).map((word) => word.toLowerCase().slice(0, 5));
  const said = new Set(stems(told));
  const telling = stems(note);
  return telling.length >= 2 && telling.filter((stem) => said.has(stem)).length * 3 >= telling.length * 2;
}

/**
 * "PE teacher for 8 yrs in Luton, UEFA B licence, want to go full time into academy coaching!!": a last note of what the
 * person wants, after notes of who they are, is a sentence of its own ("I want to go full time into academy coaching.").
 */
function wishNoteOf(opening: string): { notes?: string; wish?: string } {
  const [, notes, wanting, rest] =
    opening.match(/^(.+?)[,;]\s+(want(?:ing)?|hop(?:e|ing)|looking|keen|plan(?:ning)?|aiming)\s+(to\s.+?)[.!?]*$/i) ?? [];
  // Notes that open with what the person has done are clauses already ("been in retail 15 years, ..., want to ...").
  if (!notes || !wanting || !rest || /\b(?:I|I'm|my|we)\b/.test(notes) || identityClauses(opening)) return {};
  const verb = wanting.toLowerCase();
  const said = /^(?:want|hope|plan)$/.test(verb) ? `${verb}s` : verb === 'wanting' ? 'wants' : `is ${verb}`;
  return { notes: asSentence(notes), wish: `${said} ${rest}` };
}

/** "Ngozi – Mandela Washington Fellow 2022" among a team's achievements: the person's own, said without the name. */
const withoutOwnNameLead = (achievements: string, firstName: string) =>
  achievements.replace(new RegExp(`(^|[;\n•])\\s*${escapeRegExp(firstName)}\\s*[–—:-]\\s+`, 'gu'), '$1 ');

/**
 * Who the person is; `told` is what the role and the CV say, which a note after it need not say again, and `achieved`
 * the achievements, which say a post held now ("Now an accredited workplace mediator" beside "Accredited mediator, MII").
 */
function readIdentity(
  raw: string,
  fullName: string,
  told = '',
  achieved = '',
): Pick<Reading, 'identity' | 'identityMore' | 'organisation'> {
  const [opening = '', ...typedMore] = sentencesOf(keepBracketed(raw)).map(asSentence).filter(Boolean);
  const { notes: who, wish } = wishNoteOf(opening);
  if (who && wish) {
    // Who the person is, then what they want: "a PE teacher ..., who wants to go full time into academy coaching".
    const read = readIdentity([who, ...typedMore].join(' '), fullName, told, achieved);
    if (read.identity?.kind === 'noun') return { ...read, identity: { kind: 'noun', text: `${read.identity.text}, who ${wish}` } };
  }
  // "Currently building credit products at Kredito." is what the person does now: "I'm currently building ...".
  const more = typedMore
    .filter((line) => !(saidAsNow(line) && toldIn(line, achieved)))
    .map((line) => saidAsNow(line) ?? saidOfOneself(line) ?? line);
  // "dj/producer from rio. baile funk x house": a stop before a lower-case word ends no sentence for the segmenter.
  const [first = '', ...typedOn] = opening.split(/(?<=\.)\s+(?=\p{Ll})/u);
  const sentence = cleanAnswer(first);
  // A short further note typed in lower case ("baile funk x house") is no sentence to say: it goes in brackets after
  // who the person is, when that is a noun ("a DJ/producer from Rio (baile funk x house)").
  // So is a short line with no verb ("UX and branding for healthcare and education startups.").
  const notes = [...typedOn, ...more].filter((line) =>
    /^\p{Ll}/u.test(line)
      ? words(line).length <= 8 && !/^(?:i|we|my|our)\b/.test(line)
      : words(line).length <= 10 && !/[()]|\b(?:I|me|my|myself|we|us|our)\b/i.test(line) && isVerbless(line),
  );
  // "Postdoc at the University of Gothenburg" after "Marine ecologist ...", with the role "Postdoctoral Researcher": said.
  const untold = notes.filter((line) => /^\p{Ll}/u.test(line) || !toldIn(line, told));
  const identityMore = more.filter((line) => !notes.includes(line) && !isVerbless(line)).map(saidAsDone);
  const noun = (typed: string): PhraseReading => {
    const read = nounReading(nowAndBefore(typed, told) ?? typed);
    return untold.length
      ? { kind: 'noun', text: `${read.text} (${untold.map((note) => lowerFirst(note.replace(/[.!]+$/, ''))).join('; ')})` }
      : read;
  };
  // "We are a family-run joinery" names an organisation; "We help restaurants ..." is a person speaking for a team.
  const organisation =
    /^(?:we\s+are|we're)\s/i.test(sentence) || (/^we\s/i.test(sentence) && ORGANISATION_NAME.test(fullName)) || namesBusiness(sentence);
  const being = sentence.match(/^(?:i\s+am|i'm|im|we\s+are|we're)\s+(.+)$/i)?.[1];
  const named = being && withoutOwnName(being, fullName);
  // "I'm Yusuf – I sell handwoven rugs": what follows the name is the answer.
  if (named && named !== being && /^(?:i|we)\b/i.test(named)) return readIdentity([named, ...more].join(' '), fullName, told, achieved);
  if (named) return { identity: noun(named), identityMore, organisation };
  // "16 (17 in August), leaving school this summer": an age is said as "I'm 16", with no article.
  if (/^\d{1,2}\b(?!\s*(?:years?|yrs?|%|[.,]\d))/i.test(sentence))
    return { identity: { kind: 'clause', text: asSentence(`I'm ${sentence}`), firstPerson: true }, identityMore, organisation };
  const doing = sentence.match(organisation ? /^(?:i|we)\s+(.+)$/i : /^i\s+(.+)$/i)?.[1];
  if (doing) {
    const asVerb = readPhrase(doing, 'verb');
    // "I help small teams ship faster" is what the person does; "I think my job is..." stays their own sentence.
    if (asVerb?.kind === 'verb' && !/\b(?:i|my|me|we|our|us)\b/i.test(doing) && more.length === 0)
      return { identity: asVerb, identityMore, organisation };
    return {
      identity: { kind: 'clause', text: asSentence(sentence.replace(/^i\s/, 'I ')), firstPerson: true },
      identityMore,
      organisation,
    };
  }
  const clauses = identityClauses(sentence);
  if (clauses) return { identity: { kind: 'clause', text: clauses, firstPerson: true }, identityMore, organisation };
  // "After 32 years in banking – the last ten as CRO – I now advise banks": a sentence of the person's own, its "I" later on.
  if (/[\s–—-]I(?:'m|\s)/.test(sentence))
    return { identity: { kind: 'clause', text: asSentence(sentence), firstPerson: true }, identityMore, organisation };
  const read = readPhrase(sentence, 'noun');
  return { identity: read?.kind === 'noun' ? noun(read.text) : read, identityMore, organisation };
}

const CONTEXT_KINDS: Array<[ContextKind, RegExp]> = [
  ['interview', /\binterview|\bapplying|\bapplication\b|\bhiring\b|\bjob\b|\brole\b/i],
  [
    'event',
    /\bevent|\bnetworking|\bconference|\bmeet-?up|\bsummit|\bpanel|\btalk\b|\bpitch|\bevening|\bbreakfast|\bfair\b|\bexpo\b|\bworkshop|\bwebinar|\bdemo day/i,
  ],
  ['profile', /\blinkedin|\bprofile|\bbio\b/i],
  ['website', /\bwebsite|\babout (?:us|page)|\bportfolio/i],
  ['report', /\breport\b|\bnewsletter|\bannual/i],
  ['proposal', /\bproposal|\btender|\bbid\b|\bgrant/i],
];

/** A job of no particular kind. */
const GENERIC_AIM = /^(?:(?:a|an|the|new|next|full-time|part-time|permanent)\s+)*(?:job|role|position|post|opening|vacancy)$/i;

function readContext(raw: string): Context {
  const occasion = inRunningText(cleanAnswer(keepBracketed(raw)).replace(/["']/g, ''));
  const kind = CONTEXT_KINDS.find(([, pattern]) => pattern.test(occasion))?.[0] ?? 'other';
  const aimMatch = occasion.match(
    /\b(?:for|as)\s+(?:the\s+|an?\s+)?(.+?(?:job|role|position|post|opening|vacancy)\b(?:\s+(?:at|with|in)\s+[^,;.]+)?)/i,
  );
  // "Applying for a job" names no job in particular: "I am open to a job" would tell the reader nothing.
  const aim = aimMatch?.[1] && !GENERIC_AIM.test(aimMatch[1]) ? aimMatch[1] : null;
  return {
    kind,
    aim: kind === 'interview' ? aim : null,
    evening: /\b(?:evening|night|dinner|drinks)\b/i.test(occasion),
    questioned: kind !== 'interview' && QUESTIONED.test(raw),
    remote: /\b(?:tele)?phone\b|\b(?:video|zoom|teams|skype)\b|\bcall\b/i.test(raw),
  };
}

/** The questions after a pitch: "then Q&A", "then panel questions" (a panel alone may take none: readers said so). */
const QUESTIONED = /\b(?:Q\s?&\s?A|questions|dragons['’]? den)\b/i;

/** Words that end the name of an organisation: "Mehta & Co Accountants", "Peel Court Chambers", "Yard Kitchen Ltd". */
const ORGANISATION_WORD =
  /\b(?:Ltd|Limited|LLP|plc|Inc|CIC|CIO|Co\.?|Group|Studio|Studios|Academy|School|Surgery|Hospitals?|Trust|Council|University|College|Chambers|Clinic|Accountants|Services|Home|Workshop|Kitchen|Physio|Health|Games|Audio|Roofing|Arquitectos|Technologies|Diagnostics|Initiative|Theatre|Law|Photographie|Bodega|Cooperativa|Brewing|Pharmacy|Institute|Foundation|Partners|Agency|Bank|Labs|Cars|Records|Wheels)\b/;
/** Titles that own or lead what they name: "Founder, Kilimhaus" is the founder of Kilimhaus. */
const LEADING_TITLE = /\b(?:founder|co-?founder|founding partner|owner|co-?owner|ceo|cto|md|chair|managing director)\b/i;

/** The parts of a role typed as a list ("Owner, Lead Electrician – SK Electrical Services Ltd"), brackets kept whole. */
const roleParts = (text: string) => partsOutsideBrackets(text, /,\s|;\s|\s[-–—]\s/).filter(Boolean);

/**
 * The role as running text: its titles, and the organisation typed after them ("Founder, Kilimhaus" is "founder of
 * Kilimhaus", "Barrister (Crime), Peel Court Chambers" "barrister (crime) at Peel Court Chambers"); a part that is
 * neither ("RN, Community/District Nursing") is left out.
 */
/** A part of the role that names the post to come: "applying for Specialist Paramedic", "aspiring trainee solicitor". */
const AIMED_AT = /^(?:applying|aspiring|looking|seeking)\b/i;

/** A credential typed beside a post ("Chartered FCIPD", "CFA Charterholder") is no part of what the post covers. */
const CREDENTIAL_PART =
  /\b(?:Chartered|Charterholder|Fellow|Member|Module|Registered|Certified|Accredited|Licensed|Qualified|Diploma|Hons)\b/i;

/** "label owner (Calor Records)": the post, and the organisation named in its brackets ("label owner of Calor Records"). */
function withOrganisationInBrackets(title: string, typed: string, amongOthers: boolean): string {
  const named = typed.match(/\(((?:The\s+)?(?:\p{Lu}[\p{L}&'’-]*\s+)+\p{Lu}[\p{L}.]*)\)\s*$/u)?.[1];
  if (!named || !ORGANISATION_WORD.test(words(named).at(-1) ?? '')) return title;
  // Among other posts it is a post of its own, which the organisation's name tells the kind of: "a DJ, producer and
  // the owner of Calor Records", never "label owner of Calor Records" (all three there).
  const leads = title.match(LEADING_TITLE)?.[0];
  if (leads && amongOthers && !title.startsWith(leads)) return `the ${leads.toLowerCase()} of ${named}`;
  return `${title} ${leads ? 'of' : 'at'} ${named}`;
}

/** A post's word, or the letters of one ("CEO", "DJ"; "EFL/ESL teacher" names no two posts). */
const isPostWord = (word: string) => /^(?:C[A-Z]O|MD|DJ|PT|GP|RN)$/.test(word) || (isPersonNoun(word) && !isPluralNoun(word.toLowerCase()));
/** "Owner/Designer", "founder/CEO": two posts, said "owner and designer" (a slash is not spoken). */
const postsJoined = (text: string) =>
  text.replace(/(?<![\p{L}\d/])([\p{L}-]+)\/([\p{L}-]+)(?![\p{L}\d/])/gu, (typed, first: string, second: string) =>
    isPostWord(first) && isPostWord(second) ? `${first} and ${second}` : typed,
  );

function readRole(raw: string): Pick<Reading, 'role' | 'roleSentence' | 'roleRemit'> {
  const text = postsJoined(cleanAnswer(keepBracketed(raw)));
  if (!text) return { role: null, roleSentence: null };
  if (/^(?:i|we)\s|^(?:i'm|we're)\s/i.test(text)) return { role: null, roleSentence: asSentence(text.replace(/^i\s/, 'I ')) };
  // "Looking for a joinery apprenticeship": what the person wants, said as such.
  if (/^(?:looking|seeking|hoping|aiming)\s+(?:for|to)\b/i.test(text))
    return { role: null, roleSentence: asSentence(`I'm ${lowerFirst(text)}`) };
  const parts = roleParts(text);
  const [first = text] = parts;
  const read = readPhrase(first.replace(/\s*\(.*$/, ''), 'noun');
  const last = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  const titleHead = (part: string) =>
    headWords(words(part.replace(/\s*\([^)]*\)/g, '')))
      .at(-1)
      ?.toLowerCase() ?? '';
  // "Children & Families" names people, not a post; "then Head Chef" is where the person is going.
  const isTitle = (part: string) => isPersonNoun(titleHead(part)) && !isPluralNoun(titleHead(part)) && !/^(?:then|now)\s/i.test(part);
  // "Head Barista / 2IC", "Export & Quality Manager" name a post, whatever "head" or "export" can be.
  const namesPost = words(first).some((word) => isPersonNoun(word.replace(/[^\p{L}-]/gu, '')) && !isPluralNoun(word));
  if (read?.kind === 'verb' && !namesPost) return { role: null, roleSentence: asSentence(`I ${read.text}`) };
  const aiming = parts.some((part) => AIMED_AT.test(part) || /^currently\b/i.test(part));
  const named =
    !aiming &&
    /^\p{Lu}/u.test(last) &&
    !isTitle(last) &&
    (ORGANISATION_WORD.test(last) || parts.slice(0, -1).some((part) => LEADING_TITLE.test(part)));
  const candidates = named ? parts.slice(0, -1) : parts;
  // The first part, and each further one that names another post ("Owner, Lead Electrician"; "DJ, producer, label owner").
  const said = candidates.filter(
    (part, index) =>
      index === 0 || (isTitle(part) && candidates.slice(0, index).every((earlier) => titleHead(earlier) !== titleHead(part))),
  );
  const leading = said.findIndex((part, index) => index > 0 && !candidates.includes(part));
  const titles = (leading < 0 ? said : said.slice(0, leading)).map((part, index, all) =>
    withOrganisationInBrackets(index === 0 ? (part.split(/\s*\(/)[0] ?? part) : part.replace(/\s*\([^)]*\)/g, ''), part, all.length > 1),
  );
  // "Director, ESG & Decarbonisation – South & Southeast Asia": the field and the region the post covers, kept beside it.
  const aimedAt = candidates.findIndex((part) => AIMED_AT.test(part));
  const remit = candidates
    .slice(1, aimedAt < 0 ? undefined : aimedAt)
    .filter(
      (part) =>
        !said.includes(part) &&
        /^\p{Lu}/u.test(part) &&
        /\p{Lu}\p{Ll}{3,}/u.test(part) &&
        !/[\d.]|^(?:currently|then|now)\b/i.test(part) &&
        !CREDENTIAL_PART.test(part) &&
        !qualificationOf(part) &&
        !isPersonNoun(titleHead(part)) &&
        // "Fabricator": one word named for what a person does is a post, not a field.
        !(words(part).length === 1 && /(?:or|er|ist|ian)$/i.test(part)),
    )
    .map((part) => part.replace(/\s*\(([^()]*)\)/g, ', $1'));
  const roleRemit = remit.length ? remit.join(', ') : undefined;
  if (!named)
    return {
      // "Owner & Master Technician" is two titles, each in running text.
      role:
        titles.length > 1 || (titles[0] ?? '').split(/\s&\s/).every((title, _, all) => all.length > 1 && isTitle(title))
          ? titleInRunningText(joinList(titles))
          : inRunningText(joinList(titles)),
      roleRemit,
      roleSentence: null,
    };
  const organisation = inText(last.replace(/\s*\([^)]*\)/g, ''));
  const of = titles.some((title) => LEADING_TITLE.test(title)) ? 'of' : 'at';
  return { role: `${titleInRunningText(joinList(titles))} ${of} ${organisation}`, roleRemit, roleSentence: null };
}

/**
 * "Principal Dentist & Practice Owner" in running text: a title typed in capitals has its words in lower case, acronyms
 * ("CEO", "DPO") kept; "owner of Lindgren Lera studio" keeps the name it was typed with.
 */
const titleInRunningText = (titles: string) =>
  titles
    .split(/(,\s|\sand\s)/)
    .map((title) =>
      words(title).every((word) => /^[\p{Lu}\d&/–-]/u.test(word))
        ? title.replace(/\b\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase())
        : title,
    )
    .join('');

/** How much more telling an achievement is for showing what the advert asks for. */
const ADVERT_MATCH_STRENGTH = 4;

/** The achievements that show what the advert asks for count for more, and lead (achievementsFor in draft.ts). */
function forAdvert(achievements: Achievement[], advert: AdvertReading): Achievement[] {
  return achievements.map((achievement) => {
    const sentences = stemmedSentences([achievement.typed]);
    const matches = advert.requirements.some((requirement) => shows(requirement, sentences));
    return matches ? { ...achievement, strength: achievement.strength + ADVERT_MATCH_STRENGTH, matchesAdvert: true } : achievement;
  });
}

/** What the job and pitch texts say the person is going for: the advert's role and organisation, when it names them. */
function advertAimOf(context: Context, advert: AdvertReading): string | null {
  const { role, organisation } = advert;
  const at = organisation ? ` at ${organisation}` : '';
  if (role) return /\b(?:role|job|position|post)$/i.test(role) ? `${role}${at}` : `${role} role${at}`;
  if (organisation && context.aim && !/\s(?:at|with|in)\s/i.test(context.aim)) return `${context.aim}${at}`;
  return null;
}

/**
 * Whether an answer is a sentence already, to be said as typed: the person's own ("I'd like to settle in a community
 * pharmacy") or one with its subject right before its verb ("Every kid in Bristol should get to play"). "Games that help
 * people ..." and "Real bread, made slowly" are noun phrases.
 */
function readsAsSentence(text: string): boolean {
  if (/^(?:I|I'm|I'd|I've|I'll|My|We|We're|We'd|We've|Our)\b/.test(text)) return !/\?$/.test(text);
  const parsed = (nlp(text).sentences().json() as Array<{ sentence?: { subject?: string; verb?: string } }>)[0]?.sentence;
  const subject = parsed?.subject ?? '';
  const verb = words(parsed?.verb ?? '')[0] ?? '';
  // "without burning out": compromise's verb phrase may open with a preposition.
  if (/^(?:without|with|by|for|in|on|at|to|from|of)$/i.test(verb)) return false;
  // A question, a participle or a gerund after a noun ("99.99% uptime without burning out ...") is no statement.
  if (
    /\?$/.test(text) ||
    !subject ||
    !verb ||
    /\b(?:that|which|who|whose|where|i|we|you)\b/i.test(subject) ||
    isPastVerb(verb) ||
    /ing$/i.test(verb)
  )
    return false;
  const lower = text.toLowerCase();
  return lower.startsWith(subject) && lower.slice(subject.length).trimStart().startsWith(verb);
}

/** "honest prices, turn up when I say": notes of a noun and a deed, said as one list ("honest prices and turning up
 * when I say"); null unless every note is a noun phrase or a deed and one is a deed. */
function missionNotes(mission: string): string | null {
  const parts = partsOutsideBrackets(mission.replace(/[.!]+$/, ''), /\s*,\s*/);
  // "side by side", "step by step": a manner, neither a noun nor a deed.
  if (parts.length < 2 || parts.some((part) => words(part).length > 8 || /^(\p{L}+) by \1\b/iu.test(part))) return null;
  const said = parts.map((part) => {
    // A noun phrase first: "fair price" is one, "turn up when I say" a deed.
    if (words(part).length >= 2 && readPhrase(part, 'noun')?.kind === 'noun') return lowerFirst(part);
    return isBaseVerb(words(part)[0]?.toLowerCase() ?? '') ? toGerund(lowerFirst(part)) : null;
  });
  const deeds = said.filter((part, index) => part !== null && part !== lowerFirst(parts[index] ?? ''));
  return deeds.length > 0 && said.every((part) => part !== null) ? joinList(said as string[]) : null;
}

/**
 * "tax returns done right, on time, no jargon", "Safe, on time, fair price. 24/7.": a motto of short verbless parts,
 * which no frame of a verb or a noun takes whole; it is quoted as typed.
 */
function isMotto(mission: string): boolean {
  const sentences = sentencesOf(mission);
  const parts = partsOutsideBrackets(sentences[0] ?? '', /,\s/);
  // "Manage a cafe, train baristas, ..." are things to do; "tax returns done right" is a thing, done.
  const toDo = (part: string) => {
    const [first = '', second = '', third = ''] = words(part.toLowerCase());
    const participle = isPastVerb(third) || /^(?:done|made|built|paid|sold|kept|grown|known|shown|given|taken|written|taught)$/.test(third);
    return isBaseVerb(first) && !(isPluralNoun(second) && participle);
  };
  // "sharp cuts, walk ins welcome" is a motto of two; "stable job, near home" a wish, "fewer bugs in prod, faster
  // releases" aims, "Guests remember people, not marble" a sentence.
  const aims = parts.some((part) => /^(?:fewer|more|less|better|\p{L}+er)\b/iu.test(part));
  const enough = parts.length >= 3 || (parts.length === 2 && !aims && !ONE_THING.test(lowerFirst(mission)) && !readsAsSentence(mission));
  const notes = enough && parts.every((part) => words(part).length <= 4 && !toDo(part)) && !/\b(?:I|we|my|our|me|us)\b/i.test(mission);
  // "Made in London, by women who were told they'd never work": how the work is made, a line of its own.
  return (
    notes || /^(?:made|built|brewed|grown|designed|handmade|hand-made|crafted|baked|sewn|printed)\s+(?:in|by|with|for)\b/i.test(mission)
  );
}

const MOTTO_SAID = 'My motto is ';
/** The motto a mission was read as, as typed: "Sharp cuts, walk-ins welcome". */
export const mottoOf = (mission: PhraseReading | null): string | undefined =>
  mission?.kind === 'clause' && mission.text.startsWith(MOTTO_SAID) ? mission.text.slice(MOTTO_SAID.length + 1, -2) : undefined;

/**
 * "Want regular days, home every night, decent firm.": things wanted, typed as notes, listed as what the person is
 * looking for ("What I'm looking for is regular days, home every night and a decent firm.": a colon is no way to speak),
 * never the object of "I want" they cannot all be.
 */
function wantedNotes(mission: string): string | null {
  const typed = mission.match(/^(?:I\s+)?want\s+(.+?)[.!]*$/i)?.[1];
  const parts = typed ? partsOutsideBrackets(typed, /,\s*/) : [];
  if (parts.length < 3 || !parts.every((part) => words(part).length <= 4 && isVerbless(part))) return null;
  // "decent firm": a thing of its kind takes its article; "home every night" is no thing.
  const said = parts.map((part) => {
    const [first = '', second = '', ...rest] = words(part);
    return rest.length === 0 && isAdjective(first.toLowerCase()) && second && !isPluralNoun(second.toLowerCase())
      ? withArticle(part)
      : part;
  });
  return joinList(said);
}

/** The mission: a wish said as the person's own ("want regular days" is "I want regular days"), a sentence as typed. */
function readMission(mission: string): PhraseReading | null {
  if (isMotto(mission)) return { kind: 'clause', text: `${MOTTO_SAID}"${capitalise(mission.replace(/[.!]+$/, ''))}".`, firstPerson: true };
  const wanted = wantedNotes(mission);
  if (wanted) return { kind: 'clause', text: `What I'm looking for is ${wanted}.`, firstPerson: true };
  if (/^(?:want|hope|wish|need|would like|would love)\b/i.test(mission))
    return { kind: 'clause', text: asSentence(`I ${lowerFirst(mission)}`), firstPerson: true };
  // "Climbing for everyone": a cause, the activity open to all, not the person doing it for others ("to climb for everyone").
  if (/^\p{L}+ing\s+for\s+(?:everyone|everybody|all|anyone|every)\b/iu.test(mission)) return { kind: 'noun', text: lowerFirst(mission) };
  const read = readPhrase(mission, 'verb');
  const notes = read?.kind === 'noun' ? missionNotes(mission) : null;
  if (notes) return { kind: 'noun', text: notes };
  if (read?.kind !== 'noun' || !readsAsSentence(mission)) return read;
  return { kind: 'clause', text: asSentence(mission), firstPerson: /^(?:I|My|We|Our)\b/.test(mission) };
}

/** "Stable job in offshore fabrication": one thing wished for, with its article ("a stable job ..."). */
const ONE_THING = /^(?:(?:\p{Ll}+\s+){0,2})(?:job|role|position|career|post|place|home|business|team|life)\b/u;
/** "Stable job in offshore fabrication", "A career I can do for the next 25 years": work wished for. */
const WISHED = /^(?:(?:\p{Ll}+\s+){0,2})(?:job|role|position|career|post)\b/u;
/** "Later team leader", "Eventually a second clinic": a further wish, for later. */
const LATER = /^(?:later|eventually|one day|in time|long[- ]term)\b,?\s+/i;

const firstWordOf = (text: string) => words(text)[0]?.toLowerCase() ?? '';
const withoutStop = (sentence: string) => sentence.replace(/[.!]+$/, '');
const isVerbless = (text: string) => findGrammarFaults(asSentence(text)).some((fault) => fault.kind === 'no-finite-verb');

/**
 * The mission as one phrase or sentences, nothing of it left out: its first sentence, and what was typed after it
 * ("Stable job in offshore fabrication. Later team leader." are two wishes, not one).
 */
function missionOf(text: string): string {
  const [typed = '', ...rest] = sentencesOf(text);
  const toDo = isBaseVerb(firstWordOf(typed.replace(/^to\s+/i, '')));
  const first = ONE_THING.test(lowerFirst(typed)) && !toDo ? withArticle(lowerFirst(typed)) : typed;
  if (toDo) return thingsToDo(first, rest);
  // "Safe, on time, fair price. 24/7.": a motto's short notes after it are part of it ("..., fair price, 24/7").
  if (isMotto(first)) {
    const notes = rest.filter((sentence) => words(sentence).length <= 3 && (!/\p{L}{2}/u.test(sentence) || isVerbless(sentence)));
    return [first, ...notes].map(withoutStop).join(', ');
  }
  // "Why do men wait until they're in crisis to talk? I want to change that, ...": the person's own sentences after a
  // sentence or a question of theirs.
  if (/\?$/.test(first) || readsAsSentence(first)) {
    const own = rest.filter((sentence) => /^(?:I|I'm|I'd|We|We're|We'd|My|Our)\b/.test(sentence) && !isVerbless(sentence));
    return [first, ...own].join(' ');
  }
  const later = rest.map((sentence) => withoutStop(sentence)).find((sentence) => LATER.test(sentence) && isVerbless(sentence));
  const thing = later?.replace(LATER, '');
  const post = thing !== undefined && isPersonNoun(words(thing).at(-1)?.toLowerCase() ?? '');
  // "Stable job in offshore fabrication": a job wished for is looked for, never what the work "centres on".
  if (WISHED.test(lowerFirst(typed)) && !toDo && !/\b(?:I|I'm|my)\b/.test(typed)) {
    // "Later team leader": a post to take later, a step up to it.
    const further = thing === undefined ? '' : `, and later ${post ? `a step up to ${thing}` : withArticle(thing)}`;
    return `I'm looking for ${withoutStop(first)}${further}.`;
  }
  if (thing === undefined) return first;
  // "Later team leader": a post to take, said as becoming one; another thing, said as it is ("a second clinic").
  return `${withoutStop(first)}, and later ${post ? `becoming ${withArticle(thing)}` : withArticle(thing)}`;
}

/**
 * A mission of things to do, with what was typed after its first sentence: "Ship fewer bugs. Faster releases." is "Ship
 * fewer bugs and faster releases", "Find attackers faster. Automate the boring parts." one aim of two deeds, "Run my own
 * kitchen. Fresh pasta, seasonal, no shortcuts." the kitchen as it will be; never half of it.
 */
function thingsToDo(first: string, rest: string[]): string {
  const more: string[] = [];
  let described = '';
  for (const sentence of rest.map(withoutStop)) {
    const opening = firstWordOf(sentence);
    // "Faster releases": a thing more to get, which can follow the verb too; "No ghosting" cannot.
    const thingMore = (isAdjective(opening) || /^\p{L}+er$/u.test(words(sentence)[0] ?? '')) && words(sentence).length <= 4;
    const deed = isBaseVerb(opening) && !/\b(?:you|your)\b/i.test(sentence) && words(sentence).length <= 12;
    const notes = sentence.split(/,\s*/);
    if (thingMore && isVerbless(sentence)) more.push(lowerFirst(sentence));
    else if (deed) more.push(lowerFirst(sentence));
    else if (notes.length >= 2 && notes.every((note) => words(note).length <= 3) && isVerbless(sentence))
      described = `: ${lowerFirst(sentence)}`;
    else if (/^no\s/i.test(sentence) && words(sentence).length <= 3) described = `, with ${lowerFirst(sentence)}`;
    else break;
  }
  if (more.length === 0 && !described) return first;
  return `${joinList([withoutStop(first), ...more])}${described}`;
}

/**
 * "student at Aston University, looking for a summer internship" beside the mission "get an internship in software dev":
 * what the person looks for is said once, in the mission, never in who they are as well.
 */
function withoutWishTold(identity: PhraseReading | null, mission: string): PhraseReading | null {
  if (identity?.kind !== 'noun') return identity;
  const [, who, wanted] = identity.text.match(/^(.+?),\s+(?:looking|hoping|seeking|aiming)\s+(?:for|to)\s+(.+)$/i) ?? [];
  const head = words(wanted?.replace(/\s(?:in|at|with|for|on)\s.*$/i, '') ?? '')
    .at(-1)
    ?.toLowerCase();
  return who && head && head.length > 3 && new RegExp(`\\b${escapeRegExp(head)}`, 'i').test(mission)
    ? { ...identity, text: who }
    : identity;
}

/** " at the Startup Istanbul e-commerce meetup", " at Coventry's "Pitch for Good" event": where one event meets. */
const EVENT_PLACE = new RegExp(
  // Case-sensitive, so "at night" is no place: the event's name is capitalised or comes after "the".
  String.raw`\s+(?:at|during)\s+(?=the\s|an?\s|\p{Lu}|")[^,;]*\b(?:${'meetup|meet-up|summit|conference|expo|event|sessions?|fair|show|night|evening|day|competition|festival|breakfast|week'
    .split('|')
    .map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|')})\b.*$`,
  'u',
);

const comparable = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim()} `;

/**
 * "Peer Inspector for Estyn since 2017" among the achievements tells the CV's "Peer Inspector, Estyn, 2017-present", and
 * "Approved GP trainer since 2022" its "Approved GP Trainer, Yorkshire and Humber (2022-present)": the same post at the
 * same place, or the whole title with the same start.
 */
function tells(achievement: Achievement, role: CareerRole): boolean {
  // "Teacher of the Year at International House Kraków" is a title won there, not the post held.
  if (achievement.kind === 'award') return false;
  const typed = comparable(achievement.typed);
  const title = comparable(role.title);
  if (title.trim().includes(' ') && typed.includes(title) && role.from && typed.includes(` ${role.from} `)) return true;
  // The post's head: "director" of "director of engineering (post-acquisition)".
  const post =
    comparable(role.title.replace(/\s*\([^)]*\)/g, ''))
      .split(/\s(?:of|for|at|in|with)\s/)[0]
      ?.trim()
      .split(' ')
      .at(-1) ?? '';
  // "Driver of the Year 2021 at Orwell Haulage" is a title won there, not the driver's post.
  if (!post || typed.includes(` ${post} of the year `)) return false;
  // "Trustee of the Guildford Samaritans branch" tells "Trustee, Samaritans Guildford"; "chaired the Employers' Forum"
  // the post of chair there; "NED at Mole Valley Housing Association" a non-executive director's.
  const said = tellingWords(achievement.typed);
  const employer = tellingWords(role.employer).slice(0, 2);
  const stem = (word: string) => word.slice(0, 5);
  const postSaid =
    said.some((word) => word === post || (post.length >= 4 && stem(word) === stem(post))) ||
    (/\bnon[\s-]executive director\b/.test(title) && /\bNEDs?\b/.test(achievement.typed));
  return employer.length > 0 && employer.every((word) => said.includes(word)) && postSaid;
}

/**
 * A post typed among the achievements that the CV shows ended: "Head of pasta section at a Borough Market pasta
 * restaurant" beside "2018 - 2021 Pasta section lead – Pastificio Borough, Borough Market" was held, not held now.
 */
function heldBefore(achievement: Achievement, career: Career): boolean {
  // Ranks say nothing of which post it was.
  const postWords = (text: string) => new Set(tellingWords(text).filter((word) => !/^(?:senior|lead|head|team)$/.test(word)));
  const typed = postWords(achievement.typed);
  const shared = (role: CareerRole) => [...postWords(`${role.title} ${role.employer}`)].filter((word) => typed.has(word)).length;
  const closest = [...career.roles].sort((one, other) => shared(other) - shared(one))[0];
  return closest !== undefined && !closest.current && closest.to !== null && shared(closest) >= 3;
}

/** A degree or a post typed among the achievements and listed in the CV is said once, as an achievement. */
/**
 * "... in child protection in Oslo, moved to Edinburgh in 2023": a post held in a place the person has moved from
 * ("Practice teacher for 5 social work students in Oslo") was held then, never now; so was one held for a time.
 */
function heldBeforeMoving(achievements: Achievement[], identity: string): Achievement[] {
  const before = identity.split(/\bmoved\s+(?:back\s+)?(?:to|here)\b/i);
  if (before.length < 2) return achievements;
  const left = [...(before[0] ?? '').matchAll(/\b(?:in|from)\s+(\p{Lu}[\p{L}-]+)/gu)].flatMap(([, place]) => (place ? [place] : []));
  if (left.length === 0) return achievements;
  const there = new RegExp(`\\bin\\s+(?:${left.map(escapeRegExp).join('|')})\\b`);
  // "Family group conference co-ordinator for 3 years", typed by someone who has moved: a time served, then left.
  const servedFor = (item: Achievement) => item.kind === 'credential' && item.verb === 'been' && HELD_FOR_A_TIME.test(item.text);
  return achievements.map((item) =>
    item.kind === 'credential' && ((item.verb === 'be' && there.test(item.text)) || servedFor(item)) ? { ...item, verb: 'was' } : item,
  );
}

function achievementsAndCareer(achievements: Achievement[], career: Career): Pick<Reading, 'achievements' | 'career'> {
  // "BSc (Hons) Midwifery" in the CV is the "BSc Midwifery" typed.
  const awardOf = (qualification: Qualification | null) =>
    qualification &&
    `${qualification.award.replace(/\s*\([^)]*\)|\s+hons\b/gi, '')} ${qualification.subject ?? ''}`
      .toLowerCase()
      .replace(/\W+/g, ' ')
      .trim();
  const typed = new Set(achievements.map((item) => awardOf(qualificationOf(item.typed))).filter(Boolean));
  return {
    achievements: achievements.map((item) =>
      item.kind === 'credential' && item.verb === 'be' && heldBefore(item, career) ? { ...item, verb: 'was' } : item,
    ),
    career: {
      ...career,
      roles: career.roles.filter((role) => !achievements.some((item) => tells(item, role))),
      qualifications: career.qualifications.filter((item) => !typed.has(awardOf(item))),
    },
  };
}

/** The organisation a post names: "principal dentist of Queen's Cross Dental Care" → "Queen's Cross Dental Care". */
export const organisationOfPost = (role: string | null) => role?.match(/\s(?:of|at)\s(\p{Lu}.*)$/u)?.[1];

/** A business's growth typed without its subject: "Grew to 320,000 students", "Reached $12M ARR in 2023". */
const BUSINESS_GROWTH =
  /^(?:grew|scaled|expanded)\s+(?:to|from)\b|^(?:reached|hit|passed)\s+(?:over\s+|more than\s+)?[£$€₹]?\d[\d,.]*\s*(?:k|m|bn|million|billion)?\s*(?:ARR|MRR|revenue|turnover|sales|users|customers|clients|students|downloads|subscribers|members|stores|shops|farmers|patients|orders)\b/i;
/** What an organisation does, not its founder: "Raised $250k pre-seed", "Paid back the share offer", "Stocked in 48 stores". */
const ORGANISATION_DEED =
  /^(?:raised\s+[£$€₹]?\d|paid\s+back\b|(?:stocked|sold|listed)\s+(?:in|at|by)\s|sold\s+(?:over\s+|more than\s+|about\s+|around\s+)?\d)/i;
/** A scheme's mark a business holds: "PV GreenCard accredited", "Gas Safe registered" (never "ACCA qualified"). */
const SCHEME_MARK = /^(?:\p{Lu}[\p{L}\d-]*\s+){1,4}(?:accredited|certified|approved|registered)$/u;
/**
 * Work counted in what an organisation serves, which its leader did not do alone: "Rewired 40 council flats", "Catered
 * 40+ weddings", "Supported 340 families since 2021". The organisation did it, whoever did the work.
 */
const COUNTED_SERVICE =
  /^(?:served|supported|supplied|catered|rewired|wired|installed|fitted|built|rebuilt|converted|trained|delivered|housed|fed|treated|placed|shipped|cleaned|repaired|serviced|hosted|processed|planted|renovated|refurbished|restored|insured|moved|employed|supply|serve|support|house|feed|treat|employ|stock)\s+(?:over\s+|more than\s+|around\s+|about\s+|nearly\s+)?[£$€]?\d[\d,.]*\+?k?\s+\p{L}/iu;
/** Places an organisation runs: "Running 6 clubs across Bristol", never "ran 3 marathons". */
const RUNS_PLACES =
  /^(?:run|ran|operate|operated)\s+(?:over\s+|more than\s+)?\d[\d,]*\+?\s+(?:\p{L}+\s+)?(?:clubs|sites|stores|shops|clinics|branches|restaurants|caf[eé]s|kitchens|classes|markets|venues|nurseries|centres|centers|gyms|studios|salons|farms|trucks|vans|vehicles)\b/iu;
/** Press and shortlists a business gets: "featured in Monocle", "finalist for Independent Pharmacy of the Year". */
const FEATURED = /^(?:featured|profiled|reviewed)\s+(?:in|on|by)\s/i;
const BUSINESS_TITLE =
  /\b(?:Pharmacy|Business|Shop|Store|Practice|Studio|Brand|Restaurant|Employer|Company|Start-?up|Agency|Bar|Caf[eé]|Brewery|Bakery|Salon|Clinic|Hotel|Venue|Product|Firm|Club|Charity|Project)\b/;
const SHORTLISTED = /^(?:an?\s+)?(?:finalist|winner|nominee|runner-up|shortlisted|nominated)\b|\b(?:finalist|nominee|runner-up)$/i;
/** A status an organisation holds, now: "recognised by all major insurers", "approved by Which? Trusted Traders". */
const HELD_STATUS =
  /^(?:recognised|recognized|approved|accredited|endorsed|trusted|used|listed|stocked|sold)\s+(?:in|at|by)\s(?!.*\b(?:19|20)\d\d\b)/i;
/** "Bristol City Robins Foundation partner", "Good Garage Scheme member": the organisation is. */
const ORGANISATION_STATUS = /\s(?:partner|scheme member)$/i;
/** "named one of Houston's 10 best food trucks": a list of businesses, not of people. */
const NAMED_AMONG = /^named\s+(?:one of|among)\s.*\b(?:best|top|leading)\s+(?:[\d\s]+)?(?:\p{L}+\s+)*?(\p{L}+s)\b/iu;
/** Prizes a person wins, not their organisation: "won a Churchill Fellowship", "won Young Entrepreneur of the Year". */
const PERSONAL_PRIZE = /\b(?:Fellowship|Scholarship|Bursary|Under \d+|Young|Entrepreneur|Wom[ae]n|Leader|Founder|Person|Citizen)\b/i;
/** The legal form after a company's name: "Pvt Ltd", "Ltd", "CIC", "CIO", "LLP", "Inc". */
const LEGAL_FORM = /(?<=\S)\s+(?:Pvt\.?\s+Ltd|Ltd|Limited|LLP|LLC|plc|PLC|Inc|CIC|CIO|GmbH)\.?$/;
/** Posts that lead the organisation they name, whose growth is the organisation's. */
const LEADS_IT = /\b(?:founder|co-founder|founding partner|managing partner|owner|CEO|MD|managing director|CTO|COO)\b/i;

/** The organisation's growth said with its name: "Conta Comigo grew to 320,000 students", never "I grew to ...". */
function asOrganisationsResults(achievements: Achievement[], role: string | null, speaksAsTeam: boolean): Achievement[] {
  // Named in full with the post; as the subject of what it did, as people say it ("ParaliGas Technologies has filed ...").
  const organisation = role && LEADS_IT.test(role) ? organisationOfPost(role)?.replace(LEGAL_FORM, '') : undefined;
  if (!organisation) return achievements;
  return achievements.map((item): Achievement => {
    const ours =
      item.kind === 'own' && /^we\s/i.test(item.text) && isPastVerb(words(item.text)[1] ?? '') && !/\b(?:I|me|my)\b/.test(item.text);
    // A text that speaks for the team says such work as "we" already.
    const served = !speaksAsTeam && (COUNTED_SERVICE.test(item.text) || RUNS_PLACES.test(item.text));
    const its =
      item.kind === 'deed' &&
      (item.tense === 'past' || item.tense === 'perfect' || (item.tense === 'present' && served)) &&
      (BUSINESS_GROWTH.test(item.text) ||
        ORGANISATION_DEED.test(item.text) ||
        served ||
        item.noDoer === true ||
        (/^won\s/i.test(item.text) && !PERSONAL_PRIZE.test(item.text)));
    const named =
      (item.kind === 'award' &&
        (!isPersonNoun(item.text.match(NAMED_AMONG)?.[1]?.replace(/s$/, '') ?? 'person') || FEATURED.test(item.text))) ||
      ((item.kind === 'award' || item.kind === 'credential') &&
        SHORTLISTED.test(item.text) &&
        (BUSINESS_TITLE.test(item.text) || /\bfinalist$/i.test(item.text)) &&
        !PERSONAL_PRIZE.test(item.text));
    // "Listed in 48 Co-op stores", "Recognised by all major insurers": the organisation or its products are, now.
    const standing = (item.kind === 'award' || item.kind === 'credential') && HELD_STATUS.test(item.text);
    const status = item.kind === 'credential' && ORGANISATION_STATUS.test(item.text);
    const mark = item.kind === 'credential' && SCHEME_MARK.test(item.text);
    const held = standing || status;
    if (!ours && !its && !held && !named && !mark) return item;
    const { typed, strength, sure, matchesAdvert } = item;
    const deed = ours
      ? item.text.replace(/^we\s+/i, '').replace(/\bour\b/gi, 'its')
      : mark
        ? `is ${item.text}`
        : held
          ? `is ${status ? withArticle(item.text) : item.text}`
          : named
            ? `was ${item.kind === 'credential' || /^(?:finalist|winner|nominee|runner-up)\b/i.test(item.text) ? withArticle(item.text) : item.text}`
            : item.kind === 'deed' && item.tense === 'perfect'
              ? `has ${item.text}`
              : item.kind === 'deed' && item.tense === 'present'
                ? (toThirdPersonSingular(item.text) ?? item.text)
                : item.text;
    return {
      kind: 'outcome',
      text: asSentence(`${organisation} ${deed}`),
      typed,
      strength,
      sure,
      matchesAdvert,
      organisation: { name: organisation, deed: deed.replace(/[.]+$/, '') },
    };
  });
}

/**
 * The audience without the event it was typed for; the event is found in the answer as typed, whose brackets the
 * tidied audience leaves out: "promoters and bookers at ADE (Amsterdam Dance Event)".
 */
function withoutEvent(audience: string, typed: string | null | undefined): string {
  const place = typed?.match(EVENT_PLACE)?.[0].match(/^\s+(?:at|during)\s+(\S+)/)?.[1];
  const at = place ? audience.search(new RegExp(`\\s(?:at|during)\\s+${escapeRegExp(place)}(?!\\S)`)) : -1;
  return at >= 0 ? audience.slice(0, at) : audience.replace(EVENT_PLACE, '');
}

/**
 * "Owner & Master Technician" of the person who says "We're KC Auto Repairs – a family garage ...": the post is held
 * there ("owner & master technician of KC Auto Repairs"), never the garage itself said as the person, and the
 * organisation is what the identity says after its name ("a family garage in Northampton").
 */
function postAtOrganisation<T extends Pick<Reading, 'role'>>(role: T, identity: PhraseReading | null): [T, PhraseReading | null] {
  const text = identity?.kind === 'noun' ? identity.text : '';
  const [name = '', ...rest] = text.split(/\s[–—-]\s|,\s(?=an?\s)/);
  if (!role.role || organisationOfPost(role.role) || !/^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|&))+$/u.test(name))
    return [role, identity];
  const described = rest.join(' – ');
  return [{ ...role, role: `${role.role} of ${name}` }, /^an?\s/.test(described) ? { kind: 'noun', text: described } : identity];
}

/** "I started Green Thumb Landscapes 11 years ago": the business the person says they started, runs or owns. */
const OWN_BUSINESS =
  /\bI(?:\s+have|['’]ve)?\s+(?:started|founded|co-founded|set up|run|own|opened|launched)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|&))*)/u;

/**
 * "Owner/Designer" of the person who says "I started Green Thumb Landscapes ...": the post is held there ("owner and
 * designer of Green Thumb Landscapes"), so what the business did and holds is said as its own.
 */
function postAtOwnBusiness<T extends Pick<Reading, 'role'>>(role: T, typedIdentity: string): T {
  const name = typedIdentity.match(OWN_BUSINESS)?.[1]?.replace(/\s+&$/, '');
  if (!name || !role.role || !LEADING_TITLE.test(role.role) || organisationOfPost(role.role)) return role;
  return { ...role, role: `${role.role} of ${name}` };
}

/**
 * "SENCo / Assistant Head for Inclusion" typed by a SENCo at the interview for Assistant Head – Inclusion: the post
 * applied for is not held, so the role is the SENCo alone.
 */
function withoutPostAppliedFor<T extends Pick<Reading, 'role'>>(role: T, appliedFor: ReadonlyArray<string | null | undefined>): T {
  const applied = appliedFor.filter(Boolean).join(' ').toLowerCase();
  const posts = role.role?.split(/\s+\/\s+/) ?? [];
  if (!applied || posts.length < 2) return role;
  const contentWords = (post: string) => words(post.toLowerCase()).filter((word) => word.length > 2 && !/^(?:for|and|the|of)$/.test(word));
  const held = posts.filter((post) => !contentWords(post).every((word) => applied.includes(word)));
  return held.length && held.length < posts.length ? { ...role, role: held.join(' / ') } : role;
}

export function readAnswers(answers: IntroductionAnswers): Reading {
  const typed = tidyAnswers(answers);
  const advert = readAdvert(typed.advert);
  const given = (value: string | null | undefined) => (isEmptyAnswer(cleanAnswer(value)) ? '' : (value ?? ''));
  const { fullName, firstName } = readName(typed.fullName);
  const {
    identity: typedIdentity,
    identityMore,
    organisation,
  } = readIdentity(given(typed.identity), fullName, [given(typed.role), given(typed.cvText)].join('\n'), given(typed.achievements));
  const audience = cleanAnswer(keepBracketed(given(typed.audience)));
  const mission = missionOf(keepBracketed(given(typed.mission)));
  const url = cleanAnswer(typed.linkedinUrl);
  const context = readContext(given(typed.context));
  const appliedFor = [given(typed.context).match(/\b(?:interview|applying|application)\s+(?:for|as)\s+(.+)$/i)?.[1], advert.role];
  const typedRole = readRole(given(typed.role));
  const [heldRole, identity] = organisation
    ? postAtOrganisation(typedRole, typedIdentity)
    : [postAtOwnBusiness(typedRole, given(typed.identity)), typedIdentity];
  const role = withoutPostAppliedFor(heldRole, appliedFor);
  return {
    fullName,
    firstName: organisation ? fullName : firstName,
    organisation,
    pronouns: typed.pronouns ?? null,
    identity: withoutWishTold(identity, mission),
    identityMore,
    ...role,
    audience: audience ? nounPhraseForms(inRunningText(audience)) : null,
    audienceAtLarge: audience ? nounPhraseForms(inRunningText(withoutEvent(audience, answers.audience))) : null,
    mission: readMission(mission),
    missionToCome: TO_COME.test(mission),
    context,
    advertAim: advertAimOf(context, advert),
    ...achievementsAndCareer(
      heldBeforeMoving(
        asOrganisationsResults(
          forAdvert(
            readAchievements(keepBracketed(withoutOwnNameLead(given(typed.achievements), firstName)), organisation ? 'Our' : 'My'),
            advert,
          ),
          role.role,
          organisation,
        ),
        given(typed.identity),
      ),
      readCareer(given(typed.cvText)),
    ),
    linkedinUrl: url && !isEmptyAnswer(url) ? url.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/$/, '') : null,
  };
}
