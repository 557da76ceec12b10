import {
  ANSWER_FIELDS,
  editIntroductionSchema,
  generateIntroductionSchema,
  normalisePurpose,
  type Purpose,
  rateIntroductionSchema,
  type Refinement,
  refineIntroductionSchema,
  restoreVersionSchema,
  type VersionOrigin,
  versionsQuerySchema,
} from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import type { AppMetrics } from '../../lib/metrics.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validation.js';
import type { CreditsService } from '../credits/credits.service.js';
import {
  GenerationError,
  type CurrentText,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type WriterName,
} from '../generation/index.js';
import type { User } from '../users/user.entity.js';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import { currentText, currentTexts, currentVersion, pruneVersions, recordTexts, type Authorship } from './introduction-versions.js';
import { Introduction } from './introduction.entity.js';
import type { IntroductionRecord, IntroductionSummaryView, RatingRecord } from './introduction.view.js';
import { listedIntroduction, readListPage, readSummaryPage, summaryView, type PagePosition } from './introductions.queries.js';
import { introductionNotFound, notYourIntroduction, refinementNotOffered, versionNotFound, writerFailed } from './introductions.errors.js';
import { encodeCursor, listPageQuerySchema } from './introductions.schemas.js';

const MAX_ID = 2_147_483_647;

export interface RatedIntroduction {
  introduction: IntroductionRecord;
  myRating: RatingRecord | null;
}

/** One page of a list, and the cursor of the next one when there is more. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** What the writer gets: the answers as the person typed them (the entity holds them so); null for one not given. */
function answersOf(introduction: Introduction): IntroductionAnswers {
  const answers = Object.fromEntries(ANSWER_FIELDS.map(({ name }) => [name, introduction[name] || null]));
  return { ...answers, purpose: normalisePurpose(introduction.purpose) } as IntroductionAnswers;
}

export class IntroductionsService {
  constructor(
    private readonly writer: IntroductionWriter,
    private readonly credits: CreditsService,
    private readonly clock: Clock,
    private readonly metrics?: AppMetrics,
  ) {}

  /** `signal` aborts when the caller leaves: the writer stops and the credit comes back. */
  async generate(em: EntityManager, user: User, input: unknown, signal?: AbortSignal): Promise<RatedIntroduction> {
    const answers = parseInput(generateIntroductionSchema, input);
    const write = () => this.writer.write(answers, { variant: 0, signal });
    return this.writeForCredit(em, user, write, async (texts) => {
      // The answers as typed: the entity stores them escaped.
      const notGiven = Object.fromEntries(ANSWER_FIELDS.map(({ name }) => [name, null]));
      const introduction = em.create(Introduction, { ...notGiven, ...answers, user });
      recordTexts(em, introduction, texts, 'generated', { writer: this.writer.name, style: answers.communicationStyle });
      await em.flush();
      return { introduction, myRating: null };
    });
  }

  /** New texts for the same answers; the old ones stay if writing fails. */
  async regenerate(em: EntityManager, user: User, id: number, signal?: AbortSignal): Promise<RatedIntroduction> {
    const introduction = await this.findOwned(em, user, id);
    const variant = introduction.version + 1;
    const answers = answersOf(introduction);
    const write = () => this.writer.write(answers, { variant, signal });
    return this.writeForCredit(em, user, write, async (texts) => {
      introduction.version = variant;
      await this.record(em, introduction, texts, 'regenerated', { writer: this.writer.name, style: answers.communicationStyle });
      return { introduction, myRating: await this.ratingOf(em, user, introduction) };
    });
  }

  /** Every text the introduction has had, newest first, for one purpose or all four. */
  async versions(em: EntityManager, user: User, id: number, query: unknown = {}): Promise<IntroductionVersion[]> {
    const { purpose } = parseInput(versionsQuerySchema, query);
    const introduction = await this.findOwned(em, user, id);
    return em.find(IntroductionVersion, { introduction, ...(purpose && { purpose }) }, { orderBy: { id: 'desc' } });
  }

  /** The person's own text for one purpose becomes current, for no credit; an unchanged text changes nothing. */
  async edit(em: EntityManager, user: User, input: unknown): Promise<RatedIntroduction> {
    const { introductionId, purpose, text } = parseInput(editIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.textEdit, user.id, "You're saving texts");
    if (text !== currentText(introduction, purpose)) {
      await this.record(em, introduction, { [purpose]: text }, 'edited', { writer: null, style: null });
    }
    return { introduction, myRating: await this.ratingOf(em, user, introduction) };
  }

  /** The directions the current text of one purpose can be refined in. */
  async refinements(em: EntityManager, user: User, id: number, purpose: Purpose): Promise<Refinement[]> {
    const introduction = await this.findOwned(em, user, id);
    const current = await this.currentTextOf(em, introduction, purpose);
    return current ? this.writer.refinements(answersOf(introduction), current) : [];
  }

