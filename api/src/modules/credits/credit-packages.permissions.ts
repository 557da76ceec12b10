import { allow, type IRules } from 'graphql-shield';

export const creditPackagesPermissions: IRules = {
  Query: { creditPackages: allow },
  CreditPackage: allow,
};
