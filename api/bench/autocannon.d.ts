// autocannon ships no types; this is the part of its API the load worker uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestStep {
    setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest;
  }

  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    requests?: RequestStep[];
    warmup?: { connections?: number; duration?: number };
  }

  export interface Result {
    duration: number;
    errors: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** The warm-up's own result, when there was one. */
    warmup?: Result;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
