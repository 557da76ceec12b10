import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config/env.js';

/** `__Host-` in production: Secure, whole site, and no other (sub)domain can set it. */
function sessionCookieName(config: Config): string {
  return config.isProduction ? '__Host-fw_session' : 'fw_session';
}

function cookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' };
}

/** `lifetimeMs` is what is left of the session; a new one has the whole sliding lifetime. */
export function setSessionCookie(res: Response, config: Config, token: string, lifetimeMs = config.session.ttlDays * 86_400_000): void {
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: Math.max(0, lifetimeMs) });
}

/** Whether the request's cookie holds this session's token, which is then the cookie to renew. */
export function tokenIsFromCookie(req: Request, config: Config, token: string): boolean {
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return cookies?.[sessionCookieName(config)] === token;
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}

/** The session token from `Authorization: Bearer`, `x-auth-token` or the cookie, in that order. */
export function readSessionToken(req: Request, config: Config): string | undefined {
  const authorization = req.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const header = req.get('x-auth-token')?.trim();
  const cookies = req.cookies as Record<string, string | undefined> | undefined;
  return bearer || header || cookies?.[sessionCookieName(config)] || undefined;
}
