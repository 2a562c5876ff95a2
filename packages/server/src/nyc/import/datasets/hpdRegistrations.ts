import { nycHpdRegistrations } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, parseInteger } from '../fields';
import { datasetIdentity, dateCell, lotAddress, lotBbl, mapSafely, realBin, requiredInteger } from './mapRow';

/** A `nyc_hpd_registrations` row (the runner adds `importId`). */
export type HpdRegistrationRow = Omit<typeof nycHpdRegistrations.$inferInsert, 'importId'>;

/**
 * HPD multiple-dwelling registrations (tesw-yqqr): the building's registration with HPD,
 * whose owners and agents are the contacts of `hpd-contacts`. Each registration names the
 * building's address range, which joins the lot's known addresses.
 */
export const hpdRegistrations: DatasetDefinition<HpdRegistrationRow> = {
  ...datasetIdentity('hpd-registrations'),
  table: nycHpdRegistrations,
  conflictTarget: [nycHpdRegistrations.registrationId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['registrationid'], ['boroid', 'boro'], ['block'], ['lot'], ['streetname'], ['lastregistrationdate'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const registrationId = requiredInteger(record, 'RegistrationID');
      const bbl = lotBbl(record, { bbl: ['BBL'], borough: ['BoroID', 'Boro'], block: ['Block'], lot: ['Lot'] });
      const bin = realBin(cell(record, 'BIN'));
      const houseNumber = cell(record, 'HouseNumber');
      const streetName = cell(record, 'StreetName');
      const zipCode = cell(record, 'Zip');
      const lastRegistrationDate = dateCell(record, 'LastRegistrationDate');
      return {
        ok: true,
        row: {
          registrationId,
          buildingId: parseInteger(cell(record, 'BuildingID'), 'BuildingID'),
          bbl,
          bin,
          houseNumber,
          streetName,
          zipCode,
          lastRegistrationDate,
          registrationEndDate: dateCell(record, 'RegistrationEndDate'),
        },
        recordDate: lastRegistrationDate,
        addresses: lotAddress({
          bbl,
          bin,
          houseLow: cell(record, 'LowHouseNumber', 'HouseNumber'),
          houseHigh: cell(record, 'HighHouseNumber', 'HouseNumber'),
          streetName,
          zipCode,
          dataset: 'hpd-registrations',
        }),
      };
    }),
};
