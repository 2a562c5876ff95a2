import { describe, expect, it } from 'vitest';
import type { User } from '@rei/server/contract';
import { sessionChange } from './sessionRules';

const alice = { id: 7, email: 'alice@example.com', name: 'Alice' } as unknown as User;
const bob = { id: 8, email: 'bob@example.com', name: 'Bob' } as unknown as User;

describe('a tab follows the session another tab stores', () => {
  it('signs out when the token is gone, and does nothing when it showed no session', () => {
    expect(sessionChange({ token: 't1', userId: 7 }, { token: null, user: null })).toEqual({ kind: 'signed-out' });
    expect(sessionChange({ token: 't1', userId: 7 }, { token: null, user: alice })).toEqual({ kind: 'signed-out' });
    expect(sessionChange(null, { token: null, user: null })).toEqual({ kind: 'none' });
  });

  it('takes on a complete new session: from signed out, with a new token, or as someone else', () => {
    expect(sessionChange(null, { token: 't2', user: alice })).toEqual({ kind: 'signed-in', user: alice });
    expect(sessionChange({ token: 't1', userId: 7 }, { token: 't2', user: alice })).toEqual({ kind: 'signed-in', user: alice });
    expect(sessionChange({ token: 't1', userId: 7 }, { token: 't1', user: bob })).toEqual({ kind: 'signed-in', user: bob });
  });

  it('waits while the other tab has written the token but not yet the user', () => {
    expect(sessionChange(null, { token: 't2', user: null })).toEqual({ kind: 'none' });
    expect(sessionChange({ token: 't1', userId: 7 }, { token: 't2', user: null })).toEqual({ kind: 'none' });
  });

  it("shows the same session's updated user record", () => {
    const renamed = { ...alice, name: 'Alice Smith' } as User;
    expect(sessionChange({ token: 't1', userId: 7 }, { token: 't1', user: renamed })).toEqual({ kind: 'updated', user: renamed });
  });
});
