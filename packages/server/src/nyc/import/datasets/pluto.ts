import { boroughCode, type BoroughCode } from '@rei/engine';
import { nycLots } from '../../../db/schema';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import {
  bblFrom,
  FieldError,
  headerKey,
  parseBbl,
  parseInteger,
  parseMoney,
  parseNumber,
  type SourceRecord,
} from '../fields';
import { splitAddress } from '../streetAddress';
import { datasetIdentity } from './mapRow';

type LotRow = typeof nycLots.$inferInsert;

/** Spellings of each mapped column across the Socrata export, DCP releases and the 2017 files. */
const COLUMNS = {
  borough: ['borough'],
  block: ['block', 'tax block'],
  lot: ['lot', 'tax lot'],
  bbl: ['bbl'],
  address: ['address'],
  zipCode: ['zipcode', 'postcode', 'zip code'],
  buildingClass: ['bldgclass'],
  landUse: ['landuse'],
  ownerName: ['ownername'],
  ownerType: ['ownertype'],
  lotArea: ['lotarea'],
  buildingArea: ['bldgarea'],
  commercialArea: ['comarea'],
  residentialArea: ['resarea'],
  numFloors: ['numfloors'],
  unitsResidential: ['unitsres'],
  unitsTotal: ['unitstotal'],
  yearBuilt: ['yearbuilt'],
  yearAltered1: ['yearalter1'],
  assessLand: ['assessland'],
  assessTotal: ['assesstot'],
  exemptLand: ['exemptland'],
  exemptTotal: ['exempttot'],
  zoneDist1: ['zonedist1'],
  zoneDist2: ['zonedist2'],
  latitude: ['latitude'],
  longitude: ['longitude'],
  version: ['version'],
} as const;

/** Headers read into columns; the others go to `extra` as published. */
const MAPPED_HEADERS = new Set<string>(Object.values(COLUMNS).flat().map(headerKey));

/** The first non-blank cell among a column's spellings (already `headerKey`s), trimmed. */
function read(record: SourceRecord, column: keyof typeof COLUMNS): string | null {
  for (const key of COLUMNS[column]) {
    const value = record.fields[key];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed !== '') return trimmed;
  }
  return null;
}

function integer(record: SourceRecord, column: keyof typeof COLUMNS): number | null {
  return parseInteger(read(record, column), COLUMNS[column][0]);
}

/** A year where 0 means unknown. */
function year(record: SourceRecord, column: keyof typeof COLUMNS): number | null {
  const value = integer(record, column);
  return value === null || value === 0 ? null : value;
}

function lotRow(record: SourceRecord): { row: LotRow; borough: BoroughCode } {
  const borough = boroughCode(read(record, 'borough'));
  const bbl = parseBbl(read(record, 'bbl')) ?? bblFrom(read(record, 'borough'), read(record, 'block'), read(record, 'lot'));
  const code = borough ?? boroughCode(bbl.charAt(0));
  if (code === null) throw new FieldError(`borough "${read(record, 'borough') ?? ''}" is not a NYC borough`);
  const floors = parseNumber(read(record, 'numFloors'), 'numfloors');
  const zip = read(record, 'zipCode');
  const extra: Record<string, string> = {};
  for (const [header, value] of Object.entries(record.fields)) {
    if (MAPPED_HEADERS.has(header)) continue;
    const trimmed = value.trim();
    if (trimmed !== '') extra[header] = trimmed;
  }
  const row: LotRow = {
    bbl,
    borough: code,
    block: Number(bbl.slice(1, 6)),
    lot: Number(bbl.slice(6)),
    address: read(record, 'address')?.replace(/\s+/g, ' ') ?? null,
    zipCode: zip === null || /^0+$/.test(zip) ? null : zip,
    buildingClass: read(record, 'buildingClass'),
    landUse: read(record, 'landUse'),
    ownerName: read(record, 'ownerName'),
    ownerType: read(record, 'ownerType'),
    lotArea: integer(record, 'lotArea'),
    buildingArea: integer(record, 'buildingArea'),
    commercialArea: integer(record, 'commercialArea'),
    residentialArea: integer(record, 'residentialArea'),
    numFloors: floors === null ? null : floors.toFixed(2),
    unitsResidential: integer(record, 'unitsResidential'),
    unitsTotal: integer(record, 'unitsTotal'),
    yearBuilt: year(record, 'yearBuilt'),
    yearAltered1: year(record, 'yearAltered1'),
    assessLand: parseMoney(read(record, 'assessLand'), 'assessland'),
    assessTotal: parseMoney(read(record, 'assessTotal'), 'assesstot'),
    exemptLand: parseMoney(read(record, 'exemptLand'), 'exemptland'),
    exemptTotal: parseMoney(read(record, 'exemptTotal'), 'exempttot'),
    zoneDist1: read(record, 'zoneDist1'),
    zoneDist2: read(record, 'zoneDist2'),
    latitude: parseNumber(read(record, 'latitude'), 'latitude'),
    longitude: parseNumber(read(record, 'longitude'), 'longitude'),
    plutoVersion: read(record, 'version'),
    extra: Object.keys(extra).length > 0 ? extra : null,
    updatedAt: new Date(),
  };
  return { row, borough: code };
}

/**
 * PLUTO tax lots: the Socrata export of 64uk-42ks ("Tax block", "postcode", "BBL",
 * thousands separators), the DCP releases (lower-case headers, BBL as 4116100006.00000000)
 * and the 2017 CamelCase borough files. Each lot also contributes its address.
 */
export const pluto: DatasetDefinition<LotRow> = {
  ...datasetIdentity('pluto'),
  table: nycLots,
  conflictTarget: [nycLots.bbl],
  checkHeaders: (headers) =>
    requireHeaders(headers, [COLUMNS.borough, COLUMNS.block, COLUMNS.lot, COLUMNS.address, COLUMNS.buildingClass, COLUMNS.ownerName]),
  map(record) {
    try {
      const { row, borough } = lotRow(record);
      const split = splitAddress(row.address ?? null, borough);
      const addresses = split
        ? [{ bbl: row.bbl, borough, houseLow: split.houseLow, houseHigh: split.houseHigh, streetName: split.streetName, zipCode: row.zipCode, dataset: 'pluto' }]
        : [];
      return { ok: true, row, addresses };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  },
};
