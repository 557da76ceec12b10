import { afterAll } from 'vitest';
import { WritingPool, type WritingPoolSettings } from '../src/modules/generation/writing-pool.js';
import { createLogger } from '../src/lib/logger.js';

/** A real writing pool for a test file (one worker unless asked), closed after the file's tests. */
export function writingPoolForTests(settings: Partial<WritingPoolSettings> = {}): WritingPool {
  const pool = new WritingPool({ threads: 1, budgetMs: 10_000, maxQueue: 64, workerHeapMb: 128, ...settings }, createLogger('silent'));
  afterAll(() => pool.close());
  return pool;
}
