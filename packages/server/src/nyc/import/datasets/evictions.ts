import { boroughCode } from '@rei/engine';
import { nycEvictions } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, parseBbl } from '../fields';
import { datasetIdentity, dateCell, hashKey, joined, mapSafely, realBin } from './mapRow';

/** A `nyc_evictions` row (the runner adds `importId`). */
export type EvictionRow = Omit<typeof nycEvictions.$inferInsert, 'importId'>;

/** The same column in the five published layouts (Socrata, JustFix 2017/2018/2019, ANHD). */
const COLUMNS = {
  courtIndex: ['Court Index Number', 'courtindex', 'courtindexnumber'],
  docket: ['Docket Number', 'docketnumber'],
  address: ['Eviction Address', 'evictionaddress'],
  apartment: ['Eviction Apartment Number', 'apt', 'EVICTION_APT_NUM', 'evictionaptnum', 'evictionapartmentnumber'],
  executedDate: ['Executed Date', 'executeddate'],
  marshalFirst: ['Marshal First Name', 'marshalfirstname', 'marshal1stname'],
  marshalLast: ['Marshal Last Name', 'marshallastname'],
  residentialCommercial: [
    'Residential/Commercial', 'residentialcommercial', 'RESIDENTIAL_COMMERCIAL_IND', 'residentialcommercialind', 'evictiontype',
  ],
  borough: ['BOROUGH', 'boro', 'BORO_CODE'],
  scheduleStatus: ['SCHEDULE_STATUS', 'schedulestatus', 'scheduledstatus'],
} as const;

/** "RESIDENTIAL" and "Residential" read the same: first letter upper, the rest lower. */
function capitalized(value: string | null): string | null {
  return value === null ? null : value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** Court numbers are zero-padded differently across copies ("000098/17", "98/17"). */
function keyPart(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/^0+(?=\d)/, '');
}

/**
 * Evictions executed by NYC marshals, from every published layout: the Socrata dataset
 * (6z8x-wfk4, whose "Docket Number " header has a trailing space), the JustFix 2017, 2018
 * and 2019 copies and the ANHD geocoded copy (whose coordinates are scaled by 10^6; no
 * coordinates are stored). The key is court index number + docket number, so the same
 * eviction in two copies is one row; a record without both is keyed by a hash of its lot,
 * date, address and apartment. Records the source could not place on a lot ("NA", blank
 * BBL) are kept with no BBL. Eviction addresses are free text ("47-10 TO 47-16 AUSTELL
 * PLACE - THIRD FLOOR"), so they add no address to the lot.
 */
export const evictions: DatasetDefinition<EvictionRow> = {
  ...datasetIdentity('evictions'),
  table: nycEvictions,
  conflictTarget: [nycEvictions.evictionKey],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['court index number', 'courtindex', 'courtindexnumber'],
      ['docket number', 'docketnumber'],
      ['executed date', 'executeddate'],
      ['eviction address', 'evictionaddress'],
      ['borough', 'boro'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const courtIndexNumber = cell(record, ...COLUMNS.courtIndex);
      const docketNumber = cell(record, ...COLUMNS.docket);
      const executedDate = dateCell(record, ...COLUMNS.executedDate);
      const address = cell(record, ...COLUMNS.address);
      const apartmentNumber = cell(record, ...COLUMNS.apartment);
      const boroughText = cell(record, ...COLUMNS.borough);
      const borough = boroughCode(boroughText);
      if (boroughText !== null && borough === null) throw new FieldError(`BOROUGH "${boroughText}" is not a NYC borough`);
      const bbl = parseBbl(cell(record, 'BBL'));
      const evictionKey =
        courtIndexNumber !== null && docketNumber !== null
          ? `${keyPart(courtIndexNumber)}|${keyPart(docketNumber)}`
          : hashKey(bbl, executedDate, address, apartmentNumber);
      return {
        ok: true,
        row: {
          evictionKey,
          bbl,
          bin: realBin(cell(record, 'BIN')),
          borough,
          executedDate,
          address,
          apartmentNumber,
          residentialCommercial: capitalized(cell(record, ...COLUMNS.residentialCommercial)),
          marshalName: joined(' ', cell(record, ...COLUMNS.marshalFirst), cell(record, ...COLUMNS.marshalLast)),
          courtIndexNumber,
          docketNumber,
          scheduleStatus: capitalized(cell(record, ...COLUMNS.scheduleStatus)),
        },
        recordDate: executedDate,
      };
    }),
};
