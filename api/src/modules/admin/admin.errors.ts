import { ErrorCode } from '@firstwords/contracts';
import { domainErrors } from '../../lib/errors.js';

/** What can go wrong in the admin's tools, each with the code clients see. */
const adminError = domainErrors({ USER_NOT_FOUND: ErrorCode.NOT_FOUND });

export const userNotFound = () => adminError('USER_NOT_FOUND', 'User not found');
