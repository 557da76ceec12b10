import { defineModule, type ServicesOf } from '../../lib/app-module.js';
import { registerAuthPaths } from './auth.openapi.js';
import { authPermissions } from './auth.permissions.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { GoogleTokenVerifier } from './google-verifier.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { Session } from './session.entity.js';
import { SessionService } from './session.service.js';
import type { GoogleCertificates } from './google-verifier.js';

export const authModule = defineModule({
  name: 'auth',
  entities: [Session, LoginThrottle],
  services: ({ config, clock, options }) => {
    const sessions = new SessionService(clock, config.session.ttlDays, config.session.maxDays);
    const google = config.google.clientId ? new GoogleTokenVerifier(config.google.clientId, options.googleCertificates) : undefined;
    return { sessions, auth: new AuthService(config, sessions, google, clock) };
  },
  resolvers: [AuthResolver],
  permissions: authPermissions,
  routes: ({ services, config }) => authRoutes(config, services.auth),
  openApi: registerAuthPaths,
});

declare module '../../lib/app-module.js' {
  interface Services extends ServicesOf<typeof authModule> {}
  interface ServiceOptions {
    /** Google's signing certificates; fetched from Google when absent. */
    googleCertificates?: () => Promise<GoogleCertificates>;
  }
}
