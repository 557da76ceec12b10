import type { CvFileText } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import { GenerationError, type WritingPool } from '../generation/index.js';
import type { User } from '../users/user.entity.js';
import { READ_BUDGET_MS } from './cv-file-limits.js';
import { cvFileKind } from './cv-file-kind.js';
import { emptyFile, fileRefused, noFile, readerBusy } from './cv.errors.js';

/** A file as it was uploaded: held in memory for the request, never stored. */
export interface UploadedFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

export class CvService {
  constructor(
    private readonly pool: WritingPool,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The text of a CV file, for the person to check in the CV box; a file that cannot give one is refused, saying why. */
  async read(em: EntityManager, user: User, file: UploadedFile | undefined): Promise<CvFileText> {
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.cvFile, user.id, "You're uploading files");
    if (file === undefined) throw noFile();
    if (file.bytes.length === 0) throw emptyFile();
    const kind = cvFileKind(file.name, file.mediaType, file.bytes);
    if (this.pool.full) throw readerBusy();
    const reading = await this.pool.run('readCv', { bytes: file.bytes, kind }, this.pool.budget(READ_BUDGET_MS)).catch((error: unknown) => {
      // Past its budget or out of its worker's heap, the file is what was wrong; a full queue is a busy moment.
      if (error instanceof GenerationError && error.code === 'AI_TIMEOUT') return { refused: 'too-slow' as const };
      if (error instanceof GenerationError && /queue is full/.test(error.message)) throw readerBusy();
      if (error instanceof GenerationError) return { refused: 'unreadable' as const };
      // A reader that broke on the file: the person is told it could not be read, and we hear of it (by the error's
      // name: a reader's message may quote the file).
      this.logger.warn({ error: (error as Error | null)?.name, bytes: file.bytes.length, kind }, 'A CV file broke its reader');
      return { refused: 'unreadable' as const };
    });
    // Of a file, only its size and kind reach the log.
    this.logger.info({ bytes: file.bytes.length, kind, refused: 'refused' in reading ? reading.refused : undefined }, 'A CV file was read');
    if ('refused' in reading) throw fileRefused(reading.refused);
    return reading;
  }
}
