import { hash } from 'node:crypto';
import { BOROUGH_NAMES, nycStreetText, type BoroughCode } from '@rei/engine';
import { LRUCache } from 'lru-cache';

/** What an importer knows of one address of a lot. */
export interface NycAddressInput {
  readonly bbl: string;
  readonly bin?: string | null;
  readonly borough: BoroughCode;
  /** "148-11", "350"; null for a lot known only by street name ("JOHN STREET"). */
  readonly houseLow: string | null;
  readonly houseHigh?: string | null;
  readonly streetName: string;
  readonly zipCode?: string | null;
  /** The dataset contributing it (`pad`, `pluto`, `rolling-sales`, …). */
  readonly dataset: string;
}

/** The borough's everyday name ("Brooklyn"), the engine's `BOROUGH_NAMES`. */
export function boroughName(code: BoroughCode): string {
  return BOROUGH_NAMES[code];
}

/**
 * A house number as a sortable integer: "350" → 350, Queens "148-11" → 148011 (the part after
 * the hyphen takes three digits), "12A" → 12; null when there is no leading number.
 */
export function houseNumberValue(house: string | null | undefined): number | null {
  if (!house) return null;
  const hyphenated = /^(\d+)-(\d+)/.exec(house.trim());
  if (hyphenated) return Number(hyphenated[1]) * 1000 + Math.min(Number(hyphenated[2]), 999);
  const plain = /^(\d+)/.exec(house.trim());
  return plain ? Number(plain[1]) : null;
}

/** Canonical streets already computed: an import meets the same few thousand street names again and again. */
const streetTexts = new LRUCache<string, string>({ max: 50_000 });

/** `nycStreetText` of an upper-case street name, remembered (the least recently used names go first). */
function cachedStreetText(streetName: string): string {
  let street = streetTexts.get(streetName);
  if (street === undefined) {
    street = nycStreetText(streetName);
    streetTexts.set(streetName, street);
  }
  return street;
}

/** A house number as `search_text` holds it: lower case, punctuation as spaces ("12 1/2" → "12 1 2"), "148-11" kept. */
function houseSearchText(house: string): string {
  return house.toLowerCase().replace(/[^a-z0-9-]+/g, ' ').trim();
}

/**
 * The `nyc_addresses` row of an address, keyed by a hash of lot, house range and street.
 * `street_text` is the NYC canonical street (`nycStreetText`: "FT HAMILTON PKWY" → "fort
 * hamilton parkway", "FIFTH AVENUE" → "5 avenue"); `search_text` is "house street borough"
 * built from it, so both meet what a query parses to. Runs once per imported row: the street
 * is normalised once (and remembered across rows) and the key hashed in one call.
 */
export function addressRow(input: NycAddressInput) {
  const houseLow = input.houseLow?.trim() || null;
  const houseHigh = input.houseHigh?.trim() || houseLow;
  const streetName = input.streetName.trim().replace(/\s+/g, ' ').toUpperCase();
  const street = cachedStreetText(streetName);
  const borough = boroughName(input.borough);
  const searchText = `${houseLow ? `${houseSearchText(houseLow)} ` : ''}${street} ${BOROUGH_NAMES[input.borough].toLowerCase()}`;
  const zip = input.zipCode?.trim().slice(0, 5) || null;
  const range = houseHigh && houseHigh !== houseLow ? `–${houseHigh}` : '';
  const display = `${houseLow ? `${houseLow}${range} ` : ''}${streetName}, ${borough}, NY${zip ? ` ${zip}` : ''}`;
  const addressKey = hash('sha1', `${input.bbl}|${houseLow ?? ''}|${houseHigh ?? ''}|${street}`, 'base64url');
  return {
    addressKey,
    bbl: input.bbl,
    bin: input.bin?.trim() || null,
    borough: input.borough,
    houseLow,
    houseHigh,
    houseLowNumber: houseNumberValue(houseLow),
    houseHighNumber: houseNumberValue(houseHigh),
    streetName,
    zipCode: zip,
    displayAddress: display,
    searchText,
    streetText: street,
    dataset: input.dataset,
  };
}
