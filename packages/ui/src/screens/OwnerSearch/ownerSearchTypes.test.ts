import { describe, expect, it } from 'vitest';
import { boroughLabel } from './ownerSearchTypes';

describe('boroughLabel', () => {
  it('names a borough code by the engine\u2019s borough name', () => {
    expect(boroughLabel('BK')).toBe('Brooklyn');
    expect(boroughLabel('SI')).toBe('Staten Island');
  });

  it('leaves text that names no borough as it is', () => {
    expect(boroughLabel('Hoboken')).toBe('Hoboken');
  });
});
