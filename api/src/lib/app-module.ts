import type { EntityClass } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { IRules } from 'graphql-shield';
import type { Config } from '../config/env.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { AppMetrics } from './metrics.js';
import type { PathRegistrar } from '../openapi/openapi-helpers.js';

/**
 * What the services need from outside that tests may point elsewhere (never our own code). A module adds its own
 * (a `declare module` beside its definition), so the toolkit names no domain.
 */
export interface ServiceOptions {
  /** Where services log what the client never sees; createApp passes the app's logger. */
  logger?: Logger;
  /** Where services count generations, credits spent and payments; createApp passes the app's metrics. */
  metrics?: AppMetrics;
  /** What time the rules read; the system's when absent. */
  clock?: Clock;
}

/**
 * The services that hold the rules, built once and shared by GraphQL resolvers and REST routes. Each module adds
 * what it builds (`interface Services extends ServicesOf<typeof itsModule> {}` in a `declare module` beside it).
 */
export interface Services {
  config: Config;
  clock: Clock;
}

/** What every module's services are built with: the settings and the app's shared instruments. */
export interface ServiceContext {
  config: Config;
  /** For work that runs outside a request, on entity managers of its own. */
  orm: MikroORM;
  clock: Clock;
  logger: Logger;
  metrics?: AppMetrics;
  options: ServiceOptions;
}

/** What a module's routes are built with: its own services and those it needs, the settings, the database. */
interface RouteContext<S> {
  services: S;
  config: Config;
  orm: MikroORM;
}

/**
 * One domain, as the app registers it: its tables, its services, its GraphQL resolvers and their rules, its REST
 * routes and their paths in the OpenAPI document. `N` is the services it needs from modules listed before it.
 */
export interface AppModule<S extends object = object, N extends object = object> {
  name: string;
  // MikroORM's own list type for entity classes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: EntityClass<any>[];
  services?: (context: ServiceContext, needs: N) => S;
  // TypeGraphQL takes resolver classes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: Function[];
  permissions?: IRules;
  /** Under /api, behind the JSON body parser and the session lookup. */
  routes?: (context: RouteContext<S & N>) => Router;
  /** Under /api before the body parser, for a path that reads the raw body (a signed webhook). */
  rawBodyRoutes?: (context: RouteContext<S & N>) => Router;
  /** Pages at the root that the server builds itself, before the web app's; no session, no JSON body. */
  pages?: (context: RouteContext<S & N>) => Router;
  /** At the root before anything else: probes, which neither need a session nor are logged as traffic. */
  probes?: (context: RouteContext<S & N>) => Router;
  openApi?: PathRegistrar;
  /** Work that runs beside the requests (listening, sweeping), started with the app and stopped with it. */
  background?: (context: RouteContext<S & N>) => Promise<BackgroundWork>;
}

interface BackgroundWork {
  stop(): Promise<void>;
}

/** The services a module builds. */
export type ServicesOf<M> = M extends AppModule<infer S, infer _N> ? S : never;

/** A module, with its services' type inferred for the app's `Services`. */
export const defineModule = <S extends object = object, N extends object = object>(module: AppModule<S, N>): AppModule<S, N> => module;
