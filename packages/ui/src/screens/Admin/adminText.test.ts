import { describe, expect, it } from 'vitest';
import { formatAuditTime } from './adminText';

describe('audit time', () => {
  it('shows the moment in UTC with a 24-hour clock', () => {
    expect(formatAuditTime('2026-11-22T16:41:09.000Z')).toBe('Nov 22, 2026, 16:41 UTC');
    expect(formatAuditTime('2026-01-03T00:05:00.000Z')).toBe('Jan 3, 2026, 00:05 UTC');
  });

  it('passes through text that is not a date', () => {
    expect(formatAuditTime('yesterday')).toBe('yesterday');
  });
});
