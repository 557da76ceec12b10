import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import {
  ANSWER_FIELDS,
  type AnswerReadingResponse,
  editIntroductionSchema,
  generateIntroductionSchema,
  normalisePurpose,
  rateIntroductionSchema,
  type Refinement,
  refineIntroductionSchema,
  restoreVersionSchema,
  tailorIntroductionSchema,
  type TextKind,
  type VersionOrigin,
  purposeQuerySchema,
} from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import { MAX_ID } from '../../lib/path-ids.js';
import { parseInput } from '../../lib/validation.js';
import type { CreditBucket, CreditsService } from '../credits/credits.service.js';
import {
  type AdvertAssessment,
  type CurrentText,
  type Draft,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type WriterName,
  type WritingPool,
} from '../generation/index.js';
import type { User } from '../users/user.entity.js';
import type { Caller } from '../../lib/access-rules.js';
import { IntroductionFeedback } from './introduction-feedback.entity.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import { currentText, currentVersion, pruneVersions, recordTexts, type Authorship } from './introduction-versions.js';
import { Introduction } from './introduction.entity.js';
import type { IntroductionRecord, IntroductionSummaryView, RatingRecord } from './introduction.view.js';
import { listedIntroduction, readListPage, readSummaryPage, summaryView, type PagePosition } from './introductions.queries.js';
import {
  introductionNotFound,
  notYourIntroduction,
  refinementNotOffered,
  versionNotFound,
  writerBusy,
  writingInProgress,
} from './introductions.errors.js';
import { encodeCursor, listPageQuerySchema } from './introductions.schemas.js';
import type { WritingChannel } from './writing/writing-channel.js';
import { CheckedReadings } from './checked-readings.js';
import type { WritingJob, WritingOutcome, WritingRunner } from './writing/writing-runner.js';
import { watchWriting } from './writing/writing-watch.js';
import { insertWriting, readDrafts } from './writing/writing.queries.js';

/**
 * Writings started at once, the rest in turn: under a burst, each start's statements interleaved with every other's
 * made them all finish late together; in turn, the first ones begin to write while the last are still waiting.
 */
const STARTS_AT_ONCE = 4;
const isIntroductionId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

export interface RatedIntroduction {
  introduction: IntroductionRecord;
  myRating: RatingRecord | null;
  /** The drafts of its writing in progress (null when none runs), when they were read with it. */
  drafts?: Draft[] | null;
}

/** A writing under way: the introduction as it stood when it started, and how the writing ends. */
export interface StartedWriting {
  introduction: Introduction;
  outcome: Promise<WritingOutcome>;
  /** Made by this writing: nobody has rated it yet. */
  isNew: boolean;
}

