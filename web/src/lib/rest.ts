import { identityHeaders } from './identity-headers';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Login calls leave identity headers out: a stale stored id must not get in the way of a new session. */
  withIdentity?: boolean;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { message?: string; fieldErrors?: Record<string, string> };
    if (parsed.message) return new ApiError(parsed.message, response.status, parsed.fieldErrors);
  } catch {
    // Not JSON: fall through to the "status: body" form (docs/product.md, Web client behaviour).
  }
  return new ApiError(`${response.status}: ${text || response.statusText}`, response.status);
}

/** Sends one file as multipart/form-data, with the header the server asks of uploads (a form cannot send it). */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  const headers = { ...identityHeaders(), 'X-Requested-With': 'fetch' };
  const response = await fetch(path, { method: 'POST', headers, body, credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, withIdentity = true } = options;
  const headers: Record<string, string> = withIdentity ? identityHeaders() : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
