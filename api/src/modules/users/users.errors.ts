import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong with accounts, each with the code clients see. */
const userError = domainErrors({ EMAIL_TAKEN: ErrorCode.FORBIDDEN, ADMIN_ACCOUNT_FIXED: ErrorCode.FORBIDDEN });

export const emailTaken = () => userError('EMAIL_TAKEN', 'This e-mail address already belongs to another account.');
export const adminAccountFixed = () =>
  userError('ADMIN_ACCOUNT_FIXED', 'The admin account is set by ADMIN_EMAIL and cannot be deleted here.');
