// The CV files' pool's worker (modules/cv/cv.module.ts): it loads the readers alone, and ends when idle, so the
// memory a large PDF took goes with it rather than staying in a writing worker for good.
import { readCvFile } from '../modules/cv/cv-file-reading.js';
import type { WritingTaskOutputs } from '../modules/generation/writing-tasks.js';
import { task } from './pool-task.js';

export const readCv = task<'readCv', Promise<WritingTaskOutputs['readCv']>>(({ bytes, kind }) => readCvFile(bytes, kind));
