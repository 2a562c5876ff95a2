import { describe, expect, it } from 'vitest';
import type { Membership } from '@rei/server/contract';
import { withMembership } from './organizations';

const membership = (organizationId: number, organizationName: string): Membership => ({
  organizationId,
  organizationName,
  role: 'owner',
  acceptedAt: '2026-11-24T12:00:00.000Z',
});

describe('withMembership', () => {
  it('adds a created organization to the cached list', () => {
    expect(withMembership([membership(1, 'Own')], membership(2, 'Team')).map((m) => m.organizationId)).toEqual([1, 2]);
    expect(withMembership(undefined, membership(2, 'Team'))).toHaveLength(1);
  });

  it('never lists it twice when the list read meanwhile already holds it', () => {
    const list = [membership(1, 'Own'), membership(2, 'Team')];
    const next = withMembership(list, membership(2, 'Team'));
    expect(next.map((m) => m.organizationId)).toEqual([1, 2]);
  });
});
