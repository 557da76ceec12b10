import { allow, type IRules } from 'graphql-shield';

export const authPermissions: IRules = {
  Query: { me: allow, appConfig: allow },
  // Only ever the caller's own record.
  Viewer: allow,
  AppConfig: allow,
};
