import {
  type CommunicationStyle,
  decodeStoredText,
  escapeStoredText,
  normalisePurpose,
  type PronounSet,
  type Purpose,
  type VersionOrigin,
} from '@firstwords/contracts';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import type { IntroductionVersion } from './introduction-version.entity.js';
import { Introduction } from './introduction.entity.js';

/** An introduction read with plain SQL: its answers as stored, escaped. */
export type IntroductionRow = Pick<
  Introduction,
  | 'id'
  | 'purpose'
  | 'fullName'
  | 'identity'
  | 'role'
  | 'audience'
  | 'mission'
  | 'context'
  | 'achievements'
  | 'cvText'
  | 'linkedinUrl'
  | 'communicationStyle'
  | 'pronouns'
  | 'linkedinIntro'
  | 'jobIntro'
  | 'pitchIntro'
  | 'businessIntro'
  | 'createdAt'
  | 'updatedAt'
> & { user: { id: string } };

/** What the views read of an introduction: an entity, whose answers are as typed, or a row read with plain SQL. */
export type IntroductionRecord = Introduction | IntroductionRow;

/** A rating read with plain SQL: its comment as stored, escaped. */
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

/** An introduction as GraphQL's `Introduction` type shows it; stored text stays escaped. */
export interface IntroductionView {
  id: number;
  purpose: Purpose;
  fullName: string;
  identity: string;
  role: string;
  audience: string;
  mission: string;
  context: string;
  achievements: string | null;
  cvText: string | null;
  linkedinUrl: string | null;
  communicationStyle: CommunicationStyle;
  pronouns: PronounSet | null;
  introductions: { linkedin: string | null; job: string | null; pitch: string | null; business: string | null };
  myRating: IntroductionRatingView | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PREVIEW_LENGTH = 100;

/** An introduction as the dashboard lists it (spec section 2): no texts, a preview of the first one present. */
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
  // The API answers the comment as stored: an entity holds it as typed, a row read with SQL as stored.
  const comment = feedback instanceof IntroductionFeedback ? escapeStoredText(feedback.comment) : feedback.comment;
  return {
    id: feedback.id,
    introductionId: feedback.introduction.id,
    versionId: feedback.version?.id ?? null,
    rating: feedback.rating,
    comment: comment ?? null,
    createdAt: feedback.createdAt,
  };
}

type StoredAnswers = Pick<
  IntroductionView,
  'fullName' | 'identity' | 'role' | 'audience' | 'mission' | 'context' | 'achievements' | 'cvText' | 'linkedinUrl'
>;

/** The answers as the API gives them, as stored. */
function storedAnswers(introduction: IntroductionRecord): StoredAnswers {
  // An entity holds them as typed, a row read with SQL as stored.
  const typed = introduction instanceof Introduction;
  const stored = (text: string) => (typed ? escapeStoredText(text) : text);
  const optional = (text: string | null | undefined) => (typeof text === 'string' ? stored(text) : null);
  return {
    fullName: stored(introduction.fullName),
    identity: stored(introduction.identity),
    role: stored(introduction.role),
    audience: stored(introduction.audience),
    mission: stored(introduction.mission),
    context: stored(introduction.context),
    achievements: optional(introduction.achievements),
    cvText: optional(introduction.cvText),
    linkedinUrl: optional(introduction.linkedinUrl),
  };
}

export function toIntroductionView(introduction: IntroductionRecord, myRating: RatingRecord | null): IntroductionView {
  return {
    id: introduction.id,
    purpose: normalisePurpose(introduction.purpose),
    ...storedAnswers(introduction),
    communicationStyle: introduction.communicationStyle,
    pronouns: introduction.pronouns ?? null,
    introductions: {
      linkedin: introduction.linkedinIntro ?? null,
      job: introduction.jobIntro ?? null,
      pitch: introduction.pitchIntro ?? null,
      business: introduction.businessIntro ?? null,
    },
    myRating: myRating ? toRatingView(myRating) : null,
    createdAt: introduction.createdAt,
    updatedAt: introduction.updatedAt,
  };
}

/** The REST shape: the GraphQL fields plus the specification's own names for the texts. */
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
  purpose: Purpose;
  text: string;
  origin: VersionOrigin;
  writer: string | null;
  createdAt: Date;
}

export function toVersionView(version: IntroductionVersion): IntroductionVersionView {
  const { id, purpose, text, origin, writer, createdAt } = version;
  return { id, purpose: normalisePurpose(purpose), text, origin, writer: writer ?? null, createdAt };
}
