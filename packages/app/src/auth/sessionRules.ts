import type { User } from '@rei/server/contract';

/** What this tab does when another tab of the same browser changes the stored session. */
export type SessionChange =
  /** The other tab signed out (or storage was cleared): this tab signs out too. */
  | { kind: 'signed-out' }
  /** The other tab signed in, as someone else or with a new session: this tab takes it on and reads everything again. */
  | { kind: 'signed-in'; user: User }
  /** The same session's user record changed (a renamed user, a new plan): this tab shows it. */
  | { kind: 'updated'; user: User }
  /** Nothing this tab has to follow, or half a session still being written (the user record comes right after the token). */
  | { kind: 'none' };

/**
 * How this tab follows a change another tab made to the stored session. `shown` is the session
 * this tab shows (its token and user id, null when signed out); `stored` is what local storage
 * holds now. Only a complete stored session (token and user) is taken on.
 */
export function sessionChange(shown: { token: string; userId: number } | null, stored: { token: string | null; user: User | null }): SessionChange {
  if (!stored.token) return shown ? { kind: 'signed-out' } : { kind: 'none' };
  if (!stored.user) return { kind: 'none' };
  if (!shown || shown.token !== stored.token || shown.userId !== stored.user.id) return { kind: 'signed-in', user: stored.user };
  return { kind: 'updated', user: stored.user };
}