/** What a watcher of a writing is told: a text as it stands, then the introduction with its stored texts. */
export type WatchedWriting = { kind: 'draft'; draft: Draft } | { kind: 'finished'; introduction: RatedIntroduction };

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
    private readonly writings: WritingRunner,
    private readonly channel: WritingChannel,
    private readonly pool: WritingPool,
    private readonly checkedReadings = new CheckedReadings(),
  ) {}

  private readonly starts = pLimit(STARTS_AT_ONCE);

  /** Starts writing the four texts of new answers; the introduction comes back at once, without texts yet. */
  async startGeneration(em: EntityManager, user: User, input: unknown): Promise<StartedWriting> {
    const answers = parseInput(generateIntroductionSchema, input);
    const authorship = { writer: this.writer.name, style: answers.communicationStyle };
    // The answers as typed: the entity stores them escaped.
    const notGiven = Object.fromEntries(ANSWER_FIELDS.map(({ name }) => [name, null]));
    const introduction = em.create(Introduction, { ...notGiven, ...answers, user });
    const reading = this.checkedReadings.of(answers);
    return this.startWriting(em, user, introduction, 'generated', {
      write: (onDraft) => this.writer.write(answers, { variant: 0, onDraft, reading }),
      keep: async (tx, texts) => recordTexts(tx, await tx.findOneOrFail(Introduction, introduction.id), texts, 'generated', authorship),
    });
  }

  /** Starts writing new texts for the same answers; the old ones stay until the new ones pass, and if writing fails. */
  async startRegeneration(em: EntityManager, user: User, id: number): Promise<StartedWriting> {
    const introduction = await this.findOwned(em, user, id);
    const variant = introduction.version + 1;
    const answers = answersOf(introduction);
    const authorship = { writer: this.writer.name, style: answers.communicationStyle };
    return this.startWriting(em, user, introduction, 'regenerated', {
      write: (onDraft) => this.writer.write(answers, { variant, onDraft }),
      keep: async (tx, texts) => {
        const kept = await tx.findOneOrFail(Introduction, introduction.id);
        kept.version = variant;
        await this.record(tx, kept, texts, 'regenerated', authorship);
      },
    });
  }

  /**
   * Starts writing the four texts again for an advert, for one credit (docs/product.md, Adverts). The advert is kept
   * with the texts: if the writing fails, the introduction keeps the advert and texts it had.
   */
  async startTailoring(em: EntityManager, user: User, input: unknown): Promise<StartedWriting> {
    const { introductionId, advert } = parseInput(tailorIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    const variant = introduction.version + 1;
    const answers = { ...answersOf(introduction), advert };
    const authorship = { writer: this.writer.name, style: answers.communicationStyle };
    return this.startWriting(em, user, introduction, 'tailored', {
      write: (onDraft) => this.writer.write(answers, { variant, onDraft }),
      keep: async (tx, texts) => {
        const kept = await tx.findOneOrFail(Introduction, introduction.id);
        kept.version = variant;
        kept.advert = advert;
        await this.record(tx, kept, texts, 'tailored', authorship);
      },
    });
  }

  /** Every text the introduction has had, newest first, of one kind or all. */
  async versions(em: EntityManager, user: User, id: number, query: unknown = {}): Promise<IntroductionVersion[]> {
    const { purpose } = parseInput(purposeQuerySchema, query);
    const introduction = await this.findOwned(em, user, id);
    return em.find(IntroductionVersion, { introduction, ...(purpose && { purpose }) }, { orderBy: { id: 'desc' } });
  }

  /** What the advert asks for, against the answers and one current text (the chosen purpose's when none is named). */
  async advertReading(em: EntityManager, user: User, id: number, query: unknown = {}): Promise<AdvertAssessment> {
    const { purpose } = parseInput(purposeQuerySchema, query);
    const introduction = await this.findOwned(em, user, id);
    const text = currentText(introduction, purpose ?? normalisePurpose(introduction.purpose)) ?? '';
    return this.pool.run('assessAdvert', { answers: answersOf(introduction), text }, this.pool.budget());
  }

  /** How the writer will use these answers, shown before it writes (step 4); for no credit. */
  async readAnswers(em: EntityManager, user: User, input: unknown): Promise<AnswerReadingResponse> {
    const answers = parseInput(generateIntroductionSchema, input);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.answerReading, user.id, "You're checking your answers");
    if (this.pool.full) throw writerBusy();
    const reading = await this.pool.run('readAnswers', { answers }, this.pool.budget());
    this.checkedReadings.keep(answers, reading);
    return reading;
  }

  /** The person's own text (a purpose's or the headline) becomes current, for no credit; an unchanged text changes nothing. */
  async edit(em: EntityManager, user: User, input: unknown): Promise<RatedIntroduction> {
    const { introductionId, purpose, text } = parseInput(editIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.textEdit, user.id, "You're saving texts");
    if (text !== currentText(introduction, purpose)) {
      await this.record(em, introduction, { [purpose]: text }, 'edited', { writer: null, style: null });
    }
    return { introduction, myRating: await this.ratingOf(em, user, introduction) };
  }

  /** The directions one current text can be refined in. */
  async refinements(em: EntityManager, user: User, id: number, purpose: TextKind): Promise<Refinement[]> {
    const introduction = await this.findOwned(em, user, id);
    const current = await this.currentTextOf(em, introduction, purpose);
    return current ? await this.writer.refinements(answersOf(introduction), current) : [];
  }

  /** Starts rewriting one current text in one direction, as a new version, for one credit. */
  async startRefinement(em: EntityManager, user: User, input: unknown): Promise<StartedWriting> {
    const { introductionId, purpose, direction } = parseInput(refineIntroductionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    const answers = answersOf(introduction);
    const current = await this.currentTextOf(em, introduction, purpose);
    // Refused before the credit is spent: the answers allow no such text.
    if (!current || !(await this.writer.refinements(answers, current)).includes(direction)) {
      throw refinementNotOffered(direction);
    }
    return this.startWriting(em, user, introduction, direction, {
      write: (onDraft) => this.writer.refine(answers, current, direction, { onDraft }),
      keep: async (tx, { text, style }) =>
        this.record(tx, await tx.findOneOrFail(Introduction, introduction.id), { [purpose]: text }, direction, {
          writer: this.writer.name,
          style,
        }),
    });
  }

  /** The introduction once a started writing has stored its texts; a failed writing's error (its credit refunded). */
  async whenWritten(em: EntityManager, user: User, started: StartedWriting): Promise<RatedIntroduction> {
    const ended = await started.outcome;
    if (!ended.kept) throw ended.error;
    await em.refresh(started.introduction);
    return this.rated(em, user, started);
  }

  /** A started writing's introduction as it stands, with the caller's rating (none yet on a new one). */
  async rated(em: EntityManager, user: User, { introduction, isNew }: StartedWriting): Promise<RatedIntroduction> {
    return { introduction, myRating: isNew ? null : await this.ratingOf(em, user, introduction) };
  }

  generate = async (em: EntityManager, user: User, input: unknown) =>
    this.whenWritten(em, user, await this.startGeneration(em, user, input));
  regenerate = async (em: EntityManager, user: User, id: number) => this.whenWritten(em, user, await this.startRegeneration(em, user, id));
  refine = async (em: EntityManager, user: User, input: unknown) => this.whenWritten(em, user, await this.startRefinement(em, user, input));

  /** The drafts of the introduction's writing in progress, or null when none runs. */
  async drafts(em: EntityManager, user: User, id: number): Promise<Draft[] | null> {
    await this.findOwned(em, user, id);
    return readDrafts(em, id);
  }

  /**
   * The writing of one of the caller's introductions as it goes on (drafts, then the introduction with its stored
   * texts); refused at once if the introduction is not theirs.
   */
  async watch(em: EntityManager, user: User, id: number, signal?: AbortSignal): Promise<AsyncGenerator<WatchedWriting>> {
    const draftsHere = () => this.writings.draftsHere(id, user.id);
    // The person's writing under way here needs no statement to be followed: its owner is known.
    if (!draftsHere()) await this.findOwned(em, user, id);
    const updates = watchWriting(em, this.channel, id, draftsHere, signal);
    const get = () => this.get(em.fork(), user, id);
    return (async function* () {
      for await (const update of updates) yield update.kind === 'draft' ? update : { kind: 'finished' as const, introduction: await get() };
    })();
  }

  private async currentTextOf(em: EntityManager, introduction: Introduction, purpose: TextKind): Promise<CurrentText | null> {
    const text = currentText(introduction, purpose);
    if (!text) return null;
    const version = await currentVersion(em, introduction, purpose);
    const style = version?.style ?? introduction.communicationStyle;
    return { purpose, text, style, variant: introduction.version };
  }

  /** An earlier version becomes current again, as a new version, so nothing is lost. */
  async restoreVersion(em: EntityManager, user: User, input: unknown): Promise<RatedIntroduction> {
    const { introductionId, versionId } = parseInput(restoreVersionSchema, input);
    const introduction = await this.findOwned(em, user, introductionId);
    const version = await em.findOne(IntroductionVersion, { id: versionId, introduction });
    if (version === null) throw versionNotFound();
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.textEdit, user.id, "You're saving texts");
    const purpose = version.purpose as TextKind;
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
  async list(em: EntityManager, caller: Caller, query: unknown): Promise<Page<RatedIntroduction>> {
    return this.page(em, caller, query, readListPage, listedIntroduction);
  }

  /** One page, newest first, as the dashboard lists them: a preview instead of the texts. */
  async listSummaries(em: EntityManager, caller: Caller, query: unknown): Promise<Page<IntroductionSummaryView>> {
    return this.page(em, caller, query, readSummaryPage, summaryView);
  }

  private async page<R extends { id: number; cursorMicros: string }, T>(
    em: EntityManager,
    caller: Caller,
    query: unknown,
    read: (em: EntityManager, userId: string, after: PagePosition | null, limit: number) => Promise<R[]>,
    toItem: (row: R) => T,
  ): Promise<Page<T>> {
    const { limit, cursor } = parseInput(listPageQuerySchema, query);
    // One row more than asked for says whether there is a next page.
    const rows = await read(em, caller.id, cursor ?? null, limit + 1);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(last.cursorMicros, last.id) : null };
  }

  /**
   * The introduction with the drafts of its writing, read first: a writing that ends in between shows its last
   * drafts beside its stored texts, never no drafts and no texts (texts and the writing's end commit together).
   */
  async get(em: EntityManager, user: User, id: number): Promise<RatedIntroduction> {
    if (!isIntroductionId(id)) throw introductionNotFound();
    const drafts = await readDrafts(em, id);
    const introduction = await this.findOwned(em, user, id);
    return { introduction, myRating: await this.ratingOf(em, user, introduction), drafts };
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

  /** One of the caller's introductions; not found, or not theirs, is refused. */
  async findOwned(em: EntityManager, user: User, id: number): Promise<Introduction> {
    const introduction = isIntroductionId(id) ? await em.findOne(Introduction, { id }) : null;
    if (introduction === null) throw introductionNotFound();
    if (introduction.user.id !== user.id) throw notYourIntroduction();
    return introduction;
  }

  private ratingOf(em: EntityManager, user: User, introduction: Introduction): Promise<IntroductionFeedback | null> {
    return em.findOne(IntroductionFeedback, { user, introduction });
  }

  /**
   * Rate limit and the writing pool's queue, then in one transaction a new introduction's row, one credit and the writing's row, then the writing in
   * the background. A refusal or a crash half-way leaves nothing: no credit is spent without a writing that settles it.
   * STARTS_AT_ONCE at a time, the rest in turn.
   */
  private startWriting<W>(
    em: EntityManager,
    user: User,
    introduction: Introduction,
    origin: VersionOrigin,
    job: Pick<WritingJob<W>, 'write' | 'keep'>,
  ): Promise<StartedWriting> {
    return this.starts(async () => {
      await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.generation, user.id, "You're creating introductions");
      // Refused before the credit is spent: a writing now would wait behind a full queue.
      if (this.pool.full) throw writerBusy();
      const writingId = randomUUID();
      // An introduction gets its id when it is first stored.
      const isNew = introduction.id === undefined;
      await em.begin();
      let bucket: CreditBucket;
      try {
        await em.flush();
        bucket = await this.credits.spend(em, user.id, { writingId, introductionId: introduction.id });
        const started = await insertWriting(em, {
          id: writingId,
          introductionId: introduction.id,
          origin,
          bucket,
          leaseMs: this.writings.settings.leaseMs,
        });
        if (!started) throw writingInProgress();
        await em.commit();
      } catch (error) {
        await em.rollback();
        throw error;
      }
      const outcome = this.writings.run({ ...job, writingId, introductionId: introduction.id, userId: user.id, bucket });
      return { introduction, outcome, isNew };
    });
  }
}
