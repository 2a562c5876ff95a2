/**
 * A small public-record fixture for the enrichment tests: one Brooklyn lot with violations,
 * permits, 311 complaints, evictions, lien-sale entries, an HPD registration, ACRIS documents
 * and sales, plus neighbouring sales that do and do not qualify as comparables. Values follow
 * the layouts of the real files (see ../shared/data/nyc/README.md); the rows are made up here.
 */
import type { Database } from '../src/db/client';
import {
  nycAcrisLegals,
  nycAcrisMaster,
  nycAcrisParties,
  nycComplaints311,
  nycEvictions,
  nycHpdContacts,
  nycHpdRegistrations,
  nycImports,
  nycLots,
  nycPermits,
  nycSales,
  nycTaxLiens,
  nycViolations,
} from '../src/db/schema';

export const SUBJECT_BBL = '3012340056';
export const EMPTY_BBL = '3099990001';
export const UNSOLD_BBL = '3012340070';
export const NEIGHBORHOOD = 'CROWN HEIGHTS';

/** Records a finished import run of each dataset given, as `rei import` would. */
export async function recordImports(db: Database, datasets: readonly string[], sourceDate = '2022-12-30'): Promise<void> {
  await db.insert(nycImports).values(
    datasets.map((dataset) => ({
      dataset,
      sourceId: `id-${dataset}`,
      sourceFile: `${dataset}.csv`,
      sourceDate,
      rowsRead: 1,
      rowsInserted: 1,
      status: 'finished',
      finishedAt: new Date('2023-01-15T10:00:00Z'),
    })),
  );
}

let saleCounter = 0;
function sale(bbl: string, fields: Partial<typeof nycSales.$inferInsert> & { saleDate: string; salePrice: string | null }) {
  saleCounter += 1;
  return {
    saleKey: `sale-${saleCounter}`,
    bbl,
    borough: 'BK',
    block: Number(bbl.slice(1, 6)),
    lot: Number(bbl.slice(6)),
    neighborhood: NEIGHBORHOOD,
    buildingClassCategory: '07 RENTALS - WALKUP APARTMENTS',
    buildingClassAtSale: 'C4',
    taxClassAtSale: '2',
    residentialUnits: 8,
    totalUnits: 8,
    landSquareFeet: 2_000,
    grossSquareFeet: 6_000,
    yearBuilt: 1920,
    dataset: 'rolling-sales',
    ...fields,
  };
}

