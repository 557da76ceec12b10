import type { Router } from 'express';
import { badInput } from './errors.js';

/** PostgreSQL's integer: the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/**
 * Refuses a malformed id in the router's paths (not a whole number from 1 to 2,147,483,647) with 400 before any route
 * runs, the same on every path; a well-formed id of nothing is the route's 404.
 */
export function refuseMalformedIds(router: Router, ...names: string[]): void {
  for (const name of names) {
    router.param(name, (_req, _res, next, value: string) => {
      const wellFormed = /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID;
      const message = `The ${name} in the path must be a whole number from 1`;
      next(wellFormed ? undefined : badInput(message, { [name]: message }));
    });
  }
}
