import { nycPermits } from '../../../db/schema/nyc';
import { requireHeaders, type DatasetDefinition, type MappedRecord } from '../dataset';
import { cell, parseInteger, parseMoney, requiredCell, type SourceRecord } from '../fields';
import { datasetIdentity, dateCell, lotAddress, mapSafely, optionalLotBbl, realBin, sourceFields } from './mapRow';

/** A `nyc_permits` row (the runner adds `importId`). */
export type PermitRow = Omit<typeof nycPermits.$inferInsert, 'importId'>;

/** Header groups of the DOB BIS job filings export (ic3t-wcy2). */
const BIS_HEADERS = [['job #'], ['doc #'], ['borough'], ['block'], ['lot'], ['job type'], ['job status'], ['latest action date']];
/** Header groups of the DOB NOW: Build job filings export (w9ak-ipjd). */
const NOW_HEADERS = [['job filing number'], ['filing status'], ['borough'], ['block'], ['lot'], ['job type'], ['filing date']];

/**
 * A BIS filing: job number + document number ("440673852-01"), dates MM/DD/YYYY. SODA spells
 * the "#" columns `job__`, `doc__`, `bin__`, `house__` (header keys "job", "doc"…), so both are read.
 */
function mapBis(record: SourceRecord): MappedRecord<PermitRow> {
  const jobId = `${requiredCell(record, 'Job #', 'job__')}-${requiredCell(record, 'Doc #', 'doc__')}`;
  const bbl = optionalLotBbl(record, { bbl: ['BBL'], borough: ['Borough'], block: ['Block'], lot: ['Lot'] });
  const bin = realBin(cell(record, 'Bin #', 'bin__'));
  const filedDate = dateCell(record, 'Pre- Filing Date');
  const latestActionDate = dateCell(record, 'Latest Action Date');
  return {
    ok: true,
    row: {
      source: 'dob-bis',
      jobId,
      bbl,
      bin,
      jobType: cell(record, 'Job Type'),
      status: cell(record, 'Job Status'),
      statusDescription: cell(record, 'Job Status Descrp'),
      filedDate,
      latestActionDate,
      description: cell(record, 'Job Description'),
      initialCost: parseMoney(cell(record, 'Initial Cost'), 'Initial Cost'),
      proposedDwellingUnits: parseInteger(cell(record, 'Proposed Dwelling Units'), 'Proposed Dwelling Units'),
      raw: sourceFields(record),
    },
    recordDate: latestActionDate ?? filedDate,
    addresses: lotAddress({
      bbl,
      bin,
      houseLow: cell(record, 'House #', 'house__'),
      streetName: cell(record, 'Street Name'),
      dataset: 'dob-jobs',
    }),
  };
}

/**
 * A DOB NOW filing: "B00472129-P1", timestamps "12/15/2022 12:00:00 AM". DOB NOW's status is
 * already words ("LOC Issued", "Permit Entire"), so it is both the status and its description
 * (BIS has a code, "X", and a description, "SIGNED OFF").
 */
function mapDobNow(record: SourceRecord): MappedRecord<PermitRow> {
  const jobId = requiredCell(record, 'Job Filing Number');
  const bbl = optionalLotBbl(record, { bbl: ['BBL'], borough: ['Borough'], block: ['Block'], lot: ['LOT'] });
  const bin = realBin(cell(record, 'Bin'));
  const filedDate = dateCell(record, 'Filing Date');
  const latestActionDate = dateCell(record, 'Current Status Date');
  const status = cell(record, 'Filing Status');
  return {
    ok: true,
    row: {
      source: 'dob-now',
      jobId,
      bbl,
      bin,
      jobType: cell(record, 'Job Type'),
      status,
      statusDescription: status,
      filedDate,
      latestActionDate,
      description: cell(record, 'Job Description'),
      initialCost: parseMoney(cell(record, 'Initial Cost'), 'Initial Cost'),
      proposedDwellingUnits: parseInteger(cell(record, 'Proposed Dwelling Units'), 'Proposed Dwelling Units'),
      raw: sourceFields(record),
    },
    recordDate: latestActionDate ?? filedDate,
    addresses: lotAddress({
      bbl,
      bin,
      houseLow: cell(record, 'House No'),
      streetName: cell(record, 'Street Name'),
      zipCode: cell(record, 'Postcode'),
      dataset: 'dob-jobs',
    }),
  };
}

/**
 * DOB job application filings from both systems: BIS (ic3t-wcy2, `dobjobs.csv`, source
 * `dob-bis`, job id "Job #-Doc #") and DOB NOW: Build (w9ak-ipjd, `dob_now_jobs.csv`, source
 * `dob-now`, job id "Job Filing Number"). A file is accepted in either layout; each record is
 * read by the layout its columns show. The BIS export's BBL column often holds the BIN (7
 * digits), which is not a BBL, so the lot then comes from borough + block + lot.
 */
export const dobJobs: DatasetDefinition<PermitRow> = {
  ...datasetIdentity('dob-jobs'),
  table: nycPermits,
  conflictTarget: [nycPermits.source, nycPermits.jobId],
  checkHeaders: (headers) => {
    const bis = requireHeaders(headers, BIS_HEADERS);
    const now = requireHeaders(headers, NOW_HEADERS);
    if (bis === null || now === null) return null;
    return `neither the DOB BIS layout (${bis}) nor the DOB NOW layout (${now})`;
  },
  map: (record) => mapSafely(() => ('job filing number' in record.fields ? mapDobNow(record) : mapBis(record))),
};
