import type { IRules } from 'graphql-shield';
import { isSignedIn } from '../../graphql/rules.js';

export const feedbackPermissions: IRules = {
  Mutation: { submitFeedback: isSignedIn },
};
