/** Whether a mailed one-time link can be used: 'checking' while the app asks the server. */
export type LinkStatus = 'checking' | 'valid' | 'expired' | 'used' | 'revoked' | 'invalid';

/** A date and time for people, in their own locale and time zone, with the zone named. */
export function whenText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}
