// The offline writer, the quality gate and the advert's reading are CPU work that grows with what a person types:
// on the request thread one hostile questionnaire held every other request for seconds, and ten at once ran the
// server out of memory. They run in a pool of worker threads instead, each writing with a budget of time in the
// pool and each worker with a bounded heap; a task past its budget ends its worker, which the pool replaces.
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../../lib/logger.js';
import { workerEntry } from '../../lib/worker-entry.js';
import { GenerationError } from './generation.errors.js';
import type { WritingTaskInputs, WritingTaskMessage, WritingTaskName, WritingTaskOutputs } from './writing-tasks.js';

export interface WritingPoolSettings {
  /** Worker threads (config: one per core by default). */
  threads: number;
  /** The time one writing's tasks may run in the pool, together (not the model's network time, nor a wait in the queue). */
  budgetMs: number;
  /** Writings that may wait for a worker (a task of theirs queued); past it new writings are refused before they spend a credit. */
  maxQueue: number;
  /** Each worker's heap; a worker that runs out is replaced, the server goes on. */
  workerHeapMb: number;
}

/** A writing may have a few tasks queued at once (the OpenAI writer checks five texts): queued tasks stop at this many writings' worth. */
const TASKS_PER_WRITING = 5;

/** What is left of one writing's time in the pool; once it has run out, the writing's tasks still queued never start. */
export class WritingBudget {
  private spentMs = 0;
  private readonly runOut = new AbortController();

  constructor(readonly totalMs: number) {}

  get remainingMs(): number {
    return Math.max(0, this.totalMs - this.spentMs);
  }

  /** Aborted once the budget has run out. */
  get spentSignal(): AbortSignal {
    return this.runOut.signal;
  }

  spend(ms: number): void {
    this.spentMs += ms;
    if (this.remainingMs === 0) this.runOut.abort();
  }
}

/** The writings with a task waiting for a worker. */
class WaitingWritings {
  private readonly tasks = new Map<WritingBudget, number>();

  get size(): number {
    return this.tasks.size;
  }

  /** A task of the writing joins the queue; the function returned takes it out (once, whichever comes first). */
  join(writing: WritingBudget): () => void {
    this.tasks.set(writing, (this.tasks.get(writing) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const others = (this.tasks.get(writing) ?? 1) - 1;
      if (others > 0) this.tasks.set(writing, others);
      else this.tasks.delete(writing);
    };
  }
}

const isQueueFull = (error: unknown) => error instanceof Error && /queue is at limit/i.test(error.message);
const isOutOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

export class WritingPool {
  private readonly pool: Piscina;
  private readonly waiting = new WaitingWritings();

  constructor(
    readonly settings: WritingPoolSettings,
    private readonly logger: Logger,
  ) {
    const threads = Math.max(1, settings.threads);
    this.pool = new Piscina({
      ...workerEntry('writing.worker'),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      // A worker waits for its next task without blocking its own event loop: after a long task it gives memory back.
      atomics: 'async',
      maxQueue: settings.maxQueue * TASKS_PER_WRITING,
      resourceLimits: { maxOldGenerationSizeMb: settings.workerHeapMb, maxYoungGenerationSizeMb: 8 },
    });
    // A worker that fails outside a task (it could not start) is replaced; without a listener it would end the server.
    this.pool.on('error', (error: unknown) => this.logger.error({ err: error }, 'A writing worker failed'));
    this.started = this.allStarted(threads);
  }

  /** Writings wait in the queue until the workers have started (seconds when run from source): said once, when they have. */
  private allStarted(threads: number): Promise<void> {
    return new Promise((resolve) => {
      let created = 0;
      const onCreate = () => {
        created += 1;
        if (created < threads) return;
        this.pool.off('workerCreate', onCreate);
        this.logger.info({ threads }, 'The writing pool has started');
        resolve();
      };
      this.pool.on('workerCreate', onCreate);
    });
  }

  /** Resolves once every worker has started and warmed up: a server listens after it, so no writing waits for them. */
  readonly started: Promise<void>;

  /** A new writing's budget (or another task's, given). */
  budget(totalMs = this.settings.budgetMs): WritingBudget {
    return new WritingBudget(totalMs);
  }

