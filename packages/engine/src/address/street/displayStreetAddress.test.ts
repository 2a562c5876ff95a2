import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nycStreetText } from './canonicalStreet';
import { displayStreetAddress } from './displayStreetAddress';

describe('displayStreetAddress', () => {
  it("writes DOF's upper-case form as people read it", () => {
    expect(displayStreetAddress('4533 3 AVENUE')).toBe('4533 3rd Avenue');
    expect(displayStreetAddress('150 W 74TH ST')).toBe('150 West 74th Street');
    expect(displayStreetAddress('31-15 DITMARS BLVD')).toBe('31-15 Ditmars Boulevard');
    expect(displayStreetAddress('1000 PRESIDENT STREET')).toBe('1000 President Street');
    expect(displayStreetAddress('200 BEACH 116 STREET')).toBe('200 Beach 116th Street');
    expect(displayStreetAddress('12 EAST 111 ST')).toBe('12 East 111th Street');
    expect(displayStreetAddress('1 AVENUE OF THE AMERICAS')).toBe('1 Avenue of the Americas');
    expect(displayStreetAddress('9 FT HAMILTON PKWY')).toBe('9 Fort Hamilton Parkway');
    expect(displayStreetAddress('2102 AVENUE J')).toBe('2102 Avenue J');
    expect(displayStreetAddress('22 2 PLACE')).toBe('22 2nd Place');
    expect(displayStreetAddress('418 Halsey Street')).toBe('418 Halsey Street');
  });

  it('names the same street as the matching form (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 230 }), fc.constantFrom('ST', 'AVENUE', 'PL', 'RD'), (house, street, type) => {
        const source = `${house} ${street} ${type}`;
        expect(nycStreetText(displayStreetAddress(source))).toBe(nycStreetText(source));
      }),
    );
  });

  it('keeps a unit after a comma as the record writes it', () => {
    expect(displayStreetAddress('30-85 VERNON BOULEVARD, 3C')).toBe('30-85 Vernon Boulevard, 3C');
    expect(displayStreetAddress('311 EAST 3 STREET, APT 16')).toBe('311 East 3rd Street, Apt 16');
  });
});
