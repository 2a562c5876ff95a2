import { describe, expect, it } from 'vitest';
import { DETAIL_TEXT } from './detailText';

describe('DETAIL_TEXT.comparablesMethod', () => {
  it('ends with one full stop whether or not the criteria end with their own', () => {
    const server = 'Same neighbourhood (BUSHWICK) and building class C0; excludes non-market sales (under $10,000) and the lot itself.';
    expect(DETAIL_TEXT.comparablesMethod(3, 5, server)).toBe(
      'Averaged over the 3 market sales of 5 comparable sales found; criteria: Same neighbourhood (BUSHWICK) and building class C0; excludes non-market sales (under $10,000) and the lot itself.',
    );
    expect(DETAIL_TEXT.comparablesMethod(0, 2, 'same building class, sold in the last 5 years')).toBe(
      'Averaged over the 0 market sales of 2 comparable sales found; criteria: same building class, sold in the last 5 years.',
    );
    expect(DETAIL_TEXT.comparablesMethod(1, 1, server)).not.toMatch(/\.\./);
  });
});
