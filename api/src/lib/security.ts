import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/env.js';

const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com'],
  connect: ['https://accounts.google.com'],
};

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  style: [],
  // hooks.stripe.com shows 3-D Secure challenges.
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** What Apollo Sandbox, the development landing page of /graphql, loads and frames. */
const APOLLO_SANDBOX = {
  script: ['https://embeddable-sandbox.cdn.apollographql.com', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  style: [
    'https://embeddable-sandbox.cdn.apollographql.com',
    'https://apollo-server-landing-page.cdn.apollographql.com',
    'https://fonts.googleapis.com',
  ],
  frame: ['https://sandbox.embed.apollographql.com'],
  connect: ['https://*.apollographql.com'],
};

type Sources = typeof GOOGLE_SIGN_IN;

function helmetAllowing(config: Config, sources: Sources[], inlineScripts: boolean): RequestHandler {
  const all = (kind: keyof Sources) => sources.flatMap((source) => source[kind]);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...(inlineScripts ? ["'unsafe-inline'"] : []), ...all('script')],
        // MUI and Emotion write their styles inline.
        'style-src': ["'self'", "'unsafe-inline'", ...all('style')],
        // Profile photos come from the sign-in provider.
        'img-src': ["'self'", 'data:', 'https:'],
        'frame-src': ["'self'", ...all('frame')],
        'connect-src': ["'self'", ...all('connect')],
        // Over plain http://localhost an upgrade would break every request.
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    // Google's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google checks where its sign-in button is shown from.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}

/** Security headers, with a Content-Security-Policy that allows only the services this server is set up with. */
export function securityHeaders(config: Config): RequestHandler {
  const services = [...(config.google.clientId ? [GOOGLE_SIGN_IN] : []), ...(config.stripe.publishableKey ? [STRIPE] : [])];
  const app = helmetAllowing(config, services, false);
  if (config.isProduction) return app;
  // Outside production GET /graphql is Apollo Sandbox, whose page also sets its own nonce-based policy.
  const sandbox = helmetAllowing(config, [APOLLO_SANDBOX], true);
  return (req, res, next) => (req.method === 'GET' && req.path === '/graphql' ? sandbox : app)(req, res, next);
}

/** API answers are one person's data: no browser or proxy keeps a copy. */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Stripe signs its webhook instead, and never sends an Origin.
const EXEMPT_PATHS = new Set(['/stripe/webhook']);
// Files come as multipart/form-data, which a plain HTML form can send too: these also need a header no form can set.
const UPLOAD_PATHS = new Set(['/cv/read']);

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function ownOrigin(req: Request, config: Config): string {
  return config.appOrigin ? new URL(config.appOrigin).origin : `${req.protocol}://${req.get('host')}`;
}

function sameOrigin(origin: string, expected: string): boolean {
  try {
    return new URL(origin).origin === expected;
  } catch {
    return false; // e.g. `Origin: null` from a sandboxed frame
  }
}

/**
 * For the REST paths under /api: a state-changing request with a body must send JSON, which a plain
 * HTML form cannot (415), or for an upload an X-Requested-With header, which a form cannot set either (403); and a
 * browser's Origin must be this app's own (403).
 */
export function crossSiteRequestChecks(config: Config): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || EXEMPT_PATHS.has(req.path)) {
      next();
      return;
    }
    if (UPLOAD_PATHS.has(req.path)) {
      if (!req.get('x-requested-with')) {
        res.status(403).json({ message: 'Send the file with an X-Requested-With header, as the app does.' });
        return;
      }
    } else if (hasBody(req) && !req.is('application/json')) {
      res.status(415).json({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      return;
    }
    const origin = req.get('origin');
    if (origin !== undefined && !sameOrigin(origin, ownOrigin(req, config))) {
      res.status(403).json({ message: 'Cross-site requests are not allowed.' });
      return;
    }
    next();
  };
}
