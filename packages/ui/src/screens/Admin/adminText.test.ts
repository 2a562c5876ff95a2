import { describe, expect, it } from 'vitest';
import { FRESHNESS_TEXT, formatAuditTime } from './adminText';

describe('audit time', () => {
  it('shows the moment in UTC with a 24-hour clock', () => {
    expect(formatAuditTime('2026-11-22T16:41:09.000Z')).toBe('Nov 22, 2026, 16:41 UTC');
    expect(formatAuditTime('2026-01-03T00:05:00.000Z')).toBe('Jan 3, 2026, 00:05 UTC');
  });

  it('passes through text that is not a date', () => {
    expect(formatAuditTime('yesterday')).toBe('yesterday');
  });
});

describe('data freshness texts', () => {
  it('counts imported datasets and says when none is', () => {
    expect(FRESHNESS_TEXT.summary(0, 16)).toBe('No dataset imported yet (0 of 16).');
    expect(FRESHNESS_TEXT.summary(3, 16)).toBe('3 of 16 datasets imported.');
  });

  it('names imports with rejected rows in the singular and plural', () => {
    expect(FRESHNESS_TEXT.rejectedSummary(1)).toMatch(/^1 import has rejected rows/);
    expect(FRESHNESS_TEXT.rejectedSummary(2)).toMatch(/^2 imports have rejected rows/);
  });

  it('gives the import command of a dataset', () => {
    expect(FRESHNESS_TEXT.importCommand('rolling-sales')).toBe('pnpm rei import rolling-sales <file>');
  });
});
