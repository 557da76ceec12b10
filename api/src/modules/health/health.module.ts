import { allow } from 'graphql-shield';
import { defineModule } from '../../lib/app-module.js';
import { registerHealthPaths } from './health.openapi.js';
import { HealthResolver } from './health.resolver.js';
import { healthRoutes } from './health.routes.js';

export const healthModule = defineModule({
  name: 'health',
  resolvers: [HealthResolver],
  permissions: { Query: { health: allow } },
  probes: ({ orm }) => healthRoutes(orm),
  openApi: registerHealthPaths,
});
