import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong signing in and with who is calling, each with the code clients see. */
export const authError = domainErrors({
  SIGN_IN_FAILED: ErrorCode.UNAUTHENTICATED,
  // A way of signing in this server does not offer is as unknown as any other path.
  SIGN_IN_NOT_OFFERED: ErrorCode.NOT_FOUND,
  ADMIN_SIGNS_IN_ELSEWHERE: ErrorCode.FORBIDDEN,
  TOO_MANY_ATTEMPTS: ErrorCode.TOO_MANY_REQUESTS,
});

export const adminSignsInElsewhere = () => authError('ADMIN_SIGNS_IN_ELSEWHERE', 'This account signs in through the admin login.');
