import { nycAcrisLegals } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, requiredCell } from '../fields';
import { datasetIdentity, dateCell, lotAddress, lotBbl, mapSafely } from './mapRow';

/** A `nyc_acris_legals` row (the runner adds `importId`). */
export type AcrisLegalRow = Omit<typeof nycAcrisLegals.$inferInsert, 'importId'>;

/**
 * ACRIS real property legals (8h5j-fqxa): the lots (and condo units) a recorded document
 * touches, keyed by document + BBL + unit. The street address it gives joins the lot's known
 * addresses. Its date is the extract's GOOD THROUGH DATE.
 */
export const acrisLegals: DatasetDefinition<AcrisLegalRow> = {
  ...datasetIdentity('acris-legals'),
  table: nycAcrisLegals,
  conflictTarget: [nycAcrisLegals.legalKey],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['document id'], ['borough'], ['block'], ['lot'], ['property type'], ['street name']]),
  map: (record) =>
    mapSafely(() => {
      const documentId = requiredCell(record, 'DOCUMENT ID');
      const bbl = lotBbl(record, { borough: ['BOROUGH'], block: ['BLOCK'], lot: ['LOT'] });
      const unit = cell(record, 'UNIT');
      const streetNumber = cell(record, 'STREET NUMBER');
      const streetName = cell(record, 'STREET NAME');
      return {
        ok: true,
        row: {
          legalKey: `${documentId}|${bbl}|${unit ?? ''}`,
          documentId,
          bbl,
          propertyType: cell(record, 'PROPERTY TYPE'),
          streetNumber,
          streetName,
          unit,
        },
        recordDate: dateCell(record, 'GOOD THROUGH DATE'),
        addresses: lotAddress({ bbl, houseLow: streetNumber, streetName, dataset: 'acris-legals' }),
      };
    }),
};
