/**
 * The street vocabulary shared by address normalisation, NYC canonical forms and route slugs:
 * the spelled-out street types and the abbreviations people and city files write for them.
 */

/** Street types, spelled out, that may end a street name ('Halsey Street', 'Grand Concourse'). */
export const STREET_TYPE_NAMES = [
  'street', 'avenue', 'place', 'road', 'boulevard', 'parkway', 'drive', 'lane', 'court', 'terrace',
  'way', 'plaza', 'square', 'expressway', 'highway', 'turnpike', 'crescent', 'loop', 'walk', 'path',
  'alley', 'circle', 'concourse', 'esplanade', 'oval', 'row', 'slip',
] as const;

/**
 * Street-type abbreviations and the type each stands for. 'st' is left out: it is 'street' at a
 * street's end and 'saint' elsewhere, so `normalizeStreetAddress` reads it by position.
 */
export const STREET_TYPE_ABBREVIATIONS: Readonly<Record<string, (typeof STREET_TYPE_NAMES)[number]>> = {
  ave: 'avenue', av: 'avenue', avn: 'avenue',
  pl: 'place', rd: 'road', blvd: 'boulevard', pkwy: 'parkway', dr: 'drive', ln: 'lane',
  ct: 'court', ter: 'terrace', hwy: 'highway', tpke: 'turnpike', plz: 'plaza', sq: 'square',
  expy: 'expressway', cres: 'crescent',
};

/** Compass-direction abbreviations before or after a street name ('W 74th St', 'Plaza St E'). */
export const DIRECTION_ABBREVIATIONS: Readonly<Record<string, string>> = { e: 'east', w: 'west', n: 'north', s: 'south' };
