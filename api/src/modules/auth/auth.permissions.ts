import { allow, type IRules } from 'graphql-shield';

export const authPermissions: IRules = {
  Query: { appConfig: allow },
  AppConfig: allow,
};
