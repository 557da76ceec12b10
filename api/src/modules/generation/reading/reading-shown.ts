// The reading shown before writing ("How we'll use your answers"): each answer as the texts will say it, in the first
// person, said by the writer's own parts of a LinkedIn About; what it could not read surely is marked, with why.
import type { AnswerReadingResponse, CommunicationStyle } from '@firstwords/contracts';
import { credentialHead, isFigureNote, type Achievement } from './achievement-reading.js';
import { assessAdvert } from '../checking/advert-matching.js';
import { readAnswers, type Reading } from './answer-reading.js';
import type { CareerRole } from './career-reading.js';
import { isEmptyAnswer, lowerFirst, withArticle, words } from '../english/english.js';
import { writeDraft } from '../planning/draft.js';
import type { IntroductionAnswers } from '../generation.types.js';
import { findGrammarFaults } from '../checking/grammar-check.js';
import { ARRANGEMENTS, type Part } from '../planning/phrases.js';
import { LIST_HEADINGS, LIST_ITEM } from '../text-rules.js';
import { isPastVerb, isPersonNoun } from '../english/word-classes.js';

type ReadAnswer = AnswerReadingResponse['answers'][number];

// The arrangement with every part an answer can have: who, identity, its more, the achievements, career and drive.
const PARTS = (ARRANGEMENTS.linkedin[1] ?? []).filter((part): part is Part => part !== null);

/** One part of a LinkedIn About said alone, as the texts say it: '' when the reading gives it nothing to say. */
function partAlone(reading: Reading, answers: IntroductionAnswers, style: CommunicationStyle, part: Part): string {
  return writeDraft({
    reading,
    purpose: 'linkedin',
    style,
    seed: 0,
    variant: 0,
    arrangement: 1,
    dropped: new Set(PARTS.filter((other) => other !== part)),
    achievementLimit: Infinity,
    firstSentenceWithin: Infinity,
    answers,
  }).trim();
}

const listedItem = (text: string) =>
  text
    .split('\n')
    .filter((line) => !LIST_HEADINGS.some((heading) => heading === line))
    .map((line) => line.replace(LIST_ITEM, ''))
    .join(' ');

/** A sentence the person may take for a note the writer could not say: a post ("I'm a trustee of ...") or a deed. */
function suggestionFor(typed: string, answers: IntroductionAnswers): string | null {
  const bare = typed.replace(/[.;,]+$/, '');
  const first = words(bare)[0] ?? '';
  const candidate =
    /^\p{Ll}+$/u.test(lowerFirst(first)) && isPastVerb(lowerFirst(first))
      ? `I ${lowerFirst(bare)}.`
      : isPersonNoun(credentialHead(lowerFirst(bare)))
        ? `I'm ${withArticle(lowerFirst(bare))}.`
        : null;
  return candidate && findGrammarFaults(candidate, [typed, ...Object.values(answers).map(String)]).length === 0 ? candidate : null;
}

function achievementRead(item: Achievement, reading: Reading, answers: IntroductionAnswers, style: CommunicationStyle): ReadAnswer {
  const said = partAlone({ ...reading, achievements: [item] }, answers, style, 'proof');
  const base = { answer: 'achievements' as const, typed: item.typed, suggestion: null };
  if (said && !LIST_HEADINGS.some((heading) => said.startsWith(`${heading}\n`))) {
    const note = item.organisation ? "Said as your organisation's result, not yours: change it if it was yours" : null;
    return { ...base, said, use: 'said', note };
  }
  const note = isFigureNote(item)
    ? 'Listed as typed; the job answer and the pitch give it as a figure'
    : "We couldn't make a sentence of it: listed as typed on LinkedIn and your business profile, left out of the job answer and the pitch";
  return { ...base, said: said ? listedItem(said) : item.typed, use: 'listed', note, suggestion: suggestionFor(item.typed, answers) };
}

/** An answer said by a part, or marked unused with why. */
function partRead(answer: ReadAnswer['answer'], typed: string | null | undefined, said: string, unusedNote: string): ReadAnswer | null {
  if (!typed || isEmptyAnswer(typed)) return null;
  const base = { answer, typed: typed.trim(), suggestion: null };
  return said ? { ...base, said, use: 'said', note: null } : { ...base, said: null, use: 'unused', note: unusedNote };
}

const withNote = (item: ReadAnswer | null, note: string) => item && { ...item, note };

function yearsOf({ from, to, current, period }: CareerRole): string | null {
  if (from && current) return `${from} to now`;
  if (from && to) return from === to ? String(from) : `${from} to ${to}`;
  return period ?? (from ? String(from) : null);
}

/** How the writer will use the answers: the same reading it writes from, each answer as its sentences will say it. */
export function readingShown(answers: IntroductionAnswers): AnswerReadingResponse {
  const reading = readAnswers(answers);
  const style = answers.communicationStyle;
  const say = (part: Part) => partAlone(reading, answers, style, part);
  const who = say('who');
  const identity = [say('identity'), say('more')].filter(Boolean).join(' ');
  const career = [say('career'), say('qualifications')].filter(Boolean).join(' ');
  const read = [
    partRead('role', answers.role, reading.role || reading.roleSentence ? who : '', "We couldn't read a role from this"),
    // An identity that says the role again is said with it, in the sentence that names the person.
    identity || !reading.identity
      ? partRead('identity', answers.identity, identity, "We couldn't make a sentence of this")
      : withNote(partRead('identity', answers.identity, who, ''), 'Said together with your role'),
    partRead('mission', answers.mission, say('drive'), "We couldn't make a sentence of this: the texts leave it out"),
  ];
  const cv = answers.cvText && !isEmptyAnswer(answers.cvText);
  const { roles, qualifications } = reading.career;
  return {
    answers: [
      ...read.filter((item): item is ReadAnswer => item !== null),
      ...reading.achievements.map((item) => achievementRead(item, reading, answers, style)),
    ],
    career: cv
      ? {
          roles: roles.map((role) => ({ title: role.title, employer: role.employer || null, years: yearsOf(role) })),
          qualifications: qualifications.map(({ award, subject, institution, year }) =>
            [subject ? `${award} in ${subject}` : award, institution, year].filter(Boolean).join(', '),
          ),
          said: career || null,
          note: roles.length ? null : 'No roles found: the texts will not mention your career',
        }
      : null,
    advert: answers.advert && !isEmptyAnswer(answers.advert) ? assessAdvert(answers, '') : null,
  };
}