  /**
   * Whether a new writing should be refused for now: as many writings wait for a worker as the queue takes. Counted in
   * writings, not tasks: fifty writings' five checks each wait a moment while the request thread is busy answering them.
   */
  get full(): boolean {
    // A task handed to a worker says so a moment later: until then the pool's own queue no longer holds it.
    return Math.min(this.waiting.size, this.pool.queueSize) >= this.settings.maxQueue;
  }

  /**
   * Runs one task of a writing within what is left of its budget; past it, the task's worker is ended and replaced.
   * A task still waiting for a worker when its writing has stopped (`cancel`: another of its texts failed) or its
   * budget has run out is dropped: it fails at once, and the worker that takes it returns without starting it.
   * (Aborting it in the pool instead would end the worker whenever it had just been handed the task.)
   */
  async run<N extends WritingTaskName>(
    name: N,
    input: WritingTaskInputs[N],
    budget: WritingBudget,
    cancel?: AbortSignal,
  ): Promise<WritingTaskOutputs[N]> {
    const stopped = cancel ? AbortSignal.any([cancel, budget.spentSignal]) : budget.spentSignal;
    if (stopped.aborted) throw this.notStarted(name, budget, cancel);
    const { port1: startedHere, port2: started } = new MessageChannel();
    const dropped = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const overBudget = new AbortController();
    let startedAt: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    const leaveQueue = this.waiting.join(budget);
    startedHere.once('message', () => {
      leaveQueue();
      startedAt = performance.now();
      timer = setTimeout(() => overBudget.abort(), budget.remainingMs);
    });
    const message: WritingTaskMessage<N> = { started, dropped, input };
    const task = this.pool.run(message, { name, signal: overBudget.signal, transferList: [started] }).finally(() => {
      leaveQueue();
      clearTimeout(timer);
      startedHere.close();
      if (startedAt !== undefined) budget.spend(performance.now() - startedAt);
    }) as Promise<WritingTaskOutputs[N]>;
    let drop: (error: unknown) => void = () => {};
    const whenDropped = new Promise<never>((_, reject) => (drop = reject));
    const dropIfWaiting = () => {
      if (startedAt !== undefined) return;
      Atomics.store(dropped, 0, 1);
      leaveQueue();
      drop(this.notStarted(name, budget, cancel));
    };
    stopped.addEventListener('abort', dropIfWaiting, { once: true });
    try {
      return await Promise.race([task, whenDropped]);
    } catch (error) {
      if (Atomics.load(dropped, 0) === 1) throw error;
      throw this.failure(name, budget, overBudget.signal.aborted, error);
    } finally {
      stopped.removeEventListener('abort', dropIfWaiting);
    }
  }

  /** A task that never started: its writing stopped, or the writing's budget ran out in another of its tasks. */
  private notStarted(name: WritingTaskName, budget: WritingBudget, cancel: AbortSignal | undefined): unknown {
    if (cancel?.aborted) return cancel.reason;
    return new GenerationError('AI_TIMEOUT', { details: [`${name}: the writing's ${budget.totalMs} ms in the writing pool had run out`] });
  }

  /** Why a task failed, said for the log without the answers: which budget ran out, or that the pool is full. */
  private failure(name: WritingTaskName, budget: WritingBudget, overBudget: boolean, error: unknown): unknown {
    if (overBudget) {
      this.logger.warn(
        { task: name, budgetMs: budget.totalMs },
        'A writing ran past its time budget in the writing pool; its worker was replaced',
      );
      return new GenerationError('AI_TIMEOUT', { details: [`${name}: the writing's ${budget.totalMs} ms in the writing pool ran out`] });
    }
    if (isOutOfMemory(error)) {
      this.logger.warn(
        { task: name, workerHeapMb: this.settings.workerHeapMb },
        'A writing ran out of its worker heap; the worker was replaced',
      );
      return new GenerationError('AI_UNAVAILABLE', { details: [`${name}: the worker's ${this.settings.workerHeapMb} MB heap ran out`] });
    }
    if (isQueueFull(error)) return new GenerationError('AI_UNAVAILABLE', { details: [`${name}: the writing pool's queue is full`] });
    return error;
  }

  /** Waits for the tasks under way, then ends the workers. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
