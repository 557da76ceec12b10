import {
  ANSWER_FIELDS,
  type AnswerReadingResponse,
  type AnswerName,
  decodeStoredText,
  escapeStoredText,
  type IntroductionAnswers,
  normalisePurpose,
  TEXT_ANSWERS,
  type Purpose,
  type TextKind,
  type VersionOrigin,
} from '@firstwords/contracts';
import type { AdvertAssessment } from '../generation/index.js';
import type { IntroductionFeedback } from './introduction-feedback.entity.js';
import type { IntroductionVersion } from './introduction-version.entity.js';
import type { Introduction } from './introduction.entity.js';

/** An introduction read with plain SQL, decoded as the entity would be: its answers as typed. */
export type IntroductionRow = Pick<
  Introduction,
  AnswerName | 'id' | 'linkedinIntro' | 'jobIntro' | 'pitchIntro' | 'businessIntro' | 'headline' | 'createdAt' | 'updatedAt'
> & { user: { id: string } };

/** What the views read of an introduction: an entity, or a row read with plain SQL; either holds text as typed. */
export type IntroductionRecord = Introduction | IntroductionRow;

/** A rating read with plain SQL, decoded: its comment as typed. */
export type RatingRow = Pick<IntroductionFeedback, 'id' | 'rating' | 'comment' | 'createdAt'> & {
  introduction: { id: number };
  version?: { id: number } | null;
};

export type RatingRecord = IntroductionFeedback | RatingRow;

export interface IntroductionRatingView {
  id: number;
  introductionId: number;
  /** The version rated; null for a rating given before versions were kept. */
  versionId: number | null;
  rating: number;
  comment: string | null;
  createdAt: Date;
}

/** The answers as the API gives them: free text as stored (escaped), a choice as it is, null when not given. */
type StoredAnswers = { [K in AnswerName]: Exclude<IntroductionAnswers[K], undefined> };

/** An introduction as GraphQL's `Introduction` type shows it; stored text stays escaped. */
export type IntroductionView = StoredAnswers & {
  id: number;
  purpose: Purpose;
  introductions: Record<TextKind, string | null>;
  myRating: IntroductionRatingView | null;
  createdAt: Date;
  updatedAt: Date;
};

export const PREVIEW_LENGTH = 100;

/** An introduction as the dashboard lists it (docs/product.md, Dashboard): no texts, a preview of the first one present. */
export interface IntroductionSummaryView {
  id: number;
  purpose: Purpose;
  createdAt: Date;
  preview: string;
}

/** The first 100 characters of a text as a person reads them: entities decoded, code points counted. */
export function previewOf(text: string): string {
  const plain = decodeStoredText(text);
  // Walks only as far as the preview goes (a list calls this fifty times); a code point above U+FFFF is two units.
  let end = 0;
  for (let count = 0; count < PREVIEW_LENGTH && end < plain.length; count += 1) {
    end += (plain.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return plain.slice(0, end);
}

export function toRatingView(feedback: RatingRecord): IntroductionRatingView {
  return {
    id: feedback.id,
    introductionId: feedback.introduction.id,
    versionId: feedback.version?.id ?? null,
    rating: feedback.rating,
    comment: escapeStoredText(feedback.comment) ?? null,
    createdAt: feedback.createdAt,
  };
}

/** The answers as the API gives them, as stored. */
function storedAnswers(introduction: IntroductionRecord): StoredAnswers {
  const answers = Object.fromEntries(ANSWER_FIELDS.map(({ name }) => [name, introduction[name] ?? null]));
  for (const name of TEXT_ANSWERS) answers[name] = escapeStoredText(answers[name]) ?? null;
  return answers as StoredAnswers;
}

export function toIntroductionView(introduction: IntroductionRecord, myRating: RatingRecord | null): IntroductionView {
  return {
    id: introduction.id,
    ...storedAnswers(introduction),
    purpose: normalisePurpose(introduction.purpose),
    introductions: {
      linkedin: introduction.linkedinIntro ?? null,
      job: introduction.jobIntro ?? null,
      pitch: introduction.pitchIntro ?? null,
      business: introduction.businessIntro ?? null,
      headline: introduction.headline ?? null,
    },
    myRating: myRating ? toRatingView(myRating) : null,
    createdAt: introduction.createdAt,
    updatedAt: introduction.updatedAt,
  };
}

/** The REST shape: the GraphQL fields plus the texts' original names (docs/product.md, REST compatibility). */
export function toIntroductionJson(introduction: IntroductionRecord, myRating: RatingRecord | null) {
  return {
    ...toIntroductionView(introduction, myRating),
    userId: introduction.user.id,
    linkedinIntro: introduction.linkedinIntro ?? null,
    jobIntro: introduction.jobIntro ?? null,
    pitchIntro: introduction.pitchIntro ?? null,
  };
}

export interface IntroductionVersionView {
  id: number;
  purpose: TextKind;
  text: string;
  origin: VersionOrigin;
  writer: string | null;
  createdAt: Date;
}

export function toVersionView(version: IntroductionVersion): IntroductionVersionView {
  const { id, purpose, text, origin, writer, createdAt } = version;
  return { id, purpose: purpose === 'headline' ? purpose : normalisePurpose(purpose), text, origin, writer: writer ?? null, createdAt };
}

/** A text that may be missing, escaped as stored text is. */
const escaped = (text: string | null) => escapeStoredText(text) ?? null;

/** The advert's reading, its words escaped as stored text is (docs/product.md, Stored text). */
export function toAdvertView({ role, organisation, requirements }: AdvertAssessment): AdvertAssessment {
  return {
    role: escaped(role),
    organisation: escaped(organisation),
    requirements: requirements.map((requirement) => ({ ...requirement, phrase: escapeStoredText(requirement.phrase) })),
  };
}

/** The reading shown before writing, its words escaped as stored text is. */
export function toAnswerReadingView({ answers, career, advert }: AnswerReadingResponse): AnswerReadingResponse {
  return {
    answers: answers.map((item) => ({
      ...item,
      typed: escapeStoredText(item.typed),
      said: escaped(item.said),
      note: escaped(item.note),
      suggestion: escaped(item.suggestion),
    })),
    career: career && {
      roles: career.roles.map((role) => ({ ...role, title: escapeStoredText(role.title), employer: escaped(role.employer) })),
      qualifications: career.qualifications.map((item) => escapeStoredText(item)),
      said: escaped(career.said),
      note: escaped(career.note),
    },
    advert: advert && toAdvertView(advert),
  };
}
