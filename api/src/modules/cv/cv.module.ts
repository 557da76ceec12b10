import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { registerCvPaths } from './cv.openapi.js';
import { cvRoutes } from './cv.routes.js';
import { CvService } from './cv.service.js';
import { CvFileReaders } from './cv-file-readers.js';
import { READ_BUDGET_MS } from './cv-file-limits.js';

export const cvModule = defineModule({
  name: 'cv',
  services: ({ clock, config, logger }) => {
    const cvFileReaders = new CvFileReaders({ ...config.writingPool, budgetMs: READ_BUDGET_MS }, logger);
    return { cv: new CvService(cvFileReaders, clock, logger), cvFileReaders };
  },
  routes: ({ services }) => cvRoutes(services.cv),
  openApi: registerCvPaths,
  background: ({ services }) => Promise.resolve({ stop: () => services.cvFileReaders.close() }),
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof cvModule> {}
}
