// Writing runs on the server, not in the request that started it: the drafts go to every replica as they grow
// and are stored every second, so a reload or another replica can show them; a writing whose replica stops
// renewing its lease is given up by any replica, and its credit refunded.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../lib/logger.js';
import type { AppMetrics } from '../../../lib/metrics.js';
import type { CreditBucket, CreditsService } from '../../credits/credits.service.js';
import { type Draft, GenerationError, tidyWhitespace } from '../../generation/index.js';
import { writerFailed } from '../introductions.errors.js';
import type { WritingChannel, WritingEvent } from './writing-channel.js';
import {
  deleteFailedWritings,
  deleteUnwrittenIntroduction,
  deleteWriting,
  failWriting,
  storeDrafts,
  takeAbandonedWritings,
} from './writing.queries.js';

export interface WritingSettings {
  /** How long a writing stands without its replica renewing it; then any replica gives it up and refunds. */
  leaseMs: number;
  /** How often the writing replica stores the drafts and renews the lease. */
  storeEveryMs: number;
  /** The shortest gap between two statements that announce drafts, every writing's of the replica at once (the first goes at once). */
  announceEveryMs: number;
  /** How often each replica looks for writings whose lease ran out. */
  sweepEveryMs: number;
}

/** A writing abandoned by a replica that died is refunded within leaseMs + sweepEveryMs: 20 s. */
export const DEFAULT_WRITING_SETTINGS: WritingSettings = {
  leaseMs: 15_000,
  storeEveryMs: 1_000,
  announceEveryMs: 50,
  sweepEveryMs: 5_000,
};

const SWEEP_BATCH = 20;
/** How long a failed writing's record stays, so a page that comes to follow it late is told it failed. */
const FAILED_KEPT_MS = 60_000;

export interface WritingJob<W> {
  writingId: string;
  introductionId: number;
  userId: string;
  bucket: CreditBucket;
  write(onDraft: (draft: Draft) => void): Promise<W>;
  /** Stores what was written, in the transaction that ends the writing. */
  keep(em: EntityManager, written: W): Promise<void>;
}

/** How a writing ended, for whoever waits on it: a failure is the error people see. */
export type WritingOutcome = { kept: true } | { kept: false; error: unknown };

// Tidied as they are told or stored, a few times a second, rather than at each piece the model sends.
const tidied = (draft: Draft): Draft => ({ ...draft, text: tidyWhitespace(draft.text) });
const sameDraft = (draft: Draft, other: Draft | undefined) => draft.text === other?.text && draft.state === other.state;

/**
 * Says the drafts of every writing on this replica to their watchers, at most every announceEveryMs (the first at
 * once), those followed from other replicas in one statement: a statement a writing was 500 a second with 50 writings.
 */
class DraftAnnouncer {
  private readonly changed = new Set<DraftProgress>();
  private lastAnnounced = 0;
  private timer: NodeJS.Timeout | undefined;
  // One after another, so every replica hears them in the order they were written.
  private announcing: Promise<void> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly channel: WritingChannel,
    private readonly everyMs: number,
    private readonly logger: Logger,
  ) {}

  /** A writing has drafts to say. */
  changedIn(progress: DraftProgress): void {
    this.changed.add(progress);
    if (this.timer) return;
    this.timer = setTimeout(() => this.announce(), Math.max(0, this.lastAnnounced + this.everyMs - Date.now()));
  }

  /** Says every writing's unsaid drafts now; resolves once they and everything before them are said. */
  announce(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.lastAnnounced = Date.now();
    const events = [...this.changed].flatMap((progress) => progress.unsaid());
    this.changed.clear();
    if (events.length > 0) {
      this.announcing = this.announcing
        .then(() => this.channel.tell(this.em, ...events))
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Announcing drafts failed'));
    }
    return this.announcing;
  }
}

/**
 * Stores the drafts of every writing on this replica and renews their leases every storeEveryMs, in one statement:
 * a statement a writing a second was 50 a second with 50 writings under way.
 */
class DraftStore {
  private readonly writings = new Set<DraftProgress>();
  private timer: NodeJS.Timeout | undefined;
  // One after another, so a slow statement is never overtaken by the next with older drafts.
  private storing: Promise<void> = Promise.resolve();

