import { hash, randomBytes } from 'node:crypto';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'rei_session';

/** A new opaque session token: 256 random bits, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a token: its SHA-256, hex. A leaked table yields no sessions. */
export function hashSessionToken(token: string): string {
  // The one-shot form: no Hash object per request.
  return hash('sha256', token, 'hex');
}

/** Reads the token from `Authorization: Bearer …` first, then from the session cookie. */
export function tokenFromRequest(headers: { authorization?: string | undefined }, cookies: Record<string, string | undefined>): string | undefined {
  const header = headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = cookies[SESSION_COOKIE];
  return cookie ? cookie : undefined;
}
