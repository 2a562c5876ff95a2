import { describe, expect, it } from 'vitest';
import { addressLabel, normalizeStreetAddress, parseAddressQuery } from './addressSearch';

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
});

describe('addressLabel', () => {
  it('joins address, city, state and ZIP, skipping blanks', () => {
    expect(addressLabel({ address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', zip: '11233' })).toBe('418 Halsey Street, Brooklyn, NY 11233');
    expect(addressLabel({ address: '1 Main St', city: null, state: 'NY', zip: null })).toBe('1 Main St, NY');
  });
});
