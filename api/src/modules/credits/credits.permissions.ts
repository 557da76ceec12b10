import { allow, type IRules } from 'graphql-shield';
import { isSignedIn } from '../../graphql/rules.js';

export const creditsPermissions: IRules = {
  Query: { credits: isSignedIn, creditPackages: allow },
  // Only reachable through the signed-in caller's own balance.
  Credits: allow,
  CreditPackage: allow,
};
