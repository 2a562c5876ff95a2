/**
 * fast-check arbitraries for the rules, address and validation laws.
 * Test-only: nothing in the published API imports this file.
 */
import fc from 'fast-check';
import { CALCULATOR_TABS, FEATURES, TIERS } from '../rules/tiers/tiers';
import { BOROUGH_CODES } from '../domain/borough';

export const tierArb = fc.constantFrom(...TIERS);
export const featureArb = fc.constantFrom(...FEATURES);
export const calculatorTabArb = fc.constantFrom(...CALCULATOR_TABS);
export const boroughCodeArb = fc.constantFrom(...BOROUGH_CODES);

/** The parts of a generated NYC address, in the canonical form `slugToAddress` writes. */
export interface NycAddressParts {
  houseNumber: string;
  streetName: string;
  streetType: string;
  place: string;
  state: string;
  zip: string;
}

const STREET_NAMES = [
  'Main',
  'Atlantic',
  'Flatbush',
  'Roosevelt',
  'Jamaica',
  'Bedford',
  'Lexington',
  'Amsterdam',
  'Ocean',
  'Grand',
  'Saint Marks',
  'Victory',
  'Queens',
  'Brooklyn',
  'Hylan',
  'Northern',
  'East Tremont',
  'West End',
] as const;

const STREET_TYPES = [
  'Street',
  'Avenue',
  'Place',
  'Road',
  'Boulevard',
  'Parkway',
  'Drive',
  'Lane',
  'Court',
  'Terrace',
] as const;

const PLACES = [
  'Manhattan',
  'Brooklyn',
  'Queens',
  'Bronx',
  'Staten Island',
  'New York',
  'Flushing',
  'Astoria',
  'Jamaica',
  'Long Island City',
  'Forest Hills',
  'Jackson Heights',
] as const;

/** English ordinal of a positive integer: 1st, 2nd, 3rd, 11th, 42nd, 113th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const houseNumberArb = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map(String),
  // Queens-style hyphenated numbers: cross street, then house (142-10).
  fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 99 })).map(([a, b]) => `${a}-${b}`),
);

const streetNameArb = fc.oneof(
  fc.constantFrom(...STREET_NAMES),
  fc.integer({ min: 1, max: 250 }).map(ordinal),
  fc.tuple(fc.constantFrom('East', 'West'), fc.integer({ min: 1, max: 250 }).map(ordinal)).map(([d, o]) => `${d} ${o}`),
);

/** Parts of a NYC-style address: house number or range, street, type, place, NY, ZIP. */
export const nycAddressPartsArb: fc.Arbitrary<NycAddressParts> = fc.record({
  houseNumber: houseNumberArb,
  streetName: streetNameArb,
  streetType: fc.constantFrom(...STREET_TYPES),
  place: fc.constantFrom(...PLACES),
  state: fc.constant('NY'),
  zip: fc.integer({ min: 10001, max: 11697 }).map((n) => String(n).padStart(5, '0')),
});

/** The canonical text of generated address parts: '142-10 Roosevelt Avenue, Flushing, NY 11354'. */
export function formatNycAddress(parts: NycAddressParts): string {
  return `${parts.houseNumber} ${parts.streetName} ${parts.streetType}, ${parts.place}, ${parts.state} ${parts.zip}`;
}

/** A money amount in whole dollars, or missing. */
export const maybeMoneyArb = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null });

/**
 * A lot as the server's bulk screen hands it to `dealPrefill`: PLUTO's facts, the last sale and
 * the price the screen assumes; no record, no rent of the investor's.
 */
export const screenLotArb = fc.record({
  borough: boroughCodeArb,
  bbl: fc.integer({ min: 1_000_000_000, max: 5_999_999_999 }).map(String),
  zip: fc.constantFrom('10001', '11215', '10468'),
  buildingClass: fc.option(fc.constantFrom('A1', 'A8', 'B2', 'C0', 'C6', 'C7', 'D1', 'D4', 'R4', 'R9', 'S2', 'K1', 'O4', 'V0'), { nil: null }),
  units: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  squareFeet: fc.option(fc.integer({ min: 400, max: 90_000 }), { nil: null }),
  assessTotal: fc.option(fc.oneof(fc.integer({ min: 1, max: 20_000_000 }), fc.double({ min: 1, max: 20_000_000, noNaN: true })), { nil: null }),
  lastSalePrice: fc.option(fc.integer({ min: 1, max: 60_000_000 }), { nil: null }),
  lastSaleDate: fc.constant('2021-04-05'),
  // the last sale, or DOF's market value implied by the assessed total (cents)
  purchasePrice: fc.oneof(fc.integer({ min: 1, max: 60_000_000 }), fc.integer({ min: 100, max: 6_000_000_000 }).map((cents) => cents / 100)),
});
