import type { IRules } from 'graphql-shield';
import { isSignedIn } from '../auth/shield-rules.js';

export const feedbackPermissions: IRules = {
  Mutation: { submitFeedback: isSignedIn },
};
