// The offline writer, the quality gate and the advert's reading are CPU work that grows with what a person types:
// on the request thread one hostile questionnaire held every other request for seconds, and ten at once ran the
// server out of memory. They run in a pool of worker threads instead, each writing with a budget of time in the
// pool and each worker with a bounded heap; a task past its budget ends its worker, which the pool replaces.
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Logger } from '../../lib/logger.js';
import { GenerationError } from './generation.errors.js';
import type { WritingTaskInputs, WritingTaskMessage, WritingTaskName, WritingTaskOutputs } from './writing-tasks.js';

export interface WritingPoolSettings {
  /** Worker threads (config: one per core by default). */
  threads: number;
  /** The time one writing's tasks may run in the pool, together (not the model's network time, nor a wait in the queue). */
  budgetMs: number;
  /** Tasks that may wait for a worker; past it new writings are refused before they spend a credit. */
  maxQueue: number;
  /** Each worker's heap; a worker that runs out is replaced, the server goes on. */
  workerHeapMb: number;
}

/** A writing may have a few tasks queued at once (the OpenAI writer checks five texts): queued tasks stop at this many writings' worth. */
const TASKS_PER_WRITING = 5;

/** What is left of one writing's time in the pool. */
export class WritingBudget {
  private spentMs = 0;

  constructor(readonly totalMs: number) {}

  get remainingMs(): number {
    return Math.max(0, this.totalMs - this.spentMs);
  }

  spend(ms: number): void {
    this.spentMs += ms;
  }
}

/**
 * The worker's file: the compiled one beside this file's output, or, when the server runs from its TypeScript source
 * (tsx, Vitest), the source with tsx registered in the worker first.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const compiled = import.meta.url.endsWith('.js');
  const filename = fileURLToPath(new URL(`../../workers/writing.worker.${compiled ? 'js' : 'ts'}`, import.meta.url));
  if (compiled) return { filename, execArgv: [] };
  const tsx = import.meta.resolve('tsx/esm/api');
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
  const register = `import { register } from ${JSON.stringify(tsx)}; register({ tsconfig: ${JSON.stringify(tsconfig)} });`;
  return { filename, execArgv: ['--import', `data:text/javascript,${encodeURIComponent(register)}`] };
}

const isQueueFull = (error: unknown) => error instanceof Error && /queue is at limit/i.test(error.message);
const isOutOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

export class WritingPool {
  private readonly pool: Piscina;

  constructor(
    readonly settings: WritingPoolSettings,
    private readonly logger: Logger,
  ) {
    const threads = Math.max(1, settings.threads);
    this.pool = new Piscina({
      ...workerEntry(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      maxQueue: settings.maxQueue * TASKS_PER_WRITING,
      resourceLimits: { maxOldGenerationSizeMb: settings.workerHeapMb, maxYoungGenerationSizeMb: 8 },
    });
    // A worker that fails outside a task (it could not start) is replaced; without a listener it would end the server.
    this.pool.on('error', (error: unknown) => this.logger.error({ err: error }, 'A writing worker failed'));
  }

  /** A new writing's budget (or another task's, given). */
  budget(totalMs = this.settings.budgetMs): WritingBudget {
    return new WritingBudget(totalMs);
  }

  /** Whether a new writing should be refused for now: as many tasks wait as the queue takes. */
  get full(): boolean {
    return this.pool.queueSize >= this.settings.maxQueue;
  }

  /** Runs one task of a writing within what is left of its budget; past it, the task's worker is ended and replaced. */
  async run<N extends WritingTaskName>(name: N, input: WritingTaskInputs[N], budget: WritingBudget): Promise<WritingTaskOutputs[N]> {
    const { port1: startedHere, port2: started } = new MessageChannel();
    const stop = new AbortController();
    let startedAt: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    startedHere.once('message', () => {
      startedAt = performance.now();
      timer = setTimeout(() => stop.abort(), budget.remainingMs);
    });
    try {
      const message: WritingTaskMessage<N> = { started, input };
      return (await this.pool.run(message, { name, signal: stop.signal, transferList: [started] })) as WritingTaskOutputs[N];
    } catch (error) {
      throw this.failure(name, budget, stop.signal.aborted, error);
    } finally {
      clearTimeout(timer);
      startedHere.close();
      if (startedAt !== undefined) budget.spend(performance.now() - startedAt);
    }
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
