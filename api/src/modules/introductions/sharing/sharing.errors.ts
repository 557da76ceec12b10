import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../../lib/errors.js';

const sharingError = domainErrors({
  NOTHING_TO_SHARE: ErrorCode.BAD_USER_INPUT,
  NOT_SHARED: ErrorCode.NOT_FOUND,
});

export const nothingToShare = () => sharingError('NOTHING_TO_SHARE', 'This introduction has no such text to share yet');
export const notShared = () => sharingError('NOT_SHARED', 'This text is not shared');
