import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../config/env.js';
import { appErrorIn } from './error-responses.js';
import { AppError } from './errors.js';

export type GenerationResult = 'success' | 'failure';

/** One app's metrics, in a registry of its own: several apps in one process never share a count. */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    // Up to the AI's timeout: a generation with OpenAI can take tens of seconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly generations = this.counter('firstwords_generations_total', 'Introductions written (or not), new or regenerated', 'result');
  readonly creditsSpent = this.counter(
    'firstwords_credits_spent_total',
    'Credits taken for a generation, by where they came from',
    'bucket',
  );
  readonly paymentsFulfilled = this.counter('firstwords_payments_fulfilled_total', 'Paid purchases credited', 'provider');
  readonly errors = this.counter('firstwords_errors_total', 'Errors answered over GraphQL and REST, by error code', 'code');

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  // What the domain services count; each app hands its own metrics to its services.
  countGeneration(result: GenerationResult): void {
    this.generations.inc({ result });
  }

  countCreditSpent(bucket: string): void {
    this.creditsSpent.inc({ bucket });
  }

  countPaymentFulfilled(provider: string): void {
    this.paymentsFulfilled.inc({ provider });
  }

  private counter(name: string, help: string, label: string): Counter<string> {
    return new Counter({ name, help, labelNames: [label], registers: [this.registry] });
  }
}

/**
 * Express resets `req.baseUrl` when an error leaves a router, so the full pattern (`/api/introductions/:id`)
 * is taken at the moment Express matches the route.
 */
function rememberRoutePattern(req: Request, res: Response): void {
  let route: Request['route'];
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(matched: Request['route']) {
      route = matched;
      const paths: string[] = [matched.path].flat();
      res.locals.routePattern = paths.map((path) => `${req.baseUrl}${path}`).join('|');
    },
  });
}

/** Never the raw URL, whose ids would make a series per introduction: a pattern or one of a few names. */
function routeLabel(req: Request, res: Response): string {
  if (typeof res.locals.routePattern === 'string') return res.locals.routePattern;
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  // Refused before any route matched (identity, cross-site checks) or an unknown API path.
  if (req.originalUrl.startsWith('/api/')) return '/api (no route)';
  return '(static)';
}

/** Times every request by route pattern. */
export function recordRequests(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const stopTimer = metrics.httpDuration.startTimer();
    rememberRoutePattern(req, res);
    res.once('finish', () => stopTimer({ method: req.method, route: routeLabel(req, res), status: String(res.statusCode) }));
    next();
  };
}

/** Counts each REST error by its code, then hands it on to the handler that answers it. */
export function countRestErrors(metrics: AppMetrics): ErrorRequestHandler {
  return (error: unknown, _req, _res, next) => {
    const status = (error as { status?: unknown }).status;
    const code =
      error instanceof AppError ? error.code : typeof status === 'number' && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    metrics.errors.inc({ code });
    next(error);
  };
}

/** Counts each GraphQL error by its `extensions.code`. */
export function countGraphQLErrors<TContext extends object>(metrics: AppMetrics): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // The code the client is answered with: an AppError's own, or what graphql-js and Apollo set.
            const code = appErrorIn(error)?.code ?? error.extensions?.code;
            metrics.errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
          }
        },
      };
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`;
 * without it, it is open outside production and closed in production.
 */
export function metricsRoutes(metrics: AppMetrics, config: Config): Router {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    const { token } = config.metrics;
    const given = req.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const allowed = token === undefined ? !config.isProduction : given !== undefined && sameSecret(given, token);
    if (!allowed) {
      res.status(401).set('www-authenticate', 'Bearer').json({ message: 'Authentication required' });
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
