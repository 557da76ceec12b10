// A CV file's reader (modules/cv/cv-file-readers.ts): a process of its own that reads one file and ends, so that the
// memory pdf.js or mammoth took for it goes back to the system with the process.
import { readCvFile } from '../modules/cv/cv-file-reading.js';
import type { CvFileKind, ReaderAnswer } from '../modules/cv/cv-file.types.js';

process.once('message', ({ bytes, kind }: { bytes: Uint8Array; kind: CvFileKind }) => {
  void readCvFile(bytes, kind)
    .then(
      (reading): ReaderAnswer => ({ reading }),
      (error: unknown): ReaderAnswer => ({ broke: error instanceof Error ? error.name : 'Error' }),
    )
    .then((answer) => process.send?.(answer, () => process.exit(0)));
});
process.send?.('ready');
