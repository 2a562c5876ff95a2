import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeStreetAddress } from './normalizeStreetAddress';
import { addressLabel, parseAddressQuery } from './parseAddressQuery';

/** Street-like text: house numbers, ranges, abbreviations, ordinals and punctuation. */
const streetTextArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('St', 'st.', 'Ave', 'AVE', 'Blvd', 'W.', 'E', 'Pl', 'Tpke', '74th', '1st', '31-15', '31 - 15', "O'Brien", 'Saint', '#4', 'Café'),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    ),
    { maxLength: 8 },
  )
  .map((words) => words.join(' '));

describe('normalizeStreetAddress', () => {
  it('spells out abbreviations and drops punctuation and ordinal suffixes', () => {
    expect(normalizeStreetAddress('418 Halsey St.')).toBe('418 halsey street');
    expect(normalizeStreetAddress('418  HALSEY  STREET')).toBe('418 halsey street');
    expect(normalizeStreetAddress('150 W. 74th St')).toBe('150 west 74 street');
    expect(normalizeStreetAddress('150 West 74th Street')).toBe('150 west 74 street');
    expect(normalizeStreetAddress('12 St Marks Pl')).toBe('12 saint marks place');
  });

  it('keeps the hyphen of a Queens house number', () => {
    expect(normalizeStreetAddress('31-15 Ditmars Blvd')).toBe('31-15 ditmars boulevard');
    expect(normalizeStreetAddress('31 - 15 Ditmars Boulevard')).toBe('31-15 ditmars boulevard');
  });

  it('leaves the NYC-only shortenings to canonicalStreet', () => {
    expect(normalizeStreetAddress('350 Fifth Ave')).toBe('350 fifth avenue');
    expect(normalizeStreetAddress('1 Ft Greene Pl')).toBe('1 ft greene place');
  });

  it('is idempotent: a normalised address normalises to itself (law)', () => {
    fc.assert(
      fc.property(streetTextArb, (text) => {
        const once = normalizeStreetAddress(text);
        expect(normalizeStreetAddress(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('ignores case and spacing (law)', () => {
    fc.assert(
      fc.property(streetTextArb, (text) => {
        expect(normalizeStreetAddress(`  ${text.toUpperCase()}  `)).toBe(normalizeStreetAddress(text.toUpperCase()));
      }),
    );
  });
});

describe('parseAddressQuery', () => {
  it('reads street, place and ZIP from a comma-separated address', () => {
    expect(parseAddressQuery('418 Halsey Street, Brooklyn, NY 11233')).toEqual({
      streetCandidates: ['418 halsey street', '418 halsey'],
      zip: '11233',
      place: 'brooklyn ny',
    });
  });

  it('offers every prefix when there are no commas', () => {
    const parsed = parseAddressQuery('418 halsey st brooklyn 11233');
    // each prefix is normalised alone: 'st' ends the 3-word prefix, so it reads 'street' there
    expect(parsed.streetCandidates).toEqual(['418 halsey saint brooklyn', '418 halsey street', '418 halsey']);
    expect(parsed.zip).toBe('11233');
    expect(parseAddressQuery('418 halsey street brooklyn').streetCandidates).toContain('418 halsey street');
  });

  it('does not read a Queens house number as a ZIP', () => {
    expect(parseAddressQuery('31-15 Ditmars Boulevard').zip).toBeNull();
  });

  it('gives only normalised candidates, longest first (law)', () => {
    fc.assert(
      fc.property(streetTextArb, (text) => {
        const { streetCandidates } = parseAddressQuery(text);
        for (const candidate of streetCandidates) expect(normalizeStreetAddress(candidate)).toBe(candidate);
        expect(new Set(streetCandidates).size).toBe(streetCandidates.length);
      }),
    );
  });
});

describe('addressLabel', () => {
  it('joins address, city, state and ZIP, skipping blanks', () => {
    expect(addressLabel({ address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', zip: '11233' })).toBe('418 Halsey Street, Brooklyn, NY 11233');
    expect(addressLabel({ address: '1 Main St', city: null, state: 'NY', zip: null })).toBe('1 Main St, NY');
  });
});
