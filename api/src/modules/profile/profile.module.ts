import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { registerProfilePaths } from './profile.openapi.js';
import { profilePermissions } from './profile.permissions.js';
import { ProfileResolver } from './profile.resolver.js';
import { profileRoutes } from './profile.routes.js';
import { ProfileService } from './profile.service.js';

export const profileModule = defineModule({
  name: 'profile',
  services: () => ({ profiles: new ProfileService() }),
  resolvers: [ProfileResolver],
  permissions: profilePermissions,
  routes: ({ services, config }) => profileRoutes(services.profiles, config),
  openApi: registerProfilePaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof profileModule> {}
}
