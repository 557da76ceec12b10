import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';
import type { CvFileRefusal } from './cv-file.types.js';
import { MAX_PDF_PAGES } from './cv-file-limits.js';

/** What can go wrong with a CV file, each said so that the person knows what to do; nothing of the file is kept. */
const cvError = domainErrors({
  NO_FILE: ErrorCode.BAD_USER_INPUT,
  EMPTY_FILE: ErrorCode.BAD_USER_INPUT,
  FILE_TOO_LARGE: ErrorCode.BAD_USER_INPUT,
  UNSUPPORTED_FILE: ErrorCode.BAD_USER_INPUT,
  NOT_WHAT_ITS_NAME_SAYS: ErrorCode.BAD_USER_INPUT,
  FILE_REFUSED: ErrorCode.BAD_USER_INPUT,
  READER_BUSY: ErrorCode.GENERATION_UNAVAILABLE,
});

const PASTE = 'paste its text into the box instead';

const REFUSALS: Record<CvFileRefusal, string> = {
  encrypted: `This PDF is protected by a password. Save a copy without one, or ${PASTE}.`,
  'no-text': 'This PDF has no text in it, only images: paste the text instead.',
  'too-many-pages': `This PDF has more than ${MAX_PDF_PAGES} pages, more than a CV. Upload the CV alone, or ${PASTE}.`,
  'too-much-text': `This PDF holds far more text than a CV, so it was not read. Upload the CV alone, or ${PASTE}.`,
  'too-large-unzipped': `This document unpacks to far more than a CV holds, so it was not read. Save it again, or ${PASTE}.`,
  unreadable: `This file could not be read: it may be damaged. Save it again, or ${PASTE}.`,
  'too-slow': `This file took too long to read. Save it again as a simpler file, or ${PASTE}.`,
};

const field = (message: string) => ({ fieldErrors: { file: message } });
const refusal = (reason: Parameters<typeof cvError>[0], message: string) => cvError(reason, message, field(message));

export const noFile = () => refusal('NO_FILE', 'Choose a CV file to upload, sent as the form field "file".');
export const emptyFile = () => refusal('EMPTY_FILE', `This file is empty. Choose your CV, or ${PASTE}.`);
export const fileTooLarge = (maxMegabytes: number) =>
  refusal('FILE_TOO_LARGE', `This file is over ${maxMegabytes} MB. Save your CV without pictures, or ${PASTE}.`);
export const unsupportedFile = () =>
  refusal(
    'UNSUPPORTED_FILE',
    `FirstWords reads a CV saved as PDF, Word (DOCX), OpenDocument (ODT) or plain text. Save it as one, or ${PASTE}.`,
  );
export const notWhatItsNameSays = (kind: string) =>
  refusal('NOT_WHAT_ITS_NAME_SAYS', `This file is not the ${kind} its name says. Choose the CV itself, or ${PASTE}.`);
export const fileRefused = (reason: CvFileRefusal) => refusal('FILE_REFUSED', REFUSALS[reason]);
/** Seconds to wait when every worker is busy writing: files are read in a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 5;
export const readerBusy = () =>
  cvError('READER_BUSY', 'FirstWords is busy just now. Please try the file again in a moment.', {
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
