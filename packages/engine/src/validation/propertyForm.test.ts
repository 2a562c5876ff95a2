import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePropertyForm } from './propertyForm';
import { parseDecimalText, parseIntegerText } from './numbers';
import { formErrorText } from './messages';

const options = { currentYear: 2026 };

describe('parsePropertyForm', () => {
  it('parses a complete form', () => {
    const parsed = parsePropertyForm(
      {
        address: ' 12 Main Street ',
        city: 'Brooklyn',
        state: 'ny',
        zip: '11201',
        propertyType: 'Multi Family',
        units: '4',
        yearBuilt: '1931',
        squareFeet: '3,600',
        purchasePrice: '$1,250,000.50',
        monthlyRent: '9500',
      },
      options,
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        address: '12 Main Street',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11201',
        propertyType: 'multi-family',
        units: 4,
        yearBuilt: 1931,
        squareFeet: 3600,
        purchasePrice: 1_250_000.5,
        monthlyRent: 9500,
      },
    });
  });

  it('leaves empty optional fields undefined', () => {
    const parsed = parsePropertyForm({ address: 'A', city: 'B', state: 'NY', units: '', purchasePrice: '  ', zip: null }, options);
    expect(parsed).toEqual({ ok: true, value: { address: 'A', city: 'B', state: 'NY' } });
    expect(parsePropertyForm({ address: 'A', city: 'B', state: 'NY', units: 3, monthlyRent: 2100.5 }, options)).toMatchObject({
      ok: true,
      value: { units: 3, monthlyRent: 2100.5 },
    });
  });

  it('uses the spec message when a required field is missing', () => {
    const parsed = parsePropertyForm({ address: '12 Main St', city: '', units: 'x' }, options);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(formErrorText(parsed.error)).toBe('Missing required fields: Address, city, and state are required.');
    expect(parsed.fieldErrors).toEqual([
      { field: 'city', message: 'City is required.' },
      { field: 'state', message: 'State is required.' },
      { field: 'units', message: 'Units must be a number.' },
    ]);
  });

  it('names every invalid field', () => {
    const parsed = parsePropertyForm(
      {
        address: 'A',
        city: 'B',
        state: 'New York',
        zip: '1120',
        propertyType: 'castle',
        units: '2.5',
        yearBuilt: '1699',
        squareFeet: '-10',
        purchasePrice: '1e6',
        monthlyRent: '$-',
      },
      options,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.title).toBe('Invalid property details');
    expect(parsed.fieldErrors.map((e) => e.message)).toEqual([
      'State must be a two-letter code such as NY.',
      'ZIP code must be 5 digits.',
      'Property type must be one of single-family, multi-family, condominium, co-op, commercial, mixed-use, land, other.',
      'Units must be a whole number.',
      'Square feet must be zero or more.',
      'Purchase price must be a number.',
      'Monthly rent must be a number.',
      'Year built must be between 1700 and 2031.',
    ]);
  });

  it('accepts years up to five years ahead', () => {
    expect(parsePropertyForm({ address: 'A', city: 'B', state: 'NY', yearBuilt: '2031' }, options).ok).toBe(true);
    expect(parsePropertyForm({ address: 'A', city: 'B', state: 'NY', yearBuilt: '2032' }, options).ok).toBe(false);
    expect(parsePropertyForm({ address: 'A', city: 'B', state: 'NY', yearBuilt: '1700' }).ok).toBe(true);
  });
});

describe('number text', () => {
  it('reads money and counts as people type them', () => {
    expect(parseDecimalText('$1,250,000')).toEqual({ ok: true, value: 1_250_000 });
    expect(parseDecimalText('-$12.50')).toEqual({ ok: true, value: -12.5 });
    expect(parseDecimalText('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseDecimalText('-0')).toEqual({ ok: true, value: 0 });
    expect(parseDecimalText('1,25')).toEqual({ ok: false, message: 'must be a number' });
    expect(parseDecimalText(Number.NaN)).toEqual({ ok: false, message: 'must be a number' });
    expect(parseIntegerText('$5')).toEqual({ ok: false, message: 'must be a number' });
    expect(parseIntegerText('1,200')).toEqual({ ok: true, value: 1200 });
    expect(parseIntegerText(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('reads back any formatted amount (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (dollars, cents) => {
        const typed = `$${dollars.toLocaleString('en-US')}.${String(cents).padStart(2, '0')}`;
        const parsed = parseDecimalText(typed);
        expect(parsed).toEqual({ ok: true, value: Number(`${dollars}.${String(cents).padStart(2, '0')}`) });
      }),
    );
  });
});
