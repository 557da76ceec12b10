import { allow, type IRules } from 'graphql-shield';
import { isSignedIn } from '../../graphql/rules.js';

export const profilePermissions: IRules = {
  Query: { me: allow, profile: isSignedIn },
  Mutation: { updateProfile: isSignedIn, deleteAccount: isSignedIn },
  // Only ever the caller's own record and profile.
  Viewer: allow,
  Profile: allow,
};
