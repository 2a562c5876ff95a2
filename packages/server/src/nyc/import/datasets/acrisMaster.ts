import { boroughCode } from '@rei/engine';
import { nycAcrisMaster } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, parseMoney, requiredCell } from '../fields';
import { datasetIdentity, dateCell, mapSafely } from './mapRow';

/** A `nyc_acris_master` row (the runner adds `importId`). */
export type AcrisMasterRow = Omit<typeof nycAcrisMaster.$inferInsert, 'importId'>;

/**
 * ACRIS real property master (bnx9-e6tj): one recorded document (deed, mortgage,
 * satisfaction…) with its amount ("DOC. AMOUNT") and dates (MM/DD/YYYY). The record's date
 * is the day it was recorded or filed ("RECORDED / FILED"), which every document has; the
 * document's own date is often blank. The borough is stored as its code (MN, BX, BK, QN, SI).
 * SODA (bnx9-e6tj) names four of the columns differently (`recorded_borough`, `document_date`,
 * `document_amt`, `recorded_datetime`): both spellings are read, for the refresh and the live lookup.
 */
export const acrisMaster: DatasetDefinition<AcrisMasterRow> = {
  ...datasetIdentity('acris-master'),
  table: nycAcrisMaster,
  conflictTarget: [nycAcrisMaster.documentId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['document id'], ['borough'], ['doc type'], ['doc date'], ['doc amount'], ['recorded filed']]),
  map: (record) =>
    mapSafely(() => {
      const documentId = requiredCell(record, 'DOCUMENT ID');
      const boroughText = cell(record, 'BOROUGH', 'recorded_borough');
      const borough = boroughCode(boroughText);
      if (boroughText !== null && borough === null) throw new FieldError(`BOROUGH "${boroughText}" is not a NYC borough`);
      const recordedDate = dateCell(record, 'RECORDED / FILED', 'recorded_datetime');
      return {
        ok: true,
        row: {
          documentId,
          crfn: cell(record, 'CRFN'),
          borough,
          docType: cell(record, 'DOC. TYPE'),
          docDate: dateCell(record, 'DOC. DATE', 'document_date'),
          docAmount: parseMoney(cell(record, 'DOC. AMOUNT', 'document_amt'), 'DOC. AMOUNT'),
          recordedDate,
          modifiedDate: dateCell(record, 'MODIFIED DATE'),
        },
        recordDate: recordedDate,
      };
    }),
};