/** Inserts the fixture rows (the import runs are recorded separately with `recordImports`). */
export async function insertFixture(db: Database): Promise<void> {
  await db.insert(nycLots).values([
    {
      bbl: SUBJECT_BBL, borough: 'BK', block: 1234, lot: 56, address: '1000 PRESIDENT STREET', zipCode: '11225',
      buildingClass: 'C4', landUse: '02', ownerName: 'PRESIDENT HOLDINGS LLC', lotArea: 2_000, buildingArea: 6_400,
      commercialArea: 0, residentialArea: 6_400, numFloors: '4', unitsResidential: 8, unitsTotal: 8, yearBuilt: 1920,
      yearAltered1: 1985, assessLand: '45000.00', assessTotal: '410000.00', exemptLand: '0', exemptTotal: '12000.50',
      zoneDist1: 'R6', zoneDist2: null, latitude: 40.6688, longitude: -73.9561,
    },
    {
      bbl: '3012340060', borough: 'BK', block: 1234, lot: 60, address: '1010 PRESIDENT STREET', zipCode: '11225',
      buildingClass: 'C4', latitude: 40.6690, longitude: -73.9550,
    },
    // never sold: its neighbourhood comes from the sales on its block
    {
      bbl: UNSOLD_BBL, borough: 'BK', block: 1234, lot: 70, address: '1030 PRESIDENT STREET', zipCode: '11225',
      buildingClass: 'C4', buildingArea: 6_000, unitsTotal: 8,
    },
  ]);
  await db.insert(nycViolations).values([
    { source: 'hpd', violationId: '9001', bbl: SUBJECT_BBL, violationClass: 'B', status: 'open', statusDetail: 'NOV SENT OUT', issuedDate: '2022-06-01', description: 'REPAIR THE BROKEN PLASTER' },
    { source: 'hpd', violationId: '9002', bbl: SUBJECT_BBL, violationClass: 'C', status: 'open', statusDetail: 'NOV SENT OUT', issuedDate: '2022-09-15', description: 'PROVIDE HEAT' },
    { source: 'hpd', violationId: '9003', bbl: SUBJECT_BBL, violationClass: 'A', status: 'closed', statusDetail: 'VIOLATION CLOSED', issuedDate: '2019-02-01', description: 'POST SIGN' },
    { source: 'ecb', violationId: '34830294Z', bbl: SUBJECT_BBL, violationClass: 'Hazardous', status: 'open', statusDetail: 'ACTIVE', issuedDate: '2021-03-10', balanceDue: '1250.00' },
    { source: 'hpd', violationId: '9100', bbl: '3012340060', violationClass: 'C', status: 'open', issuedDate: '2022-01-01' },
  ]);
  await db.insert(nycPermits).values([
    { source: 'dob-bis', jobId: '321000111', bbl: SUBJECT_BBL, jobType: 'A2', status: 'R', statusDescription: 'PERMIT ISSUED - ENTIRE JOB/WORK', filedDate: '2021-05-04', initialCost: '25000.00', description: 'KITCHEN RENOVATION' },
  ]);
  await db.insert(nycComplaints311).values([
    { uniqueKey: '5001', bbl: SUBJECT_BBL, createdAt: new Date('2022-05-01T00:10:00Z'), complaintType: 'HEAT/HOT WATER', status: 'Closed' },
    { uniqueKey: '5002', bbl: SUBJECT_BBL, createdAt: new Date('2022-05-02T00:10:00Z'), complaintType: 'HEAT/HOT WATER', status: 'Open' },
    { uniqueKey: '5003', bbl: SUBJECT_BBL, createdAt: new Date('2022-05-03T00:10:00Z'), complaintType: 'Noise - Residential', status: 'Closed' },
  ]);
  await db.insert(nycEvictions).values([
    { evictionKey: '306810/22K-120701', bbl: SUBJECT_BBL, borough: 'BK', executedDate: '2022-02-26', apartmentNumber: '5M', marshalName: 'Justin Grossman', courtIndexNumber: '306810/22K', docketNumber: '120701', residentialCommercial: 'Residential' },
    { evictionKey: '300001/21K-100', bbl: SUBJECT_BBL, borough: 'BK', executedDate: '2021-11-02', apartmentNumber: '2A', marshalName: 'Ileana Rivera', courtIndexNumber: '300001/21K', docketNumber: null },
  ]);
  await db.insert(nycTaxLiens).values([
    { lienKey: `${SUBJECT_BBL}-2019-04-90`, bbl: SUBJECT_BBL, listMonth: '2019-04-01', cycle: '90 Day Notice', waterDebtOnly: false },
    { lienKey: `${SUBJECT_BBL}-2021-02-30`, bbl: SUBJECT_BBL, listMonth: '2021-02-01', cycle: '30 Day Notice', waterDebtOnly: false },
    { lienKey: `${SUBJECT_BBL}-2022-03-90`, bbl: SUBJECT_BBL, listMonth: '2022-03-01', cycle: '90 Day Notice', waterDebtOnly: true },
  ]);
  await db.insert(nycHpdRegistrations).values([
    { registrationId: 100, bbl: SUBJECT_BBL, lastRegistrationDate: '2019-09-01' },
    { registrationId: 200, bbl: SUBJECT_BBL, lastRegistrationDate: '2022-09-01' },
  ]);
  await db.insert(nycHpdContacts).values([
    { contactId: 1, registrationId: 100, contactType: 'CorporateOwner', corporationName: 'OLD OWNER CORP' },
    { contactId: 2, registrationId: 200, contactType: 'CorporateOwner', corporationName: 'PRESIDENT HOLDINGS LLC' },
    { contactId: 3, registrationId: 200, contactType: 'HeadOfficer', firstName: 'MARIA', lastName: 'LOPEZ' },
    { contactId: 4, registrationId: 200, contactType: 'Agent', firstName: 'SAM', lastName: 'AGENT' },
  ]);
  await db.insert(nycAcrisMaster).values([
    { documentId: '2020000111', docType: 'DEED', docDate: '2020-07-01', docAmount: '1200000.00', recordedDate: '2020-07-10' },
    { documentId: '2022000222', docType: 'IDED', docDate: '2022-10-05', docAmount: '0', recordedDate: '2022-10-12' },
    { documentId: '2021000333', docType: 'MTGE', docDate: '2021-01-05', docAmount: '800000.00' },
  ]);
  await db.insert(nycAcrisLegals).values([
    { legalKey: 'l1', documentId: '2020000111', bbl: SUBJECT_BBL },
    { legalKey: 'l2', documentId: '2022000222', bbl: SUBJECT_BBL },
    { legalKey: 'l3', documentId: '2021000333', bbl: SUBJECT_BBL },
  ]);
  await db.insert(nycAcrisParties).values([
    { partyKey: 'p1', documentId: '2020000111', partyType: '1', name: 'SELLER FAMILY TRUST' },
    { partyKey: 'p2', documentId: '2020000111', partyType: '2', name: 'ACRIS BUYER LLC' },
    { partyKey: 'p3', documentId: '2022000222', partyType: '1', name: 'ACRIS BUYER LLC' },
    { partyKey: 'p4', documentId: '2022000222', partyType: '2', name: 'THE CITY OF NEW YORK' },
  ]);
  await db.insert(nycSales).values([
    // the subject's own sales: a $0 transfer after a market sale
    sale(SUBJECT_BBL, { saleDate: '2022-11-20', salePrice: '0', address: '1000 PRESIDENT STREET' }),
    sale(SUBJECT_BBL, { saleDate: '2020-07-01', salePrice: '1200000.00', address: '1000 PRESIDENT STREET' }),
    // comparables: same neighbourhood and class, similar size and units
    sale('3012340060', { saleDate: '2022-12-30', salePrice: '1500000.00', address: '1010 PRESIDENT STREET', grossSquareFeet: 6_000 }),
    sale('3012350010', { saleDate: '2022-08-15', salePrice: '1300000.00', address: '1020 PRESIDENT STREET', grossSquareFeet: 5_000 }),
    sale('3012350011', { saleDate: '2022-08-15', salePrice: '1400000.00', address: '1022 PRESIDENT STREET', grossSquareFeet: 6_300 }),
    sale('3012360020', { saleDate: '2019-03-01', salePrice: '1000000.00', address: '30 UNION STREET', grossSquareFeet: 7_000, totalUnits: 10 }),
    // a $0 transfer and a nominal one: found, not counted after filtering
    sale('3012360021', { saleDate: '2022-05-05', salePrice: '0', address: '32 UNION STREET' }),
    sale('3012360022', { saleDate: '2022-04-05', salePrice: '10', address: '34 UNION STREET' }),
    // excluded: older than 5 years before the newest sale (2022-12-30), other class, other area, too big, too many units
    sale('3012360023', { saleDate: '2017-12-01', salePrice: '900000.00', address: '36 UNION STREET' }),
    sale('3012360024', { saleDate: '2022-06-01', salePrice: '2000000.00', buildingClassAtSale: 'D1', buildingClassCategory: '08 RENTALS - ELEVATOR APARTMENTS' }),
    sale('3012360025', { saleDate: '2022-06-01', salePrice: '2000000.00', neighborhood: 'PARK SLOPE' }),
    sale('3012360026', { saleDate: '2022-06-01', salePrice: '3000000.00', grossSquareFeet: 12_000 }),
    sale('3012360027', { saleDate: '2022-06-01', salePrice: '3000000.00', totalUnits: 20 }),
  ]);
}

/** Every dataset key the fixture fills. */
export const FIXTURE_DATASETS = [
  'pluto', 'hpd-violations', 'ecb-violations', 'dob-violations', 'dob-jobs', '311', 'evictions', 'tax-liens',
  'hpd-registrations', 'hpd-contacts', 'acris-legals', 'acris-master', 'acris-parties', 'rolling-sales',
  'hpd-complaints', 'dof-assessments',
] as const;
