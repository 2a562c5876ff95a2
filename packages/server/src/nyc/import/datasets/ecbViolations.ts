import { nycViolations } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, parseMoney, requiredCell, type SourceRecord } from '../fields';
import type { ViolationRow } from './hpdViolations';
import { datasetIdentity, dateCell, joined, mapSafely, optionalLotBbl, realBin, sourceFields } from './mapRow';

/** ECB_VIOLATION_STATUS: ACTIVE is open, RESOLVE is closed. */
function ecbStatus(record: SourceRecord): 'open' | 'closed' {
  const status = requiredCell(record, 'ECB_VIOLATION_STATUS');
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'open';
    case 'RESOLVE':
    case 'RESOLVED':
      return 'closed';
    default:
      throw new FieldError(`ECB_VIOLATION_STATUS "${status}" is not ACTIVE or RESOLVE`);
  }
}

/**
 * DOB ECB violations (6bgk-3dad): summonses heard by the ECB/OATH, with the penalty imposed
 * and the balance still due. The severity ("Hazardous", "Non-Hazardous", "CLASS - 1"…) is the
 * violation class; DOB's "Unknown" severity is stored as missing. The respondent's address
 * is the respondent's, not the lot's, so it adds no address. ECB publishes no closing date.
 */
export const ecbViolations: DatasetDefinition<ViolationRow> = {
  ...datasetIdentity('ecb-violations'),
  table: nycViolations,
  conflictTarget: [nycViolations.source, nycViolations.violationId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['ecb violation number'], ['ecb violation status'], ['boro'], ['block'], ['lot'], ['issue date'],
      ['penality imposed', 'penalty imposed'], ['balance due'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const violationId = requiredCell(record, 'ECB_VIOLATION_NUMBER');
      const severity = cell(record, 'SEVERITY');
      const issuedDate = dateCell(record, 'ISSUE_DATE');
      return {
        ok: true,
        row: {
          source: 'ecb',
          violationId,
          bbl: optionalLotBbl(record, { borough: ['BORO'], block: ['BLOCK'], lot: ['LOT'] }),
          bin: realBin(cell(record, 'BIN')),
          violationClass: severity === null || severity.toLowerCase() === 'unknown' ? null : severity,
          status: ecbStatus(record),
          statusDetail: joined('; ', cell(record, 'HEARING_STATUS'), cell(record, 'CERTIFICATION_STATUS')),
          issuedDate,
          closedDate: null,
          description: cell(record, 'VIOLATION_DESCRIPTION'),
          penaltyImposed: parseMoney(cell(record, 'PENALITY_IMPOSED', 'PENALTY_IMPOSED'), 'PENALITY_IMPOSED'),
          balanceDue: parseMoney(cell(record, 'BALANCE_DUE'), 'BALANCE_DUE'),
          raw: sourceFields(record),
        },
        recordDate: issuedDate,
      };
    }),
};
