import { isRequestError } from '../api/RequestError';

/**
 * The token of a mailed link (`?token=…`), read once; the address bar is then cleaned so the
 * token does not linger in history or get shared with a screenshot of the URL.
 */
export function takeLinkToken(): string {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  if (token) {
    takenTokens.set(window.location.pathname, token);
    params.delete('token');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    return token;
  }
  // The page may mount again (the session finishing loading above it) after the address was cleaned.
  return takenTokens.get(window.location.pathname) ?? '';
}

/** Tokens already taken from the address bar, by page path, for the life of this browser tab. */
const takenTokens = new Map<string, string>();
/** Link calls already made, by key: a page that mounts twice must not follow a single-use link twice. */
const linkCalls = new Map<string, Promise<unknown>>();

/** Runs `call` once per `key` in this tab and answers the same promise every time. */
export function onceForLink<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = linkCalls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    linkCalls.set(key, pending);
  }
  return pending;
}

/** What a refused link means for the page: expired (or withdrawn), already used, or not one REI made. */
export function linkStatusOf(error: unknown): 'expired' | 'used' | 'invalid' | 'error' {
  if (!isRequestError(error)) return 'error';
  if (error.code === 'LINK_EXPIRED') return 'expired';
  if (error.code === 'LINK_USED') return 'used';
  if (error.status === 400 || error.status === 404) return 'invalid';
  return 'error';
}
