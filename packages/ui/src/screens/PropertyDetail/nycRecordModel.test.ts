import { describe, expect, it } from 'vitest';
import { propertySchema } from '@rei/engine';
import type { NycProvenance, NycRecord } from './nycRecord';
import { blockImported, legalSources, missingBlockText, nycLegalStatus, nycProvenance, sourceOf, unreachableNotice, withPublicRecord } from './nycRecordModel';

const sales: NycProvenance = { dataset: 'rolling-sales', sourceId: 'usep-8jbt', title: 'DOF Rolling Sales', asOf: '2023-01-31', retrievedAt: '2026-11-20T09:12:44.000Z' };
const liens: NycProvenance = { dataset: 'tax-liens', sourceId: '9rz4-mjek', title: 'DOF Tax Lien Sale Lists', asOf: null, retrievedAt: '2026-11-20T09:17:05.000Z' };

const empty: NycRecord = {
  bbl: '3016090027',
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
  missingDatasets: ['pluto', 'rolling-sales', 'dof-sales', 'evictions'],
};

describe('provenance', () => {
  it('names the dataset with its id and the data date, else the import date', () => {
    expect(sourceOf(sales)).toEqual({ dataset: 'DOF Rolling Sales (usep-8jbt)', asOf: '2023-01-31' });
    expect(sourceOf(liens)).toEqual({ dataset: 'DOF Tax Lien Sale Lists (9rz4-mjek)', asOf: '2026-11-20' });
    expect(sourceOf({ ...liens, retrievedAt: null }).asOf).toBeNull();
    // A file origin (not an Open Data id) is not repeated after the title.
    expect(sourceOf({ ...sales, sourceId: 'DOF rolling and annualized sales files (CSV, .csv.gz, .xls, .xlsx)' }).dataset).toBe('DOF Rolling Sales');
  });

  it('says when a live block was retrieved (UTC minute), and an imported one its as-of date', () => {
    const live: NycProvenance = { dataset: 'soda:wvxf-dwi5', sourceId: 'wvxf-dwi5', title: 'HPD Violations', asOf: '2026-11-24', retrievedAt: '2026-11-24T10:02:31.000Z' };
    expect(sourceOf(live)).toEqual({ dataset: 'HPD Violations (wvxf-dwi5)', asOf: '2026-11-24', retrieved: '2026-11-24 10:02' });
    expect(sourceOf(sales).retrieved).toBeUndefined();
  });

  it('names the datasets NYC Open Data could not reach, in the notice and in their blocks', () => {
    expect(unreachableNotice(empty)).toBeNull();
    expect(unreachableNotice({ ...empty, unreachableDatasets: [] })).toBeNull();
    const offline = { ...empty, unreachableDatasets: ['pluto', 'evictions'] };
    expect(unreachableNotice(offline)).toBe(
      'NYC Open Data could not be reached for PLUTO (pluto), Marshal Evictions (evictions). Those blocks are empty for now; reload later to try again.',
    );
    expect(missingBlockText(offline, 'lot')).toBe('NYC Open Data could not be reached for PLUTO (pluto) just now, and it was not imported — try again later.');
    // A block whose datasets were simply never imported keeps its old text.
    expect(missingBlockText(offline, 'sales')).toMatch(/^Not in the imported data — supplied by DOF Rolling Sales/);
  });

  it('gives a block a source line only when the record has that block', () => {
    expect(nycProvenance(empty)).toEqual({});
    const withSale = nycProvenance({ ...empty, lastSale: { date: '2022-11-10', price: 1_375_000, buildingClass: 'B3', provenance: sales } });
    expect(withSale.comparables).toBeUndefined();
  });
});

describe('missing blocks', () => {
  it('names the datasets that would supply a block when they were never imported', () => {
    expect(missingBlockText(empty, 'sales')).toBe('Not in the imported data — supplied by DOF Rolling Sales (rolling-sales), DOF Citywide Rolling Calendar Sales (dof-sales), not imported yet.');
    expect(missingBlockText(empty, 'permits')).toBe('Not in the imported data.');
    expect(missingBlockText(null, 'lot')).toBe('Not in the imported data.');
    expect(blockImported(empty, 'taxLiens')).toBe(true);
    expect(blockImported(empty, 'evictions')).toBe(false);
  });

  it("a block the plan does not show says so and which plan adds it, and never reads as 'none on record'", () => {
    const scout: NycRecord = {
      ...empty,
      missingDatasets: [],
      lockedBlocks: [{ block: 'taxLienDetails', title: 'Tax liens', contains: 'DOF tax lien sale list entries', level: 'advanced', plan: 'Operator', tier: 'operator', datasets: ['tax-liens'] }],
    };
    expect(blockImported(scout, 'taxLiens')).toBe(false);
    expect(missingBlockText(scout, 'taxLiens')).toBe('Not in your plan: DOF tax lien sale list entries. Included from the Operator plan.');
    expect(blockImported(scout, 'permits')).toBe(true);
  });
});

describe('legal status from the record', () => {
  it('is clear when the record has no eviction, lien or foreclosure rows — whatever the price or borough', () => {
    const pricey = propertySchema.parse({ address: '1457 Grand Concourse', city: 'Bronx', borough: 'BX', purchasePrice: 5_000_000 });
    const legal = nycLegalStatus({ ...empty, borough: 'BX' }, pricey);
    expect(legal.hasLegalIssues).toBe(false);
    expect(legal.badges).toEqual(['Clear Legal Status']);
    expect(legal.isSample).toBe(false);
  });

  it('makes one pill per kind of real record, with each record as its source', () => {
    const record: NycRecord = {
      ...empty,
      evictionDetails: {
        count: 1,
        filings: [{ executedDate: '2025-08-19', marshalName: null, docket: '81234', apartmentNumber: '2', status: 'Possession' }],
        provenance: { ...sales, dataset: 'evictions', sourceId: '6z8x-wfk4', title: 'Marshal Evictions' },
      },
      taxLienDetails: { lienAmount: null, filedDate: '2025-06-01', collector: null, taxYear: '2025', status: 'On 2025 lien sale list', cycle: null, provenance: liens },
    };
    const legal = nycLegalStatus(record);
    expect(legal.pills.map((pill) => `${pill.label}: ${pill.status}`)).toEqual(['Tax Lien: On 2025 lien sale list', '1 Eviction: Possession']);
    expect(legal.badges).toEqual(['Tax Lien', 'Eviction History']);
    expect(legalSources(record)).toEqual({
      eviction: { dataset: 'Marshal Evictions (6z8x-wfk4)', asOf: '2023-01-31' },
      taxLien: { dataset: 'DOF Tax Lien Sale Lists (9rz4-mjek)', asOf: '2026-11-20' },
    });
  });
});

describe('filling a property from the record', () => {
  it("keeps the property's own values and fills only its gaps", () => {
    const property = propertySchema.parse({ address: '864 Lafayette Avenue', yearBuilt: 1901 });
    const filled = withPublicRecord(property, {
      ...empty,
      owners: [{ name: 'SAMPLE OWNER LLC', source: 'pluto', asOf: null }],
      lastSale: { date: '2022-11-10', price: 1_375_000, buildingClass: 'B3', provenance: sales },
    });
    expect(filled).toMatchObject({ yearBuilt: 1901, bbl: '3016090027', borough: 'BK', ownerName: 'SAMPLE OWNER LLC', buildingClass: 'B3', lastSalePrice: 1_375_000 });
    expect(filled.units).toBeNull();
    expect(withPublicRecord(property, null)).toBe(property);
  });
});
