import { addressLabel, canonicalStreet, normalizeStreetAddress, nycStreetText, parseAddressQuery } from './engine';
import type { AddressSuggestion } from '../contract';
import type { Database } from '../db/client';
import { suggestByNormalizedPrefix } from '../db/queries/properties';
import { boroughName } from '../nyc/address/addressRow';
import { parseNycAddress } from '../nyc/address/parse';
import { suggestNycAddresses, suggestionPrefixes } from '../nyc/address/suggest';
import { parseBbl } from '../nyc/import/fields';
import type { GeoSearchClient } from '../nyc/geosearch/client';
import type { PlacesClient } from '../places/googlePlaces';
import { viewerOrganizationIds } from './organizationScope';

/** Suggestions per answer (the contract's maximum). */
export const SUGGESTION_LIMIT = 10;

/** What the suggestions may draw on besides the database. */
export interface SuggestOptions {
  /** Google Places, or null when no key is configured. */
  readonly places: PlacesClient | null;
  readonly sessionToken?: string | undefined;
  /** Told when Google fails; the local suggestions are answered anyway. */
  readonly onPlacesError?: (error: unknown) => void;
  /** NYC Planning's GeoSearch autocomplete when live lookups are on, else null/absent. */
  readonly geosearch?: GeoSearchClient | null;
  /** Told when GeoSearch fails; the other suggestions are answered anyway. */
  readonly onGeoSearchError?: (error: unknown) => void;
}

/** "418 halsey street" plus borough or city: two suggestions with the same one are the same address. */
function sameAddressKey(address: string, place: string | null): string {
  const parsed = parseNycAddress(`${address}${place ? `, ${place}` : ''}`);
  const street = parsed.houseNumber ? `${parsed.houseNumber.toLowerCase()} ${parsed.street}` : parsed.street;
  return `${street}|${parsed.borough ?? parsed.zipBorough ?? normalizeStreetAddress(place ?? '')}`;
}

/** "150 COURT STREET" → "150 Court Street". */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

/**
 * GET /api/addresses/suggest: up to 10 addresses starting with what was typed — first the
 * caller's organizations' properties and the demo properties, then NYC addresses (PAD, PLUTO,
 * sales), then, when live lookups are on and room is left, GeoSearch's autocomplete (the city's
 * address directory, with the lot), then, when configured, Google Places — each address once.
 */
export async function suggestAddresses(
  db: Database,
  viewer: { id: number } | null,
  typed: string,
  options: SuggestOptions = { places: null },
): Promise<AddressSuggestion[]> {
  const prefixes = suggestionPrefixes(typed);
  // Stored properties are keyed by the NYC canonical street, like the public-record addresses.
  const propertyPrefixes = [
    ...new Set(
      [nycStreetText(typed), ...parseAddressQuery(typed).streetCandidates.slice(0, 1).map(canonicalStreet), ...prefixes.search, ...prefixes.street]
        .map((p) => p.replace(/ (manhattan|bronx|brooklyn|queens|staten island)$/, ''))
        .filter((p) => p !== ''),
    ),
  ];
  if (propertyPrefixes.length === 0) return [];
  const organizationIds = viewer ? await viewerOrganizationIds(db, viewer) : [];

  const suggestions: AddressSuggestion[] = [];
  const seen = new Set<string>();
  const add = (suggestion: AddressSuggestion, keys: readonly string[]) => {
    if (suggestions.length >= SUGGESTION_LIMIT || keys.some((k) => seen.has(k))) return;
    keys.forEach((k) => seen.add(k));
    suggestions.push(suggestion);
  };

  for (const row of await suggestByNormalizedPrefix(db, propertyPrefixes, organizationIds, SUGGESTION_LIMIT)) {
    const bbl = row.bbl ? parseBbl(row.bbl) : null;
    const label = addressLabel(row);
    add(
      { propertyId: row.id, bbl, source: 'property', address: row.address, city: row.city, state: row.state, zip: row.zip, label },
      [`label|${label.toLowerCase()}`, sameAddressKey(row.address, row.city ?? row.zip)],
    );
  }

  if (suggestions.length < SUGGESTION_LIMIT) {
    for (const nyc of await suggestNycAddresses(db, typed, SUGGESTION_LIMIT)) {
      add(
        { propertyId: null, bbl: parseBbl(nyc.bbl), source: 'nyc', address: nyc.address, city: nyc.city, state: 'NY', zip: nyc.zip, label: nyc.label },
        [`label|${nyc.label.toLowerCase()}`, `${nyc.key}|${nyc.borough}`],
      );
    }
  }

  if (options.geosearch && suggestions.length < SUGGESTION_LIMIT) {
    try {
      for (const found of await options.geosearch.autocomplete(typed)) {
        const city = found.borough ? boroughName(found.borough) : null;
        const address = titleCase([found.houseNumber, found.street].filter(Boolean).join(' ') || found.label.split(',')[0]!);
        const label = `${address}${city ? `, ${city}` : ''}, NY${found.zip ? ` ${found.zip}` : ''}`;
        add(
          { propertyId: null, bbl: found.bbl, source: 'geosearch', address, city, state: 'NY', zip: found.zip, label },
          [`label|${label.toLowerCase()}`, sameAddressKey(address, city)],
        );
      }
    } catch (error) {
      options.onGeoSearchError?.(error);
    }
  }

  if (options.places && suggestions.length < SUGGESTION_LIMIT) {
    try {
      for (const place of await options.places.autocomplete(typed, options.sessionToken)) {
        const [address = place.label, city = null, stateZip = ''] = place.label.split(',').map((part) => part.trim());
        const zip = /\b(\d{5})\b/.exec(stateZip)?.[1] ?? null;
        add(
          { propertyId: null, bbl: null, source: 'places', address, city, state: 'NY', zip, label: place.label },
          [`label|${place.label.toLowerCase()}`, sameAddressKey(address, city)],
        );
      }
    } catch (error) {
      options.onPlacesError?.(error);
    }
  }
  return suggestions;
}

/**
 * The label of the one stored property (the caller's organizations' or a demo one) the
 * suggestion list shows for typed text, or null when it shows none or several: searching typed
 * text the list matched then finds what picking the suggestion finds ("866 Ninth" → "866 Ninth
 * Avenue, New York, NY 10019"). Local only; no outside service is asked.
 */
export async function storedPropertySuggestion(db: Database, viewer: { id: number } | null, typed: string): Promise<string | null> {
  const stored = (await suggestAddresses(db, viewer, typed)).filter((suggestion) => suggestion.source === 'property');
  const labels = [...new Set(stored.map((suggestion) => suggestion.label))];
  return labels.length === 1 && labels[0]!.trim().toLowerCase() !== typed.trim().toLowerCase() ? labels[0]! : null;
}
