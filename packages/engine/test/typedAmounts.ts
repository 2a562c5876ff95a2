import fc from 'fast-check';

/**
 * USD amounts as people type them, for the fast paths' equivalence laws: whole dollars or cents
 * (most of the time), a double with stray digits, and the edges (zero, half a cent, `max`, and the
 * amounts around the fast paths' 100,000,000 limit).
 */
export const typedAmount = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: Math.min(max, 5_000_000) }) },
    { weight: 4, arbitrary: fc.integer({ min: 0, max: Math.min(max, 5_000_000) * 100 }).map((cents) => cents / 100) },
    { weight: 1, arbitrary: fc.double({ min: 0, max, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(0, 0.01, 0.005, max, 99_999_999.99, 100_000_000, 100_000_000.01) },
  );
