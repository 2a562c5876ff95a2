import { addressRow } from '../../address/addressRow';
import { nycAddresses } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError } from '../fields';
import { boroughOfBbl, datasetIdentity, lotBbl, mapSafely, realBin } from './mapRow';

/** A `nyc_addresses` row as `addressRow` makes it (the runner adds `importId`). */
export type AddressRow = ReturnType<typeof addressRow>;

/**
 * The Property Address Directory address file (bc8t-ecyu, `bobaadr.txt`): every address range
 * of every lot, the city's own address-to-BBL table. Its rows are `nyc_addresses` rows
 * themselves (keyed by lot + house range + street, so a street listed once per building of a
 * lot is one row). House numbers are space-padded and blank for a lot known by a place name
 * ("GOVERNORS ISLAND NOLAN PARK"); BIN n000000 is DOB's "no building number" placeholder.
 */
export const pad: DatasetDefinition<AddressRow> = {
  ...datasetIdentity('pad'),
  table: nycAddresses,
  conflictTarget: [nycAddresses.addressKey],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['boro'], ['block'], ['lot'], ['bin'], ['lhnd'], ['hhnd'], ['stname'], ['zipcode']]),
  map: (record) =>
    mapSafely(() => {
      const bbl = lotBbl(record, { borough: ['boro'], block: ['block'], lot: ['lot'] });
      const streetName = cell(record, 'stname');
      if (streetName === null) throw new FieldError('stname is empty');
      return {
        ok: true,
        row: addressRow({
          bbl,
          bin: realBin(cell(record, 'bin')),
          borough: boroughOfBbl(bbl),
          houseLow: cell(record, 'lhnd'),
          houseHigh: cell(record, 'hhnd'),
          streetName,
          zipCode: cell(record, 'zipcode'),
          dataset: 'pad',
        }),
      };
    }),
};