  constructor(
    private readonly em: EntityManager,
    private readonly settings: WritingSettings,
    private readonly logger: Logger,
  ) {}

  add(progress: DraftProgress): void {
    this.writings.add(progress);
    this.timer ??= setInterval(() => this.store(), this.settings.storeEveryMs);
  }

  /** Stops storing a writing's drafts; resolves once a statement under way has ended. */
  remove(progress: DraftProgress): Promise<void> {
    this.writings.delete(progress);
    if (this.writings.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    return this.storing;
  }

  private store(): void {
    const writings = [...this.writings].map((progress) => progress.stored());
    this.storing = this.storing
      .then(() => storeDrafts(this.em, writings, this.settings.leaseMs))
      .catch((error: unknown) => this.logger.warn({ err: error, writings: writings.length }, 'Storing drafts failed'));
  }
}

/** A writing's drafts as they change: said through the announcer, stored through the store. */
class DraftProgress {
  private readonly drafts = new Map<string, Draft>();
  private readonly unannounced = new Map<string, Draft>();
  private readonly announced = new Map<string, Draft>();

  constructor(
    readonly job: Pick<WritingJob<unknown>, 'writingId' | 'introductionId' | 'userId'>,
    private readonly announcer: DraftAnnouncer,
    private readonly store: DraftStore,
  ) {
    store.add(this);
  }

  update(draft: Draft): void {
    this.drafts.set(draft.purpose, draft);
    this.unannounced.set(draft.purpose, draft);
    this.announcer.changedIn(this);
  }

  /** Says every draft again with the next announcement: a watcher on another replica has come. */
  resay(): void {
    this.announced.clear();
    for (const draft of this.drafts.values()) this.unannounced.set(draft.purpose, draft);
    this.announcer.changedIn(this);
  }

  /** The drafts changed since they were last said, as an event; none when a piece brought only whitespace. */
  unsaid(): WritingEvent[] {
    const drafts = [...this.unannounced.values()].map(tidied).filter((draft) => !sameDraft(draft, this.announced.get(draft.purpose)));
    this.unannounced.clear();
    for (const draft of drafts) this.announced.set(draft.purpose, draft);
    return drafts.length > 0 ? [{ kind: 'drafts', introductionId: this.job.introductionId, drafts }] : [];
  }

  /** The drafts so far, as the store keeps them. */
  stored(): { id: string; drafts: Draft[] } {
    return { id: this.job.writingId, drafts: this.current() };
  }

  /** The drafts so far, tidied. */
  current(): Draft[] {
    return [...this.drafts.values()].map(tidied);
  }

  /** Says what is still unsaid, then stops. */
  async finish(): Promise<void> {
    await Promise.all([this.announcer.announce(), this.store.remove(this)]);
  }
}

export class WritingRunner {
  private readonly running = new Set<Promise<WritingOutcome>>();
  /** The drafts of the writings under way on this replica, by introduction. */
  private readonly progress = new Map<number, DraftProgress>();
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private readonly announcer: DraftAnnouncer;
  private readonly store: DraftStore;

  constructor(
    private readonly orm: MikroORM,
    private readonly credits: CreditsService,
    private readonly channel: WritingChannel,
    readonly settings: WritingSettings,
    private readonly logger: Logger,
    private readonly metrics?: AppMetrics,
  ) {
    if (settings.storeEveryMs >= settings.leaseMs)
      throw new Error('A writing must renew its lease (storeEveryMs) more often than it lasts (leaseMs)');
    this.announcer = new DraftAnnouncer(orm.em.fork(), channel, settings.announceEveryMs, logger);
    this.store = new DraftStore(orm.em.fork(), settings, logger);
    channel.knowWritings({
      runsHere: (introductionId) => this.progress.has(introductionId),
      resay: (introductionId) => this.progress.get(introductionId)?.resay(),
    });
  }

