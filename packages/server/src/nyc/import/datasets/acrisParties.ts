import { nycAcrisParties } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, requiredCell } from '../fields';
import { datasetIdentity, dateCell, hashKey, mapSafely } from './mapRow';

/** A `nyc_acris_parties` row (the runner adds `importId`). */
export type AcrisPartyRow = Omit<typeof nycAcrisParties.$inferInsert, 'importId'>;

/**
 * ACRIS real property parties (636b-3b5g): the parties of a recorded document, party type 1
 * (grantor, borrower) or 2 (grantee, lender). A party has no id of its own, so its key is a
 * hash of document id, party type, name and address. Its date is the extract's GOOD THROUGH
 * DATE ("07/31/2015 12:00:00 AM", the time part dropped).
 */
export const acrisParties: DatasetDefinition<AcrisPartyRow> = {
  ...datasetIdentity('acris-parties'),
  table: nycAcrisParties,
  conflictTarget: [nycAcrisParties.partyKey],
  checkHeaders: (headers) => requireHeaders(headers, [['document id'], ['party type'], ['name'], ['address 1']]),
  map: (record) =>
    mapSafely(() => {
      const documentId = requiredCell(record, 'DOCUMENT ID');
      const partyType = cell(record, 'PARTY TYPE');
      const name = cell(record, 'NAME');
      const address1 = cell(record, 'ADDRESS 1');
      const city = cell(record, 'CITY');
      const state = cell(record, 'STATE');
      const zipCode = cell(record, 'ZIP');
      return {
        ok: true,
        row: {
          partyKey: hashKey(documentId, partyType, name, address1, cell(record, 'ADDRESS 2'), city, state, zipCode),
          documentId,
          partyType,
          name,
          address1,
          city,
          state,
          zipCode,
        },
        recordDate: dateCell(record, 'GOOD THROUGH DATE'),
      };
    }),
};
