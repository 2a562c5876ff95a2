import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycPropertyDataSchema } from '../../../src/contract/nycData';
import { buildNycPropertyData } from '../../../src/nyc/enrichment/build';
import { buildingClassDescription } from '../../../src/nyc/enrichment/buildingClasses';
import { isSimilar, milesBetween } from '../../../src/nyc/enrichment/comparables';
import { startTestServer, type TestServer } from '../../harness';
import { EMPTY_BBL, FIXTURE_DATASETS, NEIGHBORHOOD, SUBJECT_BBL, UNSOLD_BBL, insertFixture, recordImports } from '../../nycEnrichmentFixtures';

describe('NYC property data from the imported tables', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await insertFixture(server.db);
    await recordImports(server.db, FIXTURE_DATASETS);
  });
  afterAll(async () => server.close());

  const build = (bbl: string) => buildNycPropertyData(server.db, bbl);

  it('answers the contract shape with lot facts, provenance and the building class description', async () => {
    const data = nycPropertyDataSchema.parse(await build(SUBJECT_BBL));
    expect(data.borough).toBe('BK');
    expect(data.lot).toMatchObject({
      address: '1000 PRESIDENT STREET', buildingClass: 'C4', buildingClassDescription: 'Walk Up Apartments - Old Law Tenements',
      buildingArea: 6_400, numFloors: 4, unitsTotal: 8, assessTotal: 410_000, exemptTotal: 12_000.5, zoneDist1: 'R6',
    });
    expect(data.lot?.provenance).toEqual({
      dataset: 'pluto', sourceId: 'id-pluto', title: 'PLUTO', asOf: '2022-12-30', retrievedAt: '2023-01-15T10:00:00.000Z',
    });
    expect(data.missingDatasets).toEqual([]);
  });

  it('names owners from PLUTO, the newest HPD registration and the newest ACRIS deed, once each, then the managing agent', async () => {
    const data = await build(SUBJECT_BBL);
    expect(data.owners).toEqual([
      { name: 'PRESIDENT HOLDINGS LLC', source: 'pluto', asOf: '2022-12-30' },
      { name: 'MARIA LOPEZ', source: 'hpd-registrations', asOf: '2022-09-01' },
      { name: 'ACRIS BUYER LLC', source: 'acris', asOf: '2020-07-01' },
      // The registration's agent is named as such, never as an owner (imported and live alike).
      { name: 'SAM AGENT', source: 'hpd-registrations', asOf: '2022-09-01', role: 'managing-agent' },
    ]);
  });

  it('counts violations by agency, status and class, newest first', async () => {
    const { violations } = await build(SUBJECT_BBL);
    expect(violations?.hpd).toEqual({ open: 2, closed: 1, byClass: { B: 1, C: 1 } });
    expect(violations?.ecb).toEqual({ open: 1, closed: 0, balanceDue: 1250 });
    expect(violations?.dob).toEqual({ open: 0, closed: 0 });
    expect(violations?.recent.map((v) => v.id)).toEqual(['9002', '9001', '34830294Z', '9003']);
    expect(violations?.provenance.map((p) => p.dataset)).toEqual(['hpd-violations', 'ecb-violations', 'dob-violations']);
  });

  it('summarises permits, 311 complaints and evictions', async () => {
    const data = await build(SUBJECT_BBL);
    expect(data.permits?.total).toBe(1);
    expect(data.permits?.recent[0]).toMatchObject({ jobId: '321000111', status: 'PERMIT ISSUED - ENTIRE JOB/WORK', initialCost: 25_000 });
    expect(data.complaints311).toMatchObject({
      total: 3, open: 1, topTypes: [{ complaintType: 'HEAT/HOT WATER', count: 2 }, { complaintType: 'Noise - Residential', count: 1 }],
    });
    expect(data.evictionDetails?.count).toBe(2);
    expect(data.evictionDetails?.filings[0]).toEqual({
      executedDate: '2022-02-26', marshalName: 'Justin Grossman', docket: '120701', apartmentNumber: '5M', status: null,
    });
    expect(data.evictionDetails?.filings[1]?.docket).toBe('300001/21K');
  });

  it('reads the newest tax lien listing, water-only listings as water liens, and an in rem deed as foreclosure', async () => {
    const data = await build(SUBJECT_BBL);
    expect(data.taxLienDetails).toMatchObject({ filedDate: '2021-02-01', status: 'On lien sale list (30 Day Notice)', lienAmount: null, taxYear: '2021' });
    expect(data.waterLiens).toEqual([{ amount: null, type: 'Water and sewer charges', period: '2022-03', status: 'On lien sale list (90 Day Notice)' }]);
    expect(data.foreclosureDetails).toMatchObject({
      creditor: 'THE CITY OF NEW YORK', debtor: 'ACRIS BUYER LLC', noticeDate: '2022-10-05', documentType: 'IDED', lienAmount: null,
    });
  });

  it('takes the newest market sale as last sale and lists every sale, $0 transfers included', async () => {
    const data = await build(SUBJECT_BBL);
    expect(data.lastSale).toMatchObject({ date: '2020-07-01', price: 1_200_000, buildingClass: 'C4' });
    expect(data.lastSale?.provenance.dataset).toBe('rolling-sales');
    expect(data.salesHistory).toEqual([
      { date: '2022-11-20', price: 0, apartmentNumber: null },
      { date: '2020-07-01', price: 1_200_000, apartmentNumber: null },
    ]);
  });

  it('finds comparables in the same neighbourhood and class within 5 years, excluding $0 sales and the lot itself', async () => {
    const { comparables } = await build(SUBJECT_BBL);
    expect(comparables).not.toBeNull();
    // six candidates pass place, class, window, size and units; the $0 and $10 transfers are not market sales
    expect(comparables!.analysis).toEqual({ totalFound: 6, afterFiltering: 4 });
    expect(comparables!.comparables.map((c) => c.bbl)).toEqual(['3012340060', '3012350011', '3012350010', '3012360020']);
    expect(comparables!.comparables.every((c) => c.neighborhood === NEIGHBORHOOD && c.buildingClass === 'C4' && c.salePrice >= 10_000)).toBe(true);
    expect(comparables!.comparables.some((c) => c.bbl === SUBJECT_BBL)).toBe(false);
    // (1.5 + 1.4 + 1.3 + 1.0) M ÷ 4; per sq ft (250 + 222.22 + 260 + 142.86) ÷ 4
    expect(comparables!.summary).toEqual({ avgSalePrice: 1_300_000, avgPricePerSqFt: 218.77 });
    expect(comparables!.comparables[0]).toMatchObject({ pricePerSqFt: 250, squareFeet: 6_000, units: 8 });
    expect(comparables!.comparables[0]!.distance).toBeGreaterThan(0);
    expect(comparables!.comparables[1]!.distance).toBeNull();
    expect(comparables!.criteria).toContain(`Same neighbourhood (${NEIGHBORHOOD}) and building class C4`);
    expect(comparables!.criteria).toContain('2017-12-30 to 2022-12-30');
    expect(comparables!.criteria).toContain('excludes non-market sales (under $10,000)');
  });

  it('finds comparables for a lot that never sold from the neighbourhood of its block and its PLUTO class', async () => {
    const data = await build(UNSOLD_BBL);
    expect(data.lastSale).toBeNull();
    expect(data.comparables?.criteria).toContain(`Same neighbourhood (${NEIGHBORHOOD}) and building class C4`);
    // the subject lot's $1.2M sale now counts; the unsold lot itself has no sale to exclude
    expect(data.comparables?.comparables.map((c) => c.bbl)).toContain(SUBJECT_BBL);
    expect(data.comparables?.analysis).toEqual({ totalFound: 8, afterFiltering: 5 });
  });

  it('gives a lot with no records nulls and empty lists, and lists datasets never imported', async () => {
    const data = nycPropertyDataSchema.parse(await build(EMPTY_BBL));
    expect(data).toMatchObject({
      lot: null, owners: [], taxLienDetails: null, waterLiens: [], foreclosureDetails: null, lastSale: null, salesHistory: [], comparables: null,
    });
    expect(data.violations?.recent).toEqual([]);
    expect(data.evictionDetails?.count).toBe(0);

    const bare = await startTestServer();
    try {
      await recordImports(bare.db, ['pluto']);
      const partial = nycPropertyDataSchema.parse(await buildNycPropertyData(bare.db, SUBJECT_BBL));
      expect(partial).toMatchObject({ lot: null, violations: null, permits: null, complaints311: null, evictionDetails: null, comparables: null });
      expect(partial.missingDatasets).toEqual([
        'hpd-violations', 'ecb-violations', 'dob-violations', 'dob-jobs', '311', 'evictions', 'tax-liens',
        'hpd-registrations', 'hpd-contacts', 'acris-legals', 'acris-master', 'acris-parties', 'rolling-sales', 'dof-sales',
        'hpd-complaints', 'dof-assessments',
      ]);
    } finally {
      await bare.close();
    }
  });
});

