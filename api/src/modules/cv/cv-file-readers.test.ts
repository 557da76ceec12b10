import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cvPdf, manyParagraphsDocx } from '../../../test/fixtures/cv-files.js';
import { createLogger } from '../../lib/logger.js';
import type { WritingPoolSettings } from '../generation/index.js';
import { CvFileReaders } from './cv-file-readers.js';
import { MAX_DOCUMENT_TAGS, READ_BUDGET_MS } from './cv-file-limits.js';

/** Readers as the server makes them (one at a time unless asked), with the log lines they write. */
function readersForTests(settings: Partial<WritingPoolSettings> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const readers = new CvFileReaders({ threads: 1, maxQueue: 64, workerHeapMb: 128, budgetMs: READ_BUDGET_MS, ...settings }, logger);
  return { readers, lines };
}

/** This test process's reader processes still running. */
function readerProcesses(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return status.includes(`\nPPid:\t${process.pid}\n`) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cv-file.process');
      } catch {
        return false; // it ended while we looked
      }
    });
}

// A Word file with as many tags as a CV may hold: six a paragraph (paragraph, run, text, each opened and closed).
const longestDocx = () => manyParagraphsDocx(Math.floor(MAX_DOCUMENT_TAGS / 6) - 2);

describe('the CV files’ readers', () => {
  it('read a Word file with as many tags as a CV may hold in a reader of the default heap, which then ends', async () => {
    const { readers } = readersForTests();
    const reading = await readers.read(longestDocx(), 'docx');
    expect(reading).toMatchObject({ text: expect.stringMatching(/^Checked the rota\.\n\nChecked the rota\./), cut: true });
    expect(readerProcesses()).toEqual([]);
  });

  it('refuse a file past its budget as too slow, and one that runs its reader out of heap as unreadable, saying only its size and kind', async () => {
    const slow = readersForTests({ budgetMs: 1 });
    expect(await slow.readers.read(await cvPdf(), 'pdf')).toEqual({ refused: 'too-slow' });

    const small = readersForTests({ workerHeapMb: 24 });
    const file = longestDocx();
    expect(await small.readers.read(file, 'docx')).toEqual({ refused: 'unreadable' });
    const [broke] = small.lines.filter((line) => line.msg === 'A CV file broke its reader');
    expect(broke).toMatchObject({ bytes: file.length, kind: 'docx', signal: 'SIGABRT' });
    expect(JSON.stringify(small.lines)).not.toContain('Checked the rota');
    expect(readerProcesses()).toEqual([]);
  });

  it('read one file at a time each, and are full once as many files wait as the queue takes', async () => {
    const { readers } = readersForTests({ threads: 1, maxQueue: 1 });
    const file = await cvPdf();
    const first = readers.read(file, 'pdf');
    expect(readers.full).toBe(false);
    const second = readers.read(file, 'pdf');
    expect(readers.full).toBe(true);
    const readings = await Promise.all([first, second]);
    expect(readings.map((reading) => 'text' in reading)).toEqual([true, true]);
    expect(readers.full).toBe(false);
  });
});
