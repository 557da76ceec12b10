// A CV file is read in a process of its own, one process a file: pdf.js and mammoth load there alone, a hostile file's
// heap is bounded there, and all the memory the file took goes back to the system when the process ends. (Read in
// worker threads, it did not on Node 24, which kept tens of megabytes of each ended reader.)
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import type { Logger } from '../../lib/logger.js';
import type { WritingPoolSettings } from '../generation/index.js';
import { workerEntry } from '../../lib/worker-entry.js';
import type { CvFileKind, CvFileReading, ReaderAnswer } from './cv-file.types.js';

/** A reader yields the cores to the server: its requests and writings come first, a file can wait a moment. */
const READER_NICENESS = 10;

/** The reader's file and how to start it: found with the first file, not for every file (nor on import). */
let readerFile: ReturnType<typeof workerEntry> | undefined;
const readerEntry = () => (readerFile ??= workerEntry('cv-file.process'));

/** Time for a reader to start (seconds from TypeScript source on a busy machine, a fraction of one compiled). */
const START_MS = 30_000;

export class CvFileReaders {
  private reading = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly readers = new Set<ChildProcess>();

  /**
   * As many readers at once as the writing pool has workers, as many files waiting as it takes writings, each reader
   * with a worker's heap; the budget is a file's.
   */
  constructor(
    private readonly settings: WritingPoolSettings,
    private readonly logger: Logger,
  ) {}

  /** Whether a new file should be refused for now: as many files wait for a reader as the queue takes. */
  get full(): boolean {
    return this.waiting.length >= this.settings.maxQueue;
  }

  /** A file's reading, once a reader is free: past its budget it is too slow, and if its reader broke, unreadable. */
  async read(bytes: Uint8Array, kind: CvFileKind): Promise<CvFileReading> {
    await this.turn();
    try {
      return await this.readInProcess(bytes, kind);
    } finally {
      this.next();
    }
  }

  /** Ends any reader still running (the server has finished its requests by then). */
  close(): Promise<void> {
    for (const reader of this.readers) reader.kill('SIGKILL');
    return Promise.resolve();
  }

  private turn(): Promise<void> {
    if (this.reading < Math.max(1, this.settings.threads)) {
      this.reading += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A reader has ended: the first file waiting takes its place. */
  private next(): void {
    const waiting = this.waiting.shift();
    if (waiting) waiting();
    else this.reading -= 1;
  }

  /** Resolves once the reader has ended, so that its memory is back before the next file's reader starts. */
  private readInProcess(bytes: Uint8Array, kind: CvFileKind): Promise<CvFileReading> {
    const { filename, execArgv } = readerEntry();
    const reader = fork(filename, [], {
      execArgv: [...execArgv, `--max-old-space-size=${this.settings.workerHeapMb}`],
      serialization: 'advanced',
      // pdf.js may warn on stdout about a font; a reader that runs out of its heap says so on stderr.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.readers.add(reader);
    try {
      if (reader.pid !== undefined) setPriority(reader.pid, READER_NICENESS);
    } catch {
      // It ended already (its "exit" says how), or the system refused: the file is read at the server's priority.
    }
    let answer: ReaderAnswer | undefined;
    let overBudget = false;
    let timer = setTimeout(() => reader.kill('SIGKILL'), START_MS);
    reader.on('message', (message: 'ready' | ReaderAnswer) => {
      if (message !== 'ready') {
        answer = message;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        overBudget = true;
        reader.kill('SIGKILL');
      }, this.settings.budgetMs);
      reader.send({ bytes, kind });
    });
    return new Promise((resolve) => {
      let over = false;
      // A reader that could not start may say so with "error" and "exit" both: it is answered and logged once.
      const ended = (code: number | null, signal: NodeJS.Signals | null) => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        this.readers.delete(reader);
        if (answer && 'reading' in answer) return resolve(answer.reading);
        if (overBudget) return resolve({ refused: 'too-slow' });
        // The person is told the file could not be read, and we hear of it: by the error's name, or how the reader
        // ended (out of its heap, it aborts), never by anything of the file but its size and kind.
        this.logger.warn({ error: answer?.broke, code, signal, bytes: bytes.length, kind }, 'A CV file broke its reader');
        resolve({ refused: 'unreadable' });
      };
      reader.once('exit', ended);
      reader.once('error', (error) => {
        this.logger.error({ err: error }, 'A CV file reader could not start');
        ended(null, null);
      });
    });
  }
}
