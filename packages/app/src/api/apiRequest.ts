/**
 * The one function through which the app calls @rei/server. Every call:
 * - sends the browser's cookies (`credentials: 'include'`) and, when local storage holds a
 *   session token, `Authorization: Bearer {token}`;
 * - carries `X-REI-Request: 1`, the mark the server's cross-site request forgery check looks
 *   for on cookie-authenticated changes (sent on reads too, so there is one rule);
 * - carries the selected organization as `X-Organization-Id` when one is stored;
 * - sets a content type only when there is a body (JSON, or the upload's own type);
 * - resolves with the parsed JSON answer (undefined for an empty one) and fails with an
 *   {@link RequestError} for any non-2xx answer or when no answer arrives.
 * (spec 1 §7–8)
 */
import { APP_REQUEST_HEADER, ORGANIZATION_HEADER } from '@rei/server/contract';
import { RequestError, requestErrorFromAnswer, networkError } from './RequestError';

/** Local-storage key of the session token. */
export const AUTH_TOKEN_KEY = 'authToken';
/** Local-storage key of the signed-in user's record. */
export const STORED_USER_KEY = 'user';
/** Local-storage key of the selected organization's id. */
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganizationId';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A raw (non-JSON) body sent with upload progress. */
export interface UploadBody {
  readonly contentType: string;
  readonly content: string;
  /** Called as bytes go out, with the bytes sent and the total. */
  readonly onProgress: (loaded: number, total: number) => void;
}

export interface ApiRequestOptions {
  /** A JSON body. */
  readonly body?: unknown;
  /** Query parameters; undefined values are left out. */
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  /** A raw body whose upload progress is reported (sent with XMLHttpRequest, the one browser API that reports bytes sent). */
  readonly upload?: UploadBody;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The headers of a call: the app's request mark, the bearer token and the organization scope
 * from local storage, and `contentType` when the call has a body.
 */
export function requestHeaders(contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { [APP_REQUEST_HEADER]: '1' };
  if (contentType) headers['Content-Type'] = contentType;
  const token = readStorage(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const organizationId = readStorage(SELECTED_ORGANIZATION_KEY);
  if (organizationId && /^\d+$/.test(organizationId)) headers[ORGANIZATION_HEADER] = organizationId;
  return headers;
}

/** `path` with the query parameters appended, each name and value percent-encoded. */
export function withQuery(path: string, query: ApiRequestOptions['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** The parsed JSON of a 2xx answer; undefined for an empty one. */
function parseAnswer<T>(status: number, statusText: string, text: string): T {
  if (status === 204 || text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RequestError({ status, statusText, message: 'The server sent an answer the app cannot read.', code: 'INVALID_RESPONSE' });
  }
}

function sendWithProgress<T>(method: HttpMethod, url: string, upload: UploadBody): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(upload.contentType))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(parseAnswer<T>(request.status, request.statusText, request.responseText));
        } catch (error) {
          reject(error);
        }
      } else {
        reject(requestErrorFromAnswer(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => reject(networkError());
    request.send(upload.content);
  });
}

/**
 * Calls the server: `method` on `path` (with `options.query` appended), sending
 * `options.body` as JSON or `options.upload` as raw text. Resolves with the answer as `T`
 * (the contract's response type the caller names); rejects with an {@link RequestError}.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = withQuery(path, options.query);
  if (options.upload) return sendWithProgress<T>(method, url, options.upload);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: requestHeaders(hasBody ? 'application/json' : undefined),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
    });
  } catch {
    throw networkError();
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw requestErrorFromAnswer(response.status, response.statusText, text);
  return parseAnswer<T>(response.status, response.statusText, text);
}
