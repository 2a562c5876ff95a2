import { describe, expect, it } from 'vitest';
import { nycRecordSchema } from './nycRecord';
import { nycFreshnessRowSchema } from './nycFreshness';

const provenance = { dataset: 'pluto', sourceId: '64uk-42ks', title: 'PLUTO', asOf: '2025-06-30', retrievedAt: null };

/** A lot the record knows nothing about: blocks null, lists empty. */
const emptyRecord = {
  bbl: '3012340056',
  borough: 'BK',
  lot: null,
  owners: [],
  violations: null,
  permits: null,
  complaints311: null,
  evictionDetails: null,
  taxLienDetails: null,
  waterLiens: [],
  foreclosureDetails: null,
  lastSale: null,
  salesHistory: [],
  comparables: null,
  missingDatasets: ['pluto'],
};

describe('nycRecordSchema', () => {
  it('accepts a lot with no records: null blocks and empty lists', () => {
    expect(nycRecordSchema.safeParse(emptyRecord).success).toBe(true);
  });

  it('accepts blocks that name their source', () => {
    const record = {
      ...emptyRecord,
      owners: [{ name: 'HALSEY HOLDINGS LLC', source: 'pluto', asOf: '2025-06-30' }],
      evictionDetails: { count: 1, filings: [{ executedDate: '2024-02-01', marshalName: null, docket: 'B1', apartmentNumber: '2', status: 'Possession' }], provenance },
      lastSale: { date: '2021-05-04', price: 1_450_000, buildingClass: 'C1', provenance },
      salesHistory: [{ date: '2021-05-04', price: 1_450_000, apartmentNumber: null }],
    };
    expect(nycRecordSchema.safeParse(record).success).toBe(true);
    expect(nycRecordSchema.safeParse({ ...record, lastSale: { date: '2021-05-04', price: 1_450_000, buildingClass: 'C1' } }).success).toBe(false);
  });

  it('takes only the five borough codes', () => {
    expect(nycRecordSchema.safeParse({ ...emptyRecord, borough: 'NJ' }).success).toBe(false);
  });
});

describe('nycFreshnessRowSchema', () => {
  it('accepts a dataset never imported, with every run field null', () => {
    const never = { sourceFile: null, sourceDate: null, rowsRead: null, rowsInserted: null, rowsUpdated: null, rowsRejected: null, finishedAt: null };
    expect(nycFreshnessRowSchema.safeParse({ dataset: 'pluto', title: 'PLUTO', sourceId: '64uk-42ks', ...never }).success).toBe(true);
    expect(nycFreshnessRowSchema.safeParse({ dataset: 'pluto', title: 'PLUTO', sourceId: '64uk-42ks', ...never, rowsRead: 1.5 }).success).toBe(false);
  });
});
