import { Router } from 'express';
import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { CreditEntry } from './credit-entry.entity.js';
import { CreditPackage } from './credit-package.entity.js';
import { CreditPackagesResolver } from './credit-packages.resolver.js';
import { creditPackageRoutes } from './credit-packages.routes.js';
import { CreditPackagesService } from './credit-packages.service.js';
import { Credits } from './credits.entity.js';
import { registerCreditsPaths } from './credits.openapi.js';
import { creditsPermissions } from './credits.permissions.js';
import { CreditsResolver } from './credits.resolver.js';
import { creditsRoutes } from './credits.routes.js';
import { CreditsService } from './credits.service.js';

export const creditsModule = defineModule({
  name: 'credits',
  entities: [Credits, CreditEntry, CreditPackage],
  services: ({ clock, metrics }) => ({ credits: new CreditsService(clock, metrics), creditPackages: new CreditPackagesService() }),
  resolvers: [CreditsResolver, CreditPackagesResolver],
  permissions: creditsPermissions,
  routes: ({ services }) => Router().use(creditPackageRoutes(services.creditPackages), creditsRoutes(services.credits)),
  openApi: registerCreditsPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof creditsModule> {}
}
