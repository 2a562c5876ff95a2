import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalStreet, manhattanStreetAliases, nycStreetText, streetTypeVariants } from './canonicalStreet';

describe('nycStreetText', () => {
  it('spells out the NYC abbreviations and numbers spelled ordinals', () => {
    expect(nycStreetText('FT HAMILTON PKWY')).toBe('fort hamilton parkway');
    expect(nycStreetText('Fort Hamilton Parkway')).toBe('fort hamilton parkway');
    expect(nycStreetText('MT HOPE PL')).toBe('mount hope place');
    expect(nycStreetText('BWAY')).toBe('broadway');
    expect(nycStreetText("B'WAY")).toBe('broadway');
    expect(nycStreetText('ST. NICHOLAS AVE')).toBe('saint nicholas avenue');
    expect(nycStreetText('SAINT NICHOLAS AVENUE')).toBe('saint nicholas avenue');
    expect(nycStreetText('Fifth Avenue')).toBe('5 avenue');
    expect(nycStreetText('5TH AVE')).toBe('5 avenue');
    expect(nycStreetText('West Twelfth St')).toBe('west 12 street');
    expect(nycStreetText('East Twenty-First Street')).toBe('east 21 street');
    expect(nycStreetText('West One Hundred Twenty-Fifth Street')).toBe('west 125 street');
    expect(nycStreetText('Fortieth Road')).toBe('40 road');
    expect(nycStreetText('CLOVE LAKES TERR')).toBe('clove lakes terrace');
    expect(nycStreetText('STATEN ISLAND EXPWY')).toBe('staten island expressway');
    expect(nycStreetText('KINGS HWY')).toBe('kings highway');
    expect(nycStreetText('JERICHO TPKE')).toBe('jericho turnpike');
    expect(nycStreetText('HALSEY ST')).toBe('halsey street');
    expect(nycStreetText('FIRST PLACE')).toBe('1 place');
    expect(nycStreetText('FATHER CAPODANNO BL')).toBe('father capodanno boulevard');
    expect(nycStreetText('MANHATTAN COLLEGE PY')).toBe('manhattan college parkway');
    expect(nycStreetText('BOOTH MEMORIAL AVENU')).toBe('booth memorial avenue');
    expect(nycStreetText('JORALEMON STRET')).toBe('joralemon street');
    expect(nycStreetText('AVENUE OF THE AMER')).toBe('avenue of the americas');
    expect(nycStreetText('BL')).toBe('bl');
  });

  it('leaves canonical streets as they are', () => {
    for (const street of ['fort hamilton parkway', '5 avenue', 'saint marks place', 'broadway', 'bay 10']) {
      expect(canonicalStreet(street)).toBe(street);
    }
  });

  it('is idempotent on any text (law)', () => {
    const words = fc.constantFrom('ft', 'mt', 'b', 'way', 'bway', 'terr', 'bl', 'py', 'fifth', 'twenty', 'first', 'one', 'hundred', 'and', 'st', 'avenue', 'halsey', '74th');
    fc.assert(
      fc.property(fc.array(fc.oneof(words, fc.string({ maxLength: 6 })), { maxLength: 7 }), (parts) => {
        const once = nycStreetText(parts.join(' '));
        expect(nycStreetText(once)).toBe(once);
        expect(canonicalStreet(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('streetTypeVariants', () => {
  it('offers the street without its type, or with the common types when typed without one', () => {
    expect(streetTypeVariants('bay 10 street')).toEqual(['bay 10']);
    expect(streetTypeVariants('bay 10')).toContain('bay 10 street');
    expect(streetTypeVariants('broadway')).toEqual([]);
    expect(streetTypeVariants('plaza saint east')).toContain('plaza street east');
    expect(streetTypeVariants('saint marks place')).toEqual(['saint marks']);
  });
});

describe('manhattanStreetAliases', () => {
  it('names the other forms of a two-name avenue, never the street itself, and nothing for others', () => {
    expect(manhattanStreetAliases(nycStreetText('Avenue of the Americas'))).toContain('6 avenue');
    expect(manhattanStreetAliases(nycStreetText('Sixth Avenue'))).toContain('avenue of the americas');
    expect(manhattanStreetAliases(nycStreetText('Adam Clayton Powell Jr. Blvd'))).toEqual(expect.arrayContaining(['7 avenue', 'adam c powell boulevard']));
    expect(manhattanStreetAliases('7 avenue')).not.toContain('7 avenue');
    expect(manhattanStreetAliases(nycStreetText('Malcolm X Boulevard'))).toEqual(['lenox avenue']);
    expect(manhattanStreetAliases(nycStreetText('5th Avenue'))).toEqual([]);
  });
});
