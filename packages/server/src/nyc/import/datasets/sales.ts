import { hash } from 'node:crypto';
import { boroughCode } from '@rei/engine';
import { nycSales } from '../../../db/schema';
import { requireHeaders, type MappedRecord } from '../dataset';
import {
  bblFrom,
  FieldError,
  parseDate,
  parseInteger,
  parseMoney,
  type SourceRecord,
} from '../fields';
import { splitAddress } from '../streetAddress';

/** A row of `nyc_sales`. */
export type SaleRow = typeof nycSales.$inferInsert;

/**
 * The DOF sales columns. The rolling-sales CSV/Excel headers ("BUILDING CLASS AT TIME OF
 * SALE", " SALE PRICE ", line-broken Excel cells) and the Socrata snake_case headers
 * (`building_class_at_time_of_sale`) meet as the same `headerKey`s.
 */
export const SALE_HEADER_GROUPS = [
  ['borough'],
  ['neighborhood'],
  ['block'],
  ['lot'],
  ['address'],
  ['building class at time of sale'],
  ['sale price'],
  ['sale date'],
] as const;

/** `checkHeaders` of both sales datasets. */
export function checkSaleHeaders(headers: readonly string[]): string | null {
  return requireHeaders(headers, SALE_HEADER_GROUPS);
}

/** The trimmed cell under a header key (the names here are already `headerKey`s); null when blank. */
function field(record: SourceRecord, key: string): string | null {
  const value = record.fields[key];
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function requiredField(record: SourceRecord, key: string): string {
  const value = field(record, key);
  if (value === null) throw new FieldError(`${key} is empty`);
  return value;
}

/** Whitespace other than a lone space: a run of spaces, a tab or a line break. */
const UNTIDY_SPACE = /\s\s|[^\S ]/;

/** Collapses runs of spaces and trims (DOF pads text cells to a fixed width). */
function tidy(value: string | null): string | null {
  if (value === null) return null;
  // `field` already trimmed the cell: most cells have no run of spaces to collapse.
  if (!UNTIDY_SPACE.test(value)) return value;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** A count or area where DOF writes 0 or "-" for unknown stays a number; blank is null. */
function count(record: SourceRecord, header: string): number | null {
  return parseInteger(field(record, header), header);
}

/**
 * The natural key of a sale: the files carry no id, so a hash of the fields that tell two
 * sales apart. Two identical lines in a file are one sale.
 */
export function saleKey(parts: {
  bbl: string;
  apartmentNumber: string | null;
  saleDate: string;
  salePrice: string | null;
  address: string | null;
}): string {
  const identity = [parts.bbl, parts.apartmentNumber ?? '', parts.saleDate, parts.salePrice ?? '', (parts.address ?? '').toUpperCase()].join('|');
  return hash('sha1', identity, 'base64url');
}

/**
 * Maps one DOF sales line (rolling sales, annualized sales or Socrata usep-8jbt) to a
 * `nyc_sales` row plus its address (apartment part after a comma stripped). `dataset`
 * records which import the sale came from.
 */
export function mapSale(record: SourceRecord, dataset: 'rolling-sales' | 'dof-sales'): MappedRecord<SaleRow> {
  try {
    const boroughCell = requiredField(record, 'borough');
    const borough = boroughCode(boroughCell);
    if (borough === null) throw new FieldError(`borough "${boroughCell}" is not a NYC borough`);
    const bbl = bblFrom(boroughCell, field(record, 'block'), field(record, 'lot'));
    const saleDate = parseDate(requiredField(record, 'sale date'), 'sale date')!;
    const salePrice = parseMoney(field(record, 'sale price'), 'sale price');
    const address = tidy(field(record, 'address'));
    const split = splitAddress(address, borough);
    const apartmentNumber = tidy(field(record, 'apartment number')) ?? split?.unit ?? null;
    const zip = tidy(field(record, 'zip code'));
    const zipCode = zip === null || /^0+$/.test(zip) ? null : zip;
    const yearBuilt = count(record, 'year built');
    const row: SaleRow = {
      saleKey: saleKey({ bbl, apartmentNumber, saleDate, salePrice, address }),
      bbl,
      borough,
      block: Number(bbl.slice(1, 6)),
      lot: Number(bbl.slice(6)),
      neighborhood: tidy(field(record, 'neighborhood')),
      buildingClassCategory: tidy(field(record, 'building class category')),
      taxClassAtPresent: tidy(field(record, 'tax class at present')),
      buildingClassAtPresent: tidy(field(record, 'building class at present')),
      taxClassAtSale: tidy(field(record, 'tax class at time of sale')),
      buildingClassAtSale: tidy(field(record, 'building class at time of sale')),
      address,
      apartmentNumber,
      zipCode,
      residentialUnits: count(record, 'residential units'),
      commercialUnits: count(record, 'commercial units'),
      totalUnits: count(record, 'total units'),
      landSquareFeet: count(record, 'land square feet'),
      grossSquareFeet: count(record, 'gross square feet'),
      yearBuilt: yearBuilt === 0 ? null : yearBuilt,
      salePrice,
      saleDate,
      dataset,
    };
    const addresses = split
      ? [{ bbl, borough, houseLow: split.houseLow, houseHigh: split.houseHigh, streetName: split.streetName, zipCode, dataset }]
      : [];
    return { ok: true, row, addresses, recordDate: saleDate };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
