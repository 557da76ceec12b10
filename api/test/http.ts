import type { TestApp } from './app.js';

export interface JsonResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export async function json(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

export function graphql(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return json(app, 'POST', '/graphql', { query, variables }, headers);
}

export interface SignedInUser {
  user: { id: string; username: string; email: string; displayName: string | null; role: string };
  token: string;
  cookie: string;
  headers: Record<string, string>;
}

/** Signs in through development sign-in, as the web app does without Google. */
export async function devLogin(app: TestApp, email: string, name?: string): Promise<SignedInUser> {
  const response = await json(app, 'POST', '/api/auth/dev-login', { email, ...(name ? { name } : {}) });
  if (response.status !== 200) throw new Error(`dev-login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    user: response.body.user,
    token: response.body.token,
    cookie: response.headers.get('set-cookie') ?? '',
    headers: { authorization: `Bearer ${response.body.token}` },
  };
}

export async function adminLogin(app: TestApp): Promise<SignedInUser> {
  const response = await json(app, 'POST', '/api/auth/admin-login', { email: 'admin@example.com', password: 'change-me-admin' });
  if (response.status !== 200) throw new Error(`admin-login failed: ${response.status}`);
  return {
    user: response.body.user,
    token: response.body.token,
    cookie: response.headers.get('set-cookie') ?? '',
    headers: { authorization: `Bearer ${response.body.token}` },
  };
}