  /** The current text of one purpose rewritten in one direction, as a new version, for one credit. */
  async refine(em: EntityManager, user: User, input: unknown, signal?: AbortSignal): Promise<RatedIntroduction> {
    const { introductionId, purpose, direction } = parseInput(refineIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    const answers = answersOf(introduction);
    const current = await this.currentTextOf(em, introduction, purpose);
    // Refused before the credit is spent: the answers allow no such text.
    if (!current || !this.writer.refinements(answers, current).includes(direction)) {
      throw refinementNotOffered(direction);
    }
    const write = () => this.writer.refine(answers, current, direction, { signal });
    return this.writeForCredit(em, user, write, async ({ text, style }) => {
      await this.record(em, introduction, { [purpose]: text }, direction, { writer: this.writer.name, style });
      return { introduction, myRating: await this.ratingOf(em, user, introduction) };
    });
  }

  private async currentTextOf(em: EntityManager, introduction: Introduction, purpose: Purpose): Promise<CurrentText | null> {
    const text = currentText(introduction, purpose);
    if (!text) return null;
    const version = await currentVersion(em, introduction, purpose);
    const style = version?.style ?? introduction.communicationStyle;
    return { purpose, text, style, texts: currentTexts(introduction), variant: introduction.version };
  }

  /** An earlier version becomes current again, as a new version, so nothing is lost. */
  async restoreVersion(em: EntityManager, user: User, input: unknown): Promise<RatedIntroduction> {
    const { introductionId, versionId } = parseInput(restoreVersionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    const version = await em.findOne(IntroductionVersion, { id: versionId, introduction });
    if (version === null) throw versionNotFound();
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.textEdit, user.id, "You're saving texts");
    const purpose = version.purpose as Purpose;
    if (version.text !== currentText(introduction, purpose)) {
      const authorship = { writer: (version.writer ?? null) as WriterName | null, style: version.style ?? null };
      await this.record(em, introduction, { [purpose]: version.text }, 'restored', authorship);
    }
    return { introduction, myRating: await this.ratingOf(em, user, introduction) };
  }

  private async record(
    em: EntityManager,
    introduction: Introduction,
    texts: Partial<IntroductionTexts>,
    origin: VersionOrigin,
    authorship: Authorship,
  ): Promise<void> {
    recordTexts(em, introduction, texts, origin, authorship);
    await em.flush();
    await pruneVersions(em, introduction.id);
  }

  /** One page, newest first, each with the caller's rating, in one statement. */
  async list(em: EntityManager, user: User, query: unknown): Promise<Page<RatedIntroduction>> {
    return this.page(em, user, query, readListPage, listedIntroduction);
  }

  /** One page, newest first, as the dashboard lists them: a preview instead of the texts. */
  async listSummaries(em: EntityManager, user: User, query: unknown): Promise<Page<IntroductionSummaryView>> {
    return this.page(em, user, query, readSummaryPage, summaryView);
  }

  private async page<R extends { id: number; cursorMicros: string }, T>(
    em: EntityManager,
    user: User,
    query: unknown,
    read: (em: EntityManager, userId: string, after: PagePosition | null, limit: number) => Promise<R[]>,
    toItem: (row: R) => T,
  ): Promise<Page<T>> {
    const { limit, cursor } = parseInput(listPageQuerySchema, query);
    // One row more than asked for says whether there is a next page.
    const rows = await read(em, user.id, cursor ?? null, limit + 1);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(last.cursorMicros, last.id) : null };
  }

  async get(em: EntityManager, user: User, id: number): Promise<RatedIntroduction> {
    const introduction = await this.findOwned(em, user, id);
    return { introduction, myRating: await this.ratingOf(em, user, introduction) };
  }

  async delete(em: EntityManager, user: User, id: number): Promise<void> {
    const introduction = await this.findOwned(em, user, id);
    await em.nativeDelete(Introduction, { id: introduction.id });
  }

  /** One rating per person and introduction: a second one replaces the first. */
  async rate(em: EntityManager, user: User, input: unknown): Promise<IntroductionFeedback> {
    const { introductionId, rating, comment } = parseInput(rateIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    // The rating is of the text on screen: the current version of the chosen purpose.
    const version = await currentVersion(em, introduction, normalisePurpose(introduction.purpose));
    return em.upsert(
      IntroductionFeedback,
      { introduction, user, version, rating, comment: comment ?? null, createdAt: this.clock.now() },
      { onConflictFields: ['introduction', 'user'], onConflictAction: 'merge' },
    );
  }

  private async findOwned(em: EntityManager, user: User, id: number): Promise<Introduction> {
    const introduction = Number.isInteger(id) && id > 0 && id <= MAX_ID ? await em.findOne(Introduction, { id }) : null;
    if (introduction === null) throw introductionNotFound();
    if (introduction.user.id !== user.id) throw notYourIntroduction();
    return introduction;
  }

  private ratingOf(em: EntityManager, user: User, introduction: Introduction): Promise<IntroductionFeedback | null> {
    return em.findOne(IntroductionFeedback, { user, introduction });
  }

  /** Rate limit, one credit, the writer, then `store`; the credit comes back if writing or storing fails. */
  private async writeForCredit<W, T>(
    em: EntityManager,
    user: User,
    write: () => Promise<W>,
    store: (written: W) => Promise<T>,
  ): Promise<T> {
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.generation, user.id, "You're creating introductions");
    const bucket = await this.credits.spend(em, user.id);
    try {
      const stored = await store(await write());
      this.metrics?.countGeneration('success');
      return stored;
    } catch (error) {
      this.metrics?.countGeneration('failure');
      await this.credits.refund(em, user.id, bucket);
      if (error instanceof GenerationError) throw writerFailed(error);
      throw error;
    }
  }
}
