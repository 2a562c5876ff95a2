/**
 * What a failed `fetch` says about the host. A refused connection or a name that does not resolve
 * will not answer a retry either, so the outside-service clients (NYC Open Data, GeoSearch, the
 * Census) give up at once on these and let their circuit open: an offline machine answers from
 * what it has without waiting for backoffs.
 */

/** Network error codes that say the host cannot be reached at all. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);

/** The system error code behind a failed fetch (undici puts it on `cause`), or null. */
export function networkErrorCode(error: unknown): string | null {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** True when the error says the host cannot be reached at all (no point retrying). */
export function isHostUnreachable(error: unknown): boolean {
  const code = networkErrorCode(error);
  return code !== null && UNREACHABLE_CODES.has(code);
}
