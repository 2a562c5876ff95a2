import type { BoroughCode } from '@rei/engine';

/** A published address line split into house number(s) and street. */
export interface SplitAddress {
  /** "148-11", "350", "12A"; null when the line names only a street ("JOHN STREET"). */
  readonly houseLow: string | null;
  readonly houseHigh: string | null;
  readonly streetName: string;
  /** What followed a comma (an apartment, "5C"), or null. */
  readonly unit: string | null;
}

const HOUSE = /^(\d+[A-Z]?(?:-\d+[A-Z]?)?(?: 1\/2)?)\s+(.+)$/;
const TRAILING_UNIT = /\s+(?:UNIT|APT|APARTMENT|#)\s*#?\s*([A-Z0-9-]+)$/;
/** Whitespace other than a lone space: a run of spaces, a tab or a line break. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;

/** Whether `TRAILING_UNIT` can match: the line holds UNIT, APT, APARTMENT or '#'. */
function mayHaveUnitWord(text: string): boolean {
  return text.includes('#') || text.includes('UNIT') || text.includes('APT') || text.includes('APARTMENT');
}

/**
 * Splits "148-11 58 AVENUE" into house "148-11" and street "58 AVENUE". A hyphen is part of
 * the number in Queens ("148-11"); elsewhere "301-303 EAST 4TH STREET" is the range 301–303.
 * Text after a comma is the unit ("278 EAST 7TH STREET, 5C"), as is a trailing "UNIT 4", "APT 2B"
 * or "#5C". Null for an empty line.
 */
export function splitAddress(line: string | null, borough: BoroughCode): SplitAddress | null {
  if (line === null) return null;
  const comma = line.indexOf(',');
  const main = comma === -1 ? line : line.slice(0, comma);
  let text = main.trim();
  // Most lines are already tidy (single spaces): no replacement to run.
  if (UNTIDY_SPACE.test(text)) text = text.replace(/\s+/g, ' ');
  text = text.toUpperCase();
  if (text === '') return null;
  // A unit written without a comma ("1904 BATH AVENUE UNIT 4", "10 MAIN STREET APT 2B", "… #5C");
  // the pattern is only tried on a line holding one of its words.
  const trailingUnit = mayHaveUnitWord(text) ? TRAILING_UNIT.exec(text) : null;
  const address = trailingUnit ? text.slice(0, trailingUnit.index) : text;
  const unit = (comma === -1 ? '' : line.slice(comma + 1).trim()) || trailingUnit?.[1] || null;
  const match = HOUSE.exec(address);
  if (!match) return { houseLow: null, houseHigh: null, streetName: address, unit };
  const house = match[1]!;
  const streetName = match[2]!;
  const range = /^(\d+)-(\d+)$/.exec(house);
  if (range && borough !== 'QN' && Number(range[2]) > Number(range[1])) {
    return { houseLow: range[1]!, houseHigh: range[2]!, streetName, unit };
  }
  return { houseLow: house, houseHigh: null, streetName, unit };
}
