import type { Config } from './config/env.js';
import { AuthService } from './modules/auth/auth.service.js';
import { GoogleTokenVerifier, type GoogleCertificates } from './modules/auth/google-verifier.js';
import { SessionService } from './modules/auth/session.service.js';

/** What the services need from outside that tests may point elsewhere (never our own code). */
export interface ServiceOptions {
  /** Google's signing certificates; fetched from Google when absent. */
  googleCertificates?: () => Promise<GoogleCertificates>;
}

/** The services that hold the rules, built once and shared by GraphQL resolvers and REST routes. */
export function createServices(config: Config, options: ServiceOptions = {}) {
  const sessions = new SessionService(config.session.ttlDays);
  const google = config.google.clientId
    ? new GoogleTokenVerifier(config.google.clientId, options.googleCertificates)
    : undefined;
  return {
    config,
    sessions,
    auth: new AuthService(config, sessions, google),
  };
}

export type Services = ReturnType<typeof createServices>;
