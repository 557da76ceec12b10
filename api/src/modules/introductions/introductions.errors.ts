import { ErrorCode, GENERATION_FAILED_MESSAGE, type Refinement } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong with a person's introductions, each with the code clients see. */
const introductionError = domainErrors({
  INTRODUCTION_NOT_FOUND: ErrorCode.NOT_FOUND,
  NOT_YOUR_INTRODUCTION: ErrorCode.FORBIDDEN,
  VERSION_NOT_FOUND: ErrorCode.NOT_FOUND,
  REFINEMENT_NOT_OFFERED: ErrorCode.BAD_USER_INPUT,
  WRITER_FAILED: ErrorCode.GENERATION_UNAVAILABLE,
  WRITER_BUSY: ErrorCode.GENERATION_UNAVAILABLE,
  WRITING_IN_PROGRESS: ErrorCode.CONFLICT,
});

const REFINEMENT_NOT_OFFERED: Record<Refinement, string> = {
  shorter: 'This text is already as short as your answers allow',
  longer: 'Your answers hold nothing more for this text; add achievements or your CV for a longer one',
  more_formal: 'This text is already as formal as it gets',
  warmer: 'This text is already as warm as it gets',
};

export const introductionNotFound = () => introductionError('INTRODUCTION_NOT_FOUND', 'Introduction not found. It may have been deleted');
export const notYourIntroduction = () =>
  introductionError('NOT_YOUR_INTRODUCTION', "You don't have permission to access this introduction");
export const versionNotFound = () => introductionError('VERSION_NOT_FOUND', 'Version not found. It may have been removed');
export const refinementNotOffered = (direction: Refinement) =>
  introductionError('REFINEMENT_NOT_OFFERED', REFINEMENT_NOT_OFFERED[direction], {
    fieldErrors: { direction: REFINEMENT_NOT_OFFERED[direction] },
  });
/** The one "Generation Failed" message, whatever went wrong with the writer (docs/product.md, Errors); the cause is logged. */
export const writerFailed = (cause: unknown) => introductionError('WRITER_FAILED', GENERATION_FAILED_MESSAGE, { cause });
export const writingInProgress = () =>
  introductionError('WRITING_IN_PROGRESS', 'This introduction is still being written. Wait for it to finish, then try again');
/** Seconds to wait when the writers are all busy: a queue's worth of ordinary writings is written in well under this. */
const BUSY_RETRY_AFTER_SECONDS = 5;
export const writerBusy = () =>
  introductionError(
    'WRITER_BUSY',
    'FirstWords is writing a lot of introductions just now. Nothing was charged; please try again in a moment.',
    {
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    },
  );
