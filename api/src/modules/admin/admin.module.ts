import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { registerAdminPaths } from './admin.openapi.js';
import { adminPermissions } from './admin.permissions.js';
import { AdminIntroductionPageResolver, AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';
import { IntroductionDailyCount } from './introduction-daily-count.entity.js';

export const adminModule = defineModule({
  name: 'admin',
  entities: [IntroductionDailyCount],
  services: ({ clock }) => ({ admin: new AdminService(clock) }),
  resolvers: [AdminResolver, AdminIntroductionPageResolver],
  permissions: adminPermissions,
  routes: ({ services }) => adminRoutes(services.admin),
  openApi: registerAdminPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof adminModule> {}
}
