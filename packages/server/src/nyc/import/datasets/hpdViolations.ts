import { nycViolations } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, requiredCell, type SourceRecord } from '../fields';
import { datasetIdentity, dateCell, lotAddress, mapSafely, optionalLotBbl, realBin, sourceFields } from './mapRow';

/** A `nyc_violations` row as the violation mappers write it (the runner adds `importId`). */
export type ViolationRow = Omit<typeof nycViolations.$inferInsert, 'importId'>;

const HPD_CLASSES = new Set(['A', 'B', 'C', 'I']);

/**
 * Open or closed: `ViolationStatus` says it ('Open' / 'Close'); layouts without it fall back
 * on `CurrentStatus`, where only "… CLOSED" and "… DISMISSED" end a violation.
 */
function hpdStatus(record: SourceRecord): 'open' | 'closed' {
  const status = cell(record, 'ViolationStatus');
  if (status !== null) {
    const value = status.toLowerCase();
    if (value === 'open') return 'open';
    if (value === 'close' || value === 'closed') return 'closed';
    throw new FieldError(`ViolationStatus "${status}" is not Open or Close`);
  }
  const current = requiredCell(record, 'CurrentStatus').toUpperCase();
  return /\b(CLOSED|DISMISSED)\b/.test(current) ? 'closed' : 'open';
}

/**
 * HPD Housing Maintenance Code violations (wvxf-dwi5): one row per violation, class A
 * (non-hazardous), B (hazardous), C (immediately hazardous) or I (information). The closed
 * date is the date of the current status when that status closed it.
 */
export const hpdViolations: DatasetDefinition<ViolationRow> = {
  ...datasetIdentity('hpd-violations'),
  table: nycViolations,
  conflictTarget: [nycViolations.source, nycViolations.violationId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['violationid'], ['boroid', 'borough'], ['block'], ['lot'], ['class'],
      ['violationstatus', 'currentstatus'], ['novissueddate', 'inspectiondate'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const violationId = requiredCell(record, 'ViolationID');
      const bbl = optionalLotBbl(record, { bbl: ['BBL'], borough: ['BoroID', 'Borough'], block: ['Block'], lot: ['Lot'] });
      const violationClass = cell(record, 'Class')?.toUpperCase() ?? null;
      if (violationClass !== null && !HPD_CLASSES.has(violationClass)) {
        throw new FieldError(`Class "${violationClass}" is not A, B, C or I`);
      }
      const status = hpdStatus(record);
      const issuedDate = dateCell(record, 'NOVIssuedDate') ?? dateCell(record, 'InspectionDate');
      const statusDate = dateCell(record, 'CurrentStatusDate');
      const bin = realBin(cell(record, 'BIN'));
      return {
        ok: true,
        row: {
          source: 'hpd',
          violationId,
          bbl,
          bin,
          violationClass,
          status,
          statusDetail: cell(record, 'CurrentStatus'),
          issuedDate,
          closedDate: status === 'closed' ? statusDate : null,
          description: cell(record, 'NOVDescription'),
          penaltyImposed: null,
          balanceDue: null,
          raw: sourceFields(record),
        },
        recordDate: issuedDate,
        addresses: lotAddress({
          bbl,
          bin,
          houseLow: cell(record, 'LowHouseNumber', 'HouseNumber'),
          houseHigh: cell(record, 'HighHouseNumber', 'HouseNumber'),
          streetName: cell(record, 'StreetName'),
          zipCode: cell(record, 'Postcode', 'Zip'),
          dataset: 'hpd-violations',
        }),
      };
    }),
};
