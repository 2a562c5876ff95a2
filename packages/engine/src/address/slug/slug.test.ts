import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressToSlug, propertySlug, propertySlugParts, slugToAddress } from './slug';
import { formatNycAddress, nycAddressPartsArb, ordinal } from '../../testing/rulesArbitraries';

describe('addressToSlug', () => {
  it('lower-cases, drops commas and punctuation, joins words with hyphens', () => {
    expect(addressToSlug('142-10 Roosevelt Ave., Flushing, NY 11354')).toBe('142-10-roosevelt-ave-flushing-ny-11354');
    expect(addressToSlug("  350 5th Avenue,  New York, NY 10118 ")).toBe('350-5th-avenue-new-york-ny-10118');
    expect(addressToSlug("12 O'Brien Pl #4, Bronx, NY")).toBe('12-obrien-pl-4-bronx-ny');
    expect(addressToSlug('1 -- Main St')).toBe('1-main-st');
    expect(addressToSlug('')).toBe('');
  });

  it('URL-encodes letters outside ASCII', () => {
    expect(addressToSlug('5 Café Street')).toBe('5-caf%C3%A9-street');
  });
});

describe('slugToAddress', () => {
  it('restores a Queens house-number range, capitals, commas, state and ZIP', () => {
    expect(slugToAddress('142-10-roosevelt-avenue-flushing-ny-11354')).toBe('142-10 Roosevelt Avenue, Flushing, NY 11354');
    expect(slugToAddress('350-5th-avenue-new-york-ny-10118')).toBe('350 5th Avenue, New York, NY 10118');
    expect(slugToAddress('75-12-37th-avenue-jackson-heights-ny-11372')).toBe('75-12 37th Avenue, Jackson Heights, NY 11372');
    expect(slugToAddress('1457-grand-concourse-bronx-ny-10452')).toBe('1457 Grand Concourse, Bronx, NY 10452');
    expect(slugToAddress('10-richmond-terrace-staten-island-ny')).toBe('10 Richmond Terrace, Staten Island, NY');
  });

  it('keeps borough words that name a street', () => {
    expect(slugToAddress('118-35-queens-boulevard-forest-hills-ny-11375')).toBe('118-35 Queens Boulevard, Forest Hills, NY 11375');
    expect(slugToAddress('300-new-york-avenue-brooklyn-ny-11213')).toBe('300 New York Avenue, Brooklyn, NY 11213');
  });

  it('treats a two-letter word as the state only where the state goes', () => {
    expect(slugToAddress('20-de-kalb-avenue-brooklyn-ny')).toBe('20 De Kalb Avenue, Brooklyn, NY');
    expect(slugToAddress('12-bay-ct-brooklyn-ny-11229')).toBe('12 Bay Ct, Brooklyn, NY 11229');
  });

  it('reads encoded and odd slugs without failing', () => {
    expect(slugToAddress('5-caf%C3%A9-street-queens-ny')).toBe('5 Café Street, Queens, NY');
    expect(slugToAddress('5-100%-street')).toBe('5 100% Street');
    expect(slugToAddress('--12--main--street--')).toBe('12 Main Street');
    expect(slugToAddress('')).toBe('');
    expect(slugToAddress('brooklyn')).toBe('Brooklyn');
  });

  it('writes ordinals for the arbitrary correctly', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 42, 111, 113].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '42nd', '111th', '113th',
    ]);
  });

  it('round-trips NYC addresses: slug → address keeps every part (law)', () => {
    fc.assert(
      fc.property(nycAddressPartsArb, (parts) => {
        const address = formatNycAddress(parts);
        const back = slugToAddress(addressToSlug(address));
        expect(back).toBe(address);
        expect(back.startsWith(`${parts.houseNumber} `)).toBe(true);
        expect(back).toContain(`${parts.streetName} ${parts.streetType}`);
        expect(back).toContain(`, ${parts.place}, `);
        expect(back.endsWith(`, ${parts.state} ${parts.zip}`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('address → slug → address → slug is stable (law)', () => {
    fc.assert(
      fc.property(nycAddressPartsArb, (parts) => {
        const slug = addressToSlug(formatNycAddress(parts));
        expect(addressToSlug(slugToAddress(slug))).toBe(slug);
      }),
    );
  });

  it('any text gives a URL-safe slug and any slug reads without throwing (law)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const slug = addressToSlug(text);
        expect(slug).toMatch(/^([a-z0-9-]|%[0-9A-F]{2})*$/);
        expect(slug.startsWith('-') || slug.endsWith('-') || slug.includes('--')).toBe(false);
        expect(typeof slugToAddress(text)).toBe('string');
        expect(typeof slugToAddress(slug)).toBe('string');
      }),
    );
  });
});

describe('propertySlug and propertySlugParts', () => {
  it('end the address slug with the BBL, and read it back with the address', () => {
    const slug = propertySlug('30-85 VERNON BOULEVARD, 3C, Queens, NY 11102', '4005041019');
    expect(slug).toBe('30-85-vernon-boulevard-3c-queens-ny-11102-4005041019');
    expect(propertySlugParts(slug)).toEqual({ bbl: '4005041019', apartment: null, address: '30-85 Vernon Boulevard 3c, Queens, NY 11102' });
  });

  it('name the apartment of a building lot after "apt"', () => {
    const slug = propertySlug('311 EAST 3RD STREET, APT 16, Manhattan, NY 10009', '1003730049');
    expect(propertySlugParts(slug)).toMatchObject({ bbl: '1003730049', apartment: '16' });
  });

  it('read an address-only slug (an older link) as no BBL', () => {
    expect(propertySlugParts('30-85-vernon-boulevard-3c-queens')).toEqual({ bbl: null, apartment: null, address: '30-85 Vernon Boulevard 3c, Queens' });
    expect(propertySlug('350 5th Avenue, New York, NY 10118', null)).toBe('350-5th-avenue-new-york-ny-10118');
    // A ZIP is five digits: never read as a BBL.
    expect(propertySlugParts('350-5th-avenue-new-york-ny-10118').bbl).toBeNull();
  });

  it('round-trip: any address with any BBL reads back the same BBL', () => {
    fc.assert(
      fc.property(nycAddressPartsArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 9_999 }), (parts, borough, block, lot) => {
        const bbl = `${borough}${String(block).padStart(5, '0')}${String(lot).padStart(4, '0')}`;
        const slug = propertySlug(formatNycAddress(parts), bbl);
        expect(propertySlugParts(slug).bbl).toBe(bbl);
        expect(propertySlugParts(slug).address).toBe(slugToAddress(addressToSlug(formatNycAddress(parts))));
      }),
    );
  });
});
