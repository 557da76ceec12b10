import { allow, type IRules } from 'graphql-shield';
import { isSignedIn } from '../auth/shield-rules.js';

export const profilePermissions: IRules = {
  Query: { profile: isSignedIn },
  Mutation: { updateProfile: isSignedIn, deleteAccount: isSignedIn },
  // Only ever the caller's own profile.
  Profile: allow,
};
