import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NOT_AVAILABLE,
  formatCompactCurrency,
  formatCurrency,
  formatNumber,
  formatPercent,
  formatSquareFeet,
  toFiniteNumber,
} from './format';

describe('formatCurrency', () => {
  it('shows whole US dollars with separators', () => {
    expect(formatCurrency(1_250_000)).toBe('$1,250,000');
    expect(formatCurrency(0)).toBe('$0');
    // 99.5 rounds half-up to 100
    expect(formatCurrency(99.5)).toBe('$100');
    expect(formatCurrency(-2_500)).toBe('-$2,500');
  });

  it('shows cents when asked', () => {
    expect(formatCurrency(1043.286, { decimals: 2 })).toBe('$1,043.29');
    // 1.005 is stored as 1.00499…; half-up on the decimal text a person sees gives 1.01
    expect(formatCurrency(1.005, { decimals: 2 })).toBe('$1.01');
    expect(formatCurrency(5, { decimals: 1.5 })).toBe('$5');
  });

  it('shows N/A for missing values', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc']) {
      expect(formatCurrency(missing)).toBe(NOT_AVAILABLE);
    }
  });

  it('accepts database decimal strings', () => {
    expect(formatCurrency('452300.00')).toBe('$452,300');
    expect(toFiniteNumber(' 12 ')).toBe(12);
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0.4)).toBe('$0');
    expect(formatPercent(-0.01)).toBe('0.0%');
  });
});

describe('formatCompactCurrency', () => {
  it('uses M from a million, K from a thousand', () => {
    // 1,250,000 ÷ 1,000,000 = 1.25 → half-up 1.3
    expect(formatCompactCurrency(1_250_000)).toBe('$1.3M');
    expect(formatCompactCurrency(1_000_000)).toBe('$1.0M');
    expect(formatCompactCurrency(12_340_000)).toBe('$12.3M');
    expect(formatCompactCurrency(452_300)).toBe('$452K');
    expect(formatCompactCurrency(1_000)).toBe('$1K');
    expect(formatCompactCurrency(1_500)).toBe('$2K');
  });

  it('shows smaller amounts in full', () => {
    expect(formatCompactCurrency(950)).toBe('$950');
    expect(formatCompactCurrency(-950)).toBe('-$950');
    expect(formatCompactCurrency(-0.2)).toBe('$0');
  });

  it('never shows $1000K', () => {
    expect(formatCompactCurrency(999_499)).toBe('$999K');
    expect(formatCompactCurrency(999_500)).toBe('$1.0M');
  });

  it('keeps the sign of losses and shows N/A when missing', () => {
    expect(formatCompactCurrency(-2_400_000)).toBe('-$2.4M');
    expect(formatCompactCurrency(-45_000)).toBe('-$45K');
    expect(formatCompactCurrency(undefined)).toBe(NOT_AVAILABLE);
  });

  it('always has one of the three shapes (law)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e10, max: 1e10, noNaN: true }), (n) => {
        expect(formatCompactCurrency(n)).toMatch(/^-?\$(\d{1,3}(,\d{3})*\.\dM|\d{1,3}K|\d{1,3}(,\d{3})*)$/);
      }),
    );
  });
});

describe('formatPercent, formatNumber, formatSquareFeet', () => {
  it('formats percent units with one decimal by default', () => {
    expect(formatPercent(8.55)).toBe('8.6%');
    expect(formatPercent(8.555, 2)).toBe('8.56%');
    expect(formatPercent(12)).toBe('12.0%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
    expect(formatPercent(null)).toBe(NOT_AVAILABLE);
    expect(formatPercent(7, -1)).toBe('7%');
  });

  it('formats counts and areas', () => {
    expect(formatNumber(12_500)).toBe('12,500');
    expect(formatNumber(2.345, { decimals: 2 })).toBe('2.35');
    expect(formatNumber(undefined)).toBe(NOT_AVAILABLE);
    expect(formatSquareFeet(2_400)).toBe('2,400 sq ft');
    expect(formatSquareFeet(null)).toBe(NOT_AVAILABLE);
  });

  it('formatCurrency reads back to the rounded amount (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatCurrency(n);
        expect(Number(text.replace(/[$,]/g, ''))).toBe(n);
      }),
    );
  });
});
