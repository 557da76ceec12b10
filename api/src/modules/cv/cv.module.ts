import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { WritingPool } from '../generation/index.js';
import { registerCvPaths } from './cv.openapi.js';
import { cvRoutes } from './cv.routes.js';
import { CvService } from './cv.service.js';
import { READER_IDLE_MS } from './cv-file-limits.js';

export const cvModule = defineModule({
  name: 'cv',
  services: ({ clock, config, logger }) => {
    const cvFilePool = new WritingPool(config.writingPool, logger, { worker: 'cv-file', idleMs: READER_IDLE_MS });
    return { cv: new CvService(cvFilePool, clock, logger), cvFilePool };
  },
  routes: ({ services }) => cvRoutes(services.cv),
  openApi: registerCvPaths,
  background: ({ services }) => Promise.resolve({ stop: () => services.cvFilePool.close() }),
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof cvModule> {}
}
