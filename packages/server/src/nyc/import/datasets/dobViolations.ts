import { nycViolations } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, requiredCell } from '../fields';
import type { ViolationRow } from './hpdViolations';
import { datasetIdentity, dateCell, lotAddress, mapSafely, optionalLotBbl, realBin, sourceFields } from './mapRow';

/**
 * Whether a DOB violation is still open. VIOLATION_CATEGORY reads "V-DOB VIOLATION - ACTIVE"
 * while open and "V*-DOB VIOLATION - DISMISSED" / "… - Resolved" (or "VP*-VIOLATION UNSERVED
 * ECB- DISMISSED") once closed; a closed violation also has a DISPOSITION_DATE. In the
 * published sample the two always agree (every DISMISSED/Resolved row has a disposition
 * date, no ACTIVE row has one), and the one row with no category has a disposition date, so
 * the rule is: closed when the category says DISMISSED or RESOLVED or a disposition date
 * exists, open otherwise.
 */
export function dobViolationIsOpen(category: string | null, dispositionDate: string | null): boolean {
  if (category !== null && /DISMISSED|RESOLVED/i.test(category)) return false;
  return dispositionDate === null;
}

/**
 * DOB violations (3h2n-5cm9), keyed by ISN_DOB_BIS_VIOL (the NUMBER column's prefix changes
 * when the violation is closed, so it cannot be the key). The class is the violation type
 * code (E elevator, LL6291 boilers, UB unsafe building…); the description is DOB's own text
 * when present, else the type's name ("E-ELEVATOR"). Some rows carry a BIN but no block/lot:
 * they are kept with no BBL.
 */
export const dobViolations: DatasetDefinition<ViolationRow> = {
  ...datasetIdentity('dob-violations'),
  table: nycViolations,
  conflictTarget: [nycViolations.source, nycViolations.violationId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['isn dob bis viol'], ['boro'], ['block'], ['lot'], ['issue date'], ['violation category'], ['disposition date'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const violationId = requiredCell(record, 'ISN_DOB_BIS_VIOL');
      const bbl = optionalLotBbl(record, { borough: ['BORO'], block: ['BLOCK'], lot: ['LOT'] });
      const bin = realBin(cell(record, 'BIN'));
      const category = cell(record, 'VIOLATION_CATEGORY');
      const issuedDate = dateCell(record, 'ISSUE_DATE');
      const dispositionDate = dateCell(record, 'DISPOSITION_DATE');
      const open = dobViolationIsOpen(category, dispositionDate);
      return {
        ok: true,
        row: {
          source: 'dob',
          violationId,
          bbl,
          bin,
          violationClass: cell(record, 'VIOLATION_TYPE_CODE'),
          status: open ? 'open' : 'closed',
          statusDetail: category,
          issuedDate,
          closedDate: open ? null : dispositionDate,
          description: cell(record, 'DESCRIPTION', 'VIOLATION_TYPE'),
          penaltyImposed: null,
          balanceDue: null,
          raw: sourceFields(record),
        },
        recordDate: issuedDate,
        addresses: lotAddress({
          bbl,
          bin,
          houseLow: cell(record, 'HOUSE_NUMBER'),
          streetName: cell(record, 'STREET'),
          dataset: 'dob-violations',
        }),
      };
    }),
};
