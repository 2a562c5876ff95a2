/**
 * The one way the app talks to @rei/server (spec 1 §7–8): every request carries credentials
 * and the `X-REI-Request: 1` mark, a JSON content type is set only when there is a body, a
 * bearer token is added when `authToken` is in local storage, the selected organization
 * travels as `X-Organization-Id`,
 * and any non-2xx answer throws `Error('{status}: {body or statusText}')`.
 */
import type { QueryFunction } from '@tanstack/react-query';

export const AUTH_TOKEN_KEY = 'authToken';
export const STORED_USER_KEY = 'user';
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganizationId';
/** Header the server reads the organization scope from (packages/server/src/routes/requestScope.ts). */
export const ORGANIZATION_HEADER = 'X-Organization-Id';
/**
 * Header every call carries so the server knows it came from the app's own script: a
 * cookie-authenticated change without it (or a JSON body) is refused as cross-site request
 * forgery (packages/server/src/security/csrf.ts). Sent on reads too, to keep one rule.
 */
export const APP_REQUEST_HEADER = 'X-REI-Request';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Builds the request headers: the app's request mark, bearer token, organization scope, JSON type only with a body. */
export function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { [APP_REQUEST_HEADER]: '1' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = readStorage(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const organizationId = readStorage(SELECTED_ORGANIZATION_KEY);
  if (organizationId && /^\d+$/.test(organizationId)) headers[ORGANIZATION_HEADER] = organizationId;
  return headers;
}

/** Throws `Error('{status}: {body text or statusText}')` for a non-2xx response. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** Sends one request; resolves with the Response once it is 2xx. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const response = await fetch(url, {
    method,
    headers: requestHeaders(hasBody),
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

/** Sends one request and parses the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: the query key's first element is the URL (later elements that are strings
 * or numbers are joined as path segments). With `on401: 'returnNull'` a 401 resolves to null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const [first, ...rest] = queryKey;
    const url = [String(first), ...rest.filter((part) => typeof part === 'string' || typeof part === 'number').map(String)].join('/');
    const response = await fetch(url, { headers: requestHeaders(false), credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The server's `message` out of an error thrown above ('404: {"message":"…"}' → '…'),
 * or undefined when there is none.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match?.[1];
  if (!body) return error.message || undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: the body text itself
  }
  return body;
}

/**
 * What the server said about one field of a refused request ('400: {"fields":{"body.password":"…"}}'
 * → '…'), or undefined when it named no such field. The form shows this reason rather than the
 * general 'Some fields are missing or invalid'.
 */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { fields?: Record<string, unknown> };
    const message = parsed.fields?.[field];
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status of an error thrown above, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match?.[1] ? Number(match[1]) : undefined;
}
