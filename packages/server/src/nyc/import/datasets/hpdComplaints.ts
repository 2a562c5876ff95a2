import { nycHpdComplaints } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition } from '../dataset';
import { cell, FieldError, requiredCell, type SourceRecord } from '../fields';
import { datasetIdentity, dateCell, lotAddress, mapSafely, optionalLotBbl, realBin, sourceFields } from './mapRow';

/** A `nyc_hpd_complaints` row (the runner adds `importId`). */
export type HpdComplaintRow = Omit<typeof nycHpdComplaints.$inferInsert, 'importId'>;

/** HPD writes OPEN / CLOSE (older files CLOSED). */
function openOrClosed(value: string, header: string): 'open' | 'closed' {
  const status = value.toUpperCase();
  if (status === 'OPEN') return 'open';
  if (status === 'CLOSE' || status === 'CLOSED') return 'closed';
  throw new FieldError(`${header} "${value}" is not OPEN or CLOSE`);
}

/** The problem's status when given, else the complaint's; with the date of that status. */
function problemStatus(record: SourceRecord): { status: 'open' | 'closed'; statusDate: string | null } {
  const problem = cell(record, 'Problem Status');
  if (problem !== null) return { status: openOrClosed(problem, 'Problem Status'), statusDate: dateCell(record, 'Problem Status Date') };
  const complaint = requiredCell(record, 'Complaint Status', 'Status');
  return { status: openOrClosed(complaint, 'Complaint Status'), statusDate: dateCell(record, 'Complaint Status Date', 'Status Date') };
}

/**
 * HPD Complaints and Problems (ygpa-z7cr): one row per problem of a tenant complaint (a
 * complaint about an apartment may list a broken door and no heat as two problems). The key
 * is the problem id. The lot is the BBL column, else borough + block + lot.
 */
export const hpdComplaints: DatasetDefinition<HpdComplaintRow> = {
  ...datasetIdentity('hpd-complaints'),
  table: nycHpdComplaints,
  conflictTarget: [nycHpdComplaints.problemId],
  checkHeaders: (headers) =>
    requireHeaders(headers, [
      ['problem id'], ['received date'], ['bbl', 'block'], ['problem status', 'complaint status', 'status'], ['major category'],
    ]),
  map: (record) =>
    mapSafely(() => {
      const problemId = requiredCell(record, 'Problem ID');
      const bbl = optionalLotBbl(record, { bbl: ['BBL'], borough: ['Borough', 'BoroughID'], block: ['Block'], lot: ['Lot'] });
      const receivedDate = dateCell(record, 'Received Date');
      const { status, statusDate } = problemStatus(record);
      const bin = realBin(cell(record, 'BIN'));
      return {
        ok: true,
        row: {
          problemId,
          complaintId: cell(record, 'Complaint ID'),
          bbl,
          bin,
          receivedDate,
          status,
          statusDate,
          problemType: cell(record, 'Type'),
          majorCategory: cell(record, 'Major Category'),
          minorCategory: cell(record, 'Minor Category'),
          problemCode: cell(record, 'Problem Code'),
          statusDescription: cell(record, 'Status Description'),
          apartment: cell(record, 'Apartment'),
          raw: sourceFields(record),
        },
        recordDate: receivedDate,
        addresses: lotAddress({
          bbl,
          bin,
          houseLow: cell(record, 'House Number'),
          streetName: cell(record, 'Street Name'),
          zipCode: cell(record, 'Post Code', 'Zip'),
          dataset: 'hpd-complaints',
        }),
      };
    }),
};
