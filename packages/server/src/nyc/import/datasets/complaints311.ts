import { nycComplaints311 } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, parseBbl, requiredCell, type SourceRecord } from '../fields';
import { datasetIdentity, lotAddress, mapSafely, timestampCell } from './mapRow';

/** A `nyc_complaints_311` row (the runner adds `importId`). */
export type Complaint311Row = Omit<typeof nycComplaints311.$inferInsert, 'importId'>;

/**
 * The house number of a 311 incident address when it is "<house> <Street Name>" (the
 * geocoded ADDRESS type); null for intersections, blockfaces and unrecognised text.
 */
function incidentHouseNumber(record: SourceRecord, address: string | null, street: string | null): string | null {
  if (address === null || street === null) return null;
  const addressType = cell(record, 'Address Type');
  if (addressType !== null && addressType.toUpperCase() !== 'ADDRESS') return null;
  if (!address.endsWith(street)) return null;
  const house = address.slice(0, address.length - street.length).trim();
  return /^\d+(-\d+)?[A-Z]?$/.test(house) ? house : null;
}

/**
 * 311 service requests (erm2-nwe9). Created and closed times are local wall-clock times
 * ("05/01/2022 12:00:03 AM"). Requests 311 could not place on a lot (intersections, parks,
 * highways) have no BBL and are still imported, with no lot. A request at a geocoded street
 * address adds that address to the lot's known addresses.
 */
export const complaints311: DatasetDefinition<Complaint311Row> = {
  ...datasetIdentity('311'),
  table: nycComplaints311,
  conflictTarget: [nycComplaints311.uniqueKey],
  checkHeaders: (headers) =>
    requireHeaders(headers, [['unique key'], ['created date'], ['complaint type'], ['status'], ['bbl'], ['incident address']]),
  map: (record) =>
    mapSafely(() => {
      const uniqueKey = requiredCell(record, 'Unique Key');
      const createdAt = timestampCell(record, 'Created Date');
      const bbl = parseBbl(cell(record, 'BBL'));
      const address = cell(record, 'Incident Address');
      const street = cell(record, 'Street Name');
      const zipCode = cell(record, 'Incident Zip');
      const house = incidentHouseNumber(record, address, street);
      return {
        ok: true,
        row: {
          uniqueKey,
          bbl,
          createdAt,
          closedAt: timestampCell(record, 'Closed Date'),
          agency: cell(record, 'Agency'),
          complaintType: cell(record, 'Complaint Type'),
          descriptor: cell(record, 'Descriptor'),
          status: cell(record, 'Status'),
          address,
          zipCode,
        },
        recordDate: createdAt === null ? null : createdAt.toISOString().slice(0, 10),
        addresses: house === null ? [] : lotAddress({ bbl, houseLow: house, streetName: street, zipCode, dataset: '311' }),
      };
    }),
};