describe('comparable rules', () => {
  const subject = {
    bbl: '3000010001', borough: 'BK', neighborhood: 'X', buildingClass: 'C4', buildingClassCategory: null,
    grossSquareFeet: 4_000, units: 4, latitude: null, longitude: null,
  };
  const sale = (grossSquareFeet: number | null, totalUnits: number | null) => ({
    bbl: '3000010002', address: null, apartmentNumber: null, neighborhood: 'X', buildingClassCategory: null, buildingClassAtSale: 'C4',
    taxClassAtSale: null, totalUnits, landSquareFeet: null, grossSquareFeet, yearBuilt: null, salePrice: 1, saleDate: '2022-01-01',
    latitude: null, longitude: null,
  });

  it('keeps sizes within ±50 % and units within ±50 % or ±2; unknown values never exclude', () => {
    expect(isSimilar(subject, sale(6_000, 4))).toBe(true);
    expect(isSimilar(subject, sale(6_001, 4))).toBe(false);
    expect(isSimilar(subject, sale(1_999, 4))).toBe(false);
    expect(isSimilar(subject, sale(4_000, 6))).toBe(true);
    expect(isSimilar(subject, sale(4_000, 7))).toBe(false);
    expect(isSimilar(subject, sale(0, null))).toBe(true);
    expect(isSimilar({ ...subject, units: 20 }, sale(4_000, 30))).toBe(true);
    expect(isSimilar({ ...subject, units: 20 }, sale(4_000, 31))).toBe(false);
  });

  it('measures miles between lot centroids', () => {
    // Brooklyn Borough Hall to Grand Army Plaza: about 1.7 miles as the crow flies
    const miles = milesBetween({ latitude: 40.6928, longitude: -73.9903 }, { latitude: 40.6743, longitude: -73.9702 });
    expect(miles).toBeGreaterThan(1.5);
    expect(miles).toBeLessThan(2);
  });

  it('describes PLUTO building classes from the lookup table', () => {
    expect(buildingClassDescription('c4')).toBe('Walk Up Apartments - Old Law Tenements');
    expect(buildingClassDescription('E4')).toBe('Warehouses - Frame, Metal');
    expect(buildingClassDescription('ZZ')).toBeNull();
    expect(buildingClassDescription(null)).toBeNull();
  });
});
