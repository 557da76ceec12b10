import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import type { WritingPool } from '../generation/index.js';
import { registerCvPaths } from './cv.openapi.js';
import { cvRoutes } from './cv.routes.js';
import { CvService } from './cv.service.js';

export const cvModule = defineModule({
  name: 'cv',
  services: ({ clock, logger }, { writingPool }: { writingPool: WritingPool }) => ({ cv: new CvService(writingPool, clock, logger) }),
  routes: ({ services }) => cvRoutes(services.cv),
  openApi: registerCvPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof cvModule> {}
}