  /**
   * The drafts so far of the person's writing of this introduction when it runs on this replica (its owner and drafts
   * are in memory: following it takes no statement); undefined otherwise.
   */
  draftsHere(introductionId: number, userId: string): Draft[] | undefined {
    const progress = this.progress.get(introductionId);
    return progress?.job.userId === userId ? progress.current() : undefined;
  }

  /** Runs the job in the background; the outcome never rejects, so nobody has to wait for it. */
  run<W>(job: WritingJob<W>): Promise<WritingOutcome> {
    const outcome = this.execute(job);
    this.running.add(outcome);
    void outcome.finally(() => this.running.delete(outcome));
    return outcome;
  }

  private async execute<W>(job: WritingJob<W>): Promise<WritingOutcome> {
    const em = this.orm.em.fork();
    const progress = new DraftProgress(job, this.announcer, this.store);
    this.progress.set(job.introductionId, progress);
    try {
      const written = await job.write((draft) => progress.update(draft));
      await progress.finish();
      const kept = await em.transactional(async (tx) => {
        if (!(await deleteWriting(tx, job.writingId))) return false;
        await job.keep(tx, written);
        await this.credits.kept(tx, job.userId, job.bucket, job);
        return true;
      });
      if (!kept) return { kept: false, error: writerFailed(new GenerationError('AI_TIMEOUT', { details: ['the writing was given up'] })) };
      this.metrics?.countGeneration('success');
      await this.channel.tell(em, { kind: 'done', introductionId: job.introductionId });
      return { kept: true };
    } catch (error) {
      await progress.finish();
      this.metrics?.countGeneration('failure');
      const code = error instanceof GenerationError ? error.code : 'AI_UNAVAILABLE';
      if (!(error instanceof GenerationError)) this.logger.error({ err: error, introductionId: job.introductionId }, 'A writing failed');
      await this.giveUp(em, job, code).catch((failure: unknown) =>
        this.logger.error({ err: failure, introductionId: job.introductionId }, 'Giving up a failed writing failed; the sweep will'),
      );
      return { kept: false, error: error instanceof GenerationError ? writerFailed(error) : error };
    } finally {
      this.progress.delete(job.introductionId);
    }
  }

  /** Ends a failed writing: the credit back, a new introduction without texts gone, the failure kept a minute, every watcher told. */
  private async giveUp(em: EntityManager, job: WritingJob<unknown>, code: GenerationError['code']): Promise<void> {
    const ended = await em.transactional(async (tx) => {
      if (!(await failWriting(tx, job.writingId, code, FAILED_KEPT_MS))) return false;
      await this.credits.refund(tx, job.userId, job.bucket, job);
      await deleteUnwrittenIntroduction(tx, job.introductionId);
      return true;
    });
    if (ended) await this.channel.tell(em, { kind: 'failed', introductionId: job.introductionId, code });
  }

  /** Looks for abandoned writings now and every sweepEveryMs until stopped. */
  startSweeping(): void {
    const sweep = () => {
      this.sweeping = this.sweepAbandoned().then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, 'Sweeping abandoned writings failed'),
      );
    };
    sweep();
    this.sweeper = setInterval(sweep, this.settings.sweepEveryMs);
    this.sweeper.unref();
  }

  /** Gives up the writings whose replica stopped renewing them (it died mid-writing): refunds, tells watchers. */
  async sweepAbandoned(): Promise<number> {
    const em = this.orm.em.fork();
    const abandoned = await em.transactional(async (tx) => {
      await deleteFailedWritings(tx);
      const taken = await takeAbandonedWritings(tx, SWEEP_BATCH, FAILED_KEPT_MS);
      for (const { writingId, introductionId, userId, bucket } of taken) {
        await this.credits.refund(tx, userId, bucket, { writingId, introductionId });
        await deleteUnwrittenIntroduction(tx, introductionId);
      }
      return taken;
    });
    for (const { introductionId } of abandoned) {
      this.logger.warn({ introductionId }, 'A writing was abandoned by its replica; refunded');
      await this.channel.tell(em, { kind: 'failed', introductionId, code: 'AI_UNAVAILABLE' });
    }
    return abandoned.length;
  }

  /** Stops sweeping and waits for the writings in flight to end and be kept. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
    await Promise.all(this.running);
  }
}
