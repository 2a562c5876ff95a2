import { nycTaxLiens } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, parseFlag, requiredCell } from '../fields';
import { datasetIdentity, dateCell, joined, lotAddress, lotBbl, mapSafely } from './mapRow';

/** A `nyc_tax_liens` row (the runner adds `importId`). */
export type TaxLienRow = Omit<typeof nycTaxLiens.$inferInsert, 'importId'>;

/**
 * DOF tax lien sale lists (9rz4-mjek): the lots on a month's lien sale list ("04/2019" is
 * stored as 2019-04-01) at a notice cycle ("90 Day Notice"). `Water Debt Only` YES marks a
 * lien for water and sewer charges alone. The key is BBL + month + cycle; the header "Block "
 * is published with a trailing space. Each row names the lot's address.
 */
export const taxLiens: DatasetDefinition<TaxLienRow> = {
  ...datasetIdentity('tax-liens'),
  table: nycTaxLiens,
  conflictTarget: [nycTaxLiens.lienKey],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['month'], ['cycle'], ['borough'], ['block'], ['lot'], ['water debt only']]),
  map: (record) =>
    mapSafely(() => {
      const bbl = lotBbl(record, { bbl: ['BBL'], borough: ['Borough'], block: ['Block'], lot: ['Lot'] });
      const listMonth = dateCell(record, 'Month');
      if (listMonth === null) throw new FieldError('Month is empty');
      const cycle = cell(record, 'Cycle');
      const waterDebtOnly = parseFlag(requiredCell(record, 'Water Debt Only'), 'Water Debt Only');
      const house = cell(record, 'House Number');
      const street = cell(record, 'Street Name');
      const zipCode = cell(record, 'Zip Code');
      return {
        ok: true,
        row: {
          lienKey: `${bbl}|${listMonth}|${cycle ?? ''}`,
          bbl,
          listMonth,
          cycle,
          waterDebtOnly: waterDebtOnly === true,
          taxClass: cell(record, 'Tax Class Code'),
          buildingClass: cell(record, 'Building Class'),
          address: joined(' ', house, street),
          zipCode,
        },
        recordDate: listMonth,
        addresses: lotAddress({ bbl, houseLow: house, streetName: street, zipCode, dataset: 'tax-liens' }),
      };
    }),
};
