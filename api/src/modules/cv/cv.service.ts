import type { CvFileText } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { enforceRateLimit, USER_RATE_LIMITS } from '../../lib/rate-limit.js';
import type { User } from '../users/user.entity.js';
import { cvFileKind } from './cv-file-kind.js';
import type { CvFileReaders } from './cv-file-readers.js';
import { emptyFile, fileRefused, noFile, readerBusy } from './cv.errors.js';

/** A file as it was uploaded: held in memory for the request, never stored. */
export interface UploadedFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

export class CvService {
  constructor(
    private readonly readers: CvFileReaders,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The text of a CV file, for the person to check in the CV box; a file that cannot give one is refused, saying why. */
  async read(em: EntityManager, user: User, file: UploadedFile | undefined): Promise<CvFileText> {
    await enforceRateLimit(em, this.clock, USER_RATE_LIMITS.cvFile, user.id, "You're uploading files");
    if (file === undefined) throw noFile();
    if (file.bytes.length === 0) throw emptyFile();
    const kind = cvFileKind(file.name, file.mediaType, file.bytes);
    if (this.readers.full) throw readerBusy();
    const reading = await this.readers.read(file.bytes, kind);
    // Of a file, only its size and kind reach the log.
    this.logger.info({ bytes: file.bytes.length, kind, refused: 'refused' in reading ? reading.refused : undefined }, 'A CV file was read');
    if ('refused' in reading) throw fileRefused(reading.refused);
    return reading;
  }
}
