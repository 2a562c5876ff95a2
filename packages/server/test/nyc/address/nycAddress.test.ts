import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycAddresses } from '../../../src/db/schema';
import { addressRow, type NycAddressInput } from '../../../src/nyc/address/addressRow';
import { boroughOfPlace, boroughOfZip, parseNycAddress } from '../../../src/nyc/address/parse';
import { rangeHolds, resolveAddress, resolveAddressCandidates, resolveAddressWithBoroughs, resolveBbl } from '../../../src/nyc/address/resolve';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

describe('parseNycAddress', () => {
  it('reads house number, street, borough and ZIP with commas', () => {
    expect(parseNycAddress('31-15 Ditmars Blvd., Astoria, NY 11105')).toEqual({
      houseNumber: '31-15', street: 'ditmars boulevard', borough: 'QN', zip: '11105', zipBorough: 'QN', unit: null,
    });
    expect(parseNycAddress('350 Fifth Avenue, New York, NY 10118')).toMatchObject({
      houseNumber: '350', street: '5 avenue', borough: 'MN', zip: '10118', zipBorough: 'MN',
    });
  });

  it('reads places written straight after the street, without commas', () => {
    expect(parseNycAddress('418 halsey st bklyn')).toMatchObject({ houseNumber: '418', street: 'halsey street', borough: 'BK', zip: null });
    expect(parseNycAddress('150 W. 74th St New York NY 10023')).toMatchObject({ houseNumber: '150', street: 'west 74 street', borough: 'MN', zip: '10023' });
    expect(parseNycAddress('10 Bay St Staten Island')).toMatchObject({ street: 'bay street', borough: 'SI' });
    expect(parseNycAddress('100 Main Street Richmond Hill')).toMatchObject({ street: 'main street', borough: 'QN' });
    expect(parseNycAddress('1 Fordham Plaza The Bronx')).toMatchObject({ street: 'fordham plaza', borough: 'BX' });
  });

  it('keeps a street that looks like a place ("100 Jamaica", "Kings Highway")', () => {
    expect(parseNycAddress('100 Jamaica')).toMatchObject({ houseNumber: '100', street: 'jamaica', borough: null });
    expect(parseNycAddress('1500 Kings Highway, Brooklyn')).toMatchObject({ street: 'kings highway', borough: 'BK' });
    expect(parseNycAddress('50 Richmond Terrace SI')).toMatchObject({ street: 'richmond terrace', borough: 'SI' });
  });

  it('takes "New York" after another place as the state, and NY / NYC as no borough', () => {
    expect(parseNycAddress('41-20 Main St, Flushing, New York 11355')).toMatchObject({ houseNumber: '41-20', borough: 'QN' });
    expect(parseNycAddress('418 Halsey St, NY')).toMatchObject({ street: 'halsey street', borough: null });
    expect(parseNycAddress('418 Halsey St NYC')).toMatchObject({ street: 'halsey street', borough: null });
    expect(parseNycAddress('1 Centre St, Manhattan, New York')).toMatchObject({ borough: 'MN' });
  });

  it('reads Queens numbers written with spaces, letter suffixes and halves, and reads units apart from the street', () => {
    expect(parseNycAddress('31 - 15 ditmars blvd')).toMatchObject({ houseNumber: '31-15', street: 'ditmars boulevard' });
    expect(parseNycAddress('12a Barry Road')).toMatchObject({ houseNumber: '12A', street: 'barry road' });
    expect(parseNycAddress('12 1/2 Barry Road')).toMatchObject({ houseNumber: '12', street: 'barry road' });
    expect(parseNycAddress('278 East 7th Street, Apt 5C, Manhattan')).toMatchObject({ houseNumber: '278', street: 'east 7 street', borough: 'MN', unit: '5C' });
    expect(parseNycAddress('278 E 7th St #5C')).toMatchObject({ houseNumber: '278', street: 'east 7 street', unit: '5C' });
  });

  it('reads a street with no house number', () => {
    expect(parseNycAddress('West 74th Street, Manhattan')).toEqual({ houseNumber: null, street: 'west 74 street', borough: 'MN', zip: null, zipBorough: null, unit: null });
    expect(parseNycAddress('Broadway')).toMatchObject({ houseNumber: null, street: 'broadway' });
  });
});

describe('borough names and ZIPs', () => {
  it('maps every borough name and alias', () => {
    expect(['Manhattan', 'New York', 'Brooklyn', 'Kings', 'BK', 'Bronx', 'The Bronx', 'Queens', 'Astoria', 'Flushing', 'Jamaica', 'Long Island City', 'Staten Island', 'Richmond', 'SI', 'NYC', 'Hoboken'].map(boroughOfPlace))
      .toEqual(['MN', 'MN', 'BK', 'BK', 'BK', 'BX', 'BX', 'QN', 'QN', 'QN', 'QN', 'QN', 'SI', 'SI', 'SI', null, undefined]);
  });

  it('maps a ZIP to its borough by its first digits', () => {
    expect(['10001', '10118', '10280', '10314', '10451', '11201', '11101', '11355', '11432', '11691', '07030', '12345'].map(boroughOfZip))
      .toEqual(['MN', 'MN', 'MN', 'SI', 'BX', 'BK', 'QN', 'QN', 'QN', 'QN', null, null]);
  });
});

// The pure street forms (nycStreetText, canonicalStreet, streetTypeVariants, manhattanStreetAliases)
// are tested in @rei/engine (address/street).
describe('NYC address rows', () => {
  it('writes rows whose street and search texts are the canonical forms a query parses to', () => {
    const row = addressRow({ bbl: '3063600056', borough: 'BK', houseLow: '418', streetName: 'HALSEY ST', zipCode: '11233', dataset: 'rolling-sales' });
    expect(row.streetText).toBe('halsey street');
    // "ST" is the type here, not "saint", though the borough follows it in search_text.
    expect(row.searchText).toBe('418 halsey street brooklyn');
    expect(parseNycAddress('418 Halsey Street, Brooklyn').street).toBe(row.streetText);
    const fifth = addressRow({ bbl: '1008350041', borough: 'MN', houseLow: '350', streetName: 'FIFTH AVENUE', dataset: 'hpd-registrations' });
    expect(fifth.searchText).toBe('350 5 avenue manhattan');
    expect(fifth.addressKey).toBe(addressRow({ bbl: '1008350041', borough: 'MN', houseLow: '350', streetName: '5 AVE', dataset: 'pad' }).addressKey);
    expect(fifth.addressKey).not.toBe(addressRow({ bbl: '1008350041', borough: 'MN', houseLow: '352', streetName: '5 AVE', dataset: 'pad' }).addressKey);
    expect(addressRow({ bbl: '5000010001', borough: 'SI', houseLow: null, streetName: 'FT WADSWORTH', dataset: 'pluto' }).searchText).toBe('fort wadsworth staten island');
  });
});

describe('rangeHolds', () => {
  it('matches the street side, hyphenation and letters', () => {
    expect(rangeHolds('1', '99', '51')).toBe(true);
    expect(rangeHolds('1', '99', '52')).toBe(false);
    expect(rangeHolds('2', '98', '52')).toBe(true);
    expect(rangeHolds('31-01', '31-99', '31-15')).toBe(true);
    expect(rangeHolds('31-01', '31-99', '31015')).toBe(false);
    expect(rangeHolds('111A', '111D', '111B')).toBe(true);
    expect(rangeHolds('111A', '111D', '111E')).toBe(false);
    expect(rangeHolds('111A', '111D', '111')).toBe(false);
  });
});

function address(input: Omit<NycAddressInput, 'dataset'> & { dataset?: string }) {
  return addressRow({ dataset: 'pad', ...input });
}

describe('resolveAddress on nyc_addresses', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.insert(nycAddresses).values([
      // Manhattan and Brooklyn both have a 350 5th Avenue.
      address({ bbl: '1008350041', bin: '1015862', borough: 'MN', houseLow: '350', streetName: '5 AVENUE', zipCode: '10118' }),
      address({ bbl: '3010160001', borough: 'BK', houseLow: '350', streetName: '5 AVENUE', zipCode: '11215' }),
      // A PAD range on the odd side and one on the even side of the same block.
      address({ bbl: '1011250001', bin: '1030001', borough: 'MN', houseLow: '101', houseHigh: '119', streetName: 'WEST 74 STREET', zipCode: '10023' }),
      address({ bbl: '1011430002', bin: '1030002', borough: 'MN', houseLow: '100', houseHigh: '120', streetName: 'WEST 74 STREET', zipCode: '10023' }),
      // Queens hyphenated numbers.
      address({ bbl: '4008350010', bin: '4017001', borough: 'QN', houseLow: '31-01', houseHigh: '31-21', streetName: 'DITMARS BOULEVARD', zipCode: '11105' }),
      // A condominium: a sale of one unit's lot (no ZIP) and PAD's address of the building's billing lot.
      address({ bbl: '3016421001', borough: 'BK', houseLow: '418', streetName: 'HALSEY STREET', zipCode: null, dataset: 'rolling-sales' }),
      address({ bbl: '3016420037', bin: '3049001', borough: 'BK', houseLow: '418', streetName: 'HALSEY STREET', zipCode: '11233' }),
      // A lot known by a place name only, and a street with two lots.
      address({ bbl: '1000010010', borough: 'MN', houseLow: null, streetName: 'GOVERNORS ISLAND NOLAN PARK', zipCode: '10004' }),
      // A lane where one lot has 60 addresses and another lot one: the street names two lots.
      ...Array.from({ length: 60 }, (_, i) => address({ bbl: '5000010001', borough: 'SI', houseLow: String(i + 1), streetName: 'LONG LANE' })),
      address({ bbl: '5000010002', borough: 'SI', houseLow: '100', streetName: 'LONG LANE' }),
      // DOF sales write some streets without their type ("30 BAY 10"); HPD writes "FT HAMILTON PKWY".
      address({ bbl: '3063600056', borough: 'BK', houseLow: '30', streetName: 'BAY 10', zipCode: '11228', dataset: 'rolling-sales' }),
      address({ bbl: '3057100001', borough: 'BK', houseLow: '6301', streetName: 'FT HAMILTON PKWY', zipCode: '11219', dataset: 'hpd-registrations' }),
      // A PAD street with a type that a sale may write without one.
      address({ bbl: '3063700010', borough: 'BK', houseLow: '40', streetName: 'BAY 11 STREET', zipCode: '11228' }),
      address({ bbl: '3011700009', borough: 'BK', houseLow: '34', streetName: 'PLAZA STREET EAST', zipCode: '11238' }),
      // Manhattan avenues with a second name, written as the DOF sales files write them (20 characters at most).
      address({ bbl: '1012640029', borough: 'MN', houseLow: '1211', streetName: 'AVENUE OF THE AMERIC', zipCode: '10036', dataset: 'rolling-sales' }),
      address({ bbl: '1019110033', borough: 'MN', houseLow: '2300', streetName: 'ADAM C POWELL BLVD', zipCode: '10030', dataset: 'rolling-sales' }),
      address({ bbl: '1019250050', borough: 'MN', houseLow: '2110', streetName: 'FREDERICK DOUGLASS B', zipCode: '10026', dataset: 'rolling-sales' }),
      address({ bbl: '1017230001', borough: 'MN', houseLow: '400', streetName: 'LENOX AVENUE', zipCode: '10037', dataset: 'rolling-sales' }),
    ]);
  });
  afterAll(async () => server?.close());

  it('resolves an exact house number and street in the borough named', async () => {
    expect(await resolveAddress(server.db, '350 5th Ave, Manhattan')).toEqual({
      bbl: '1008350041', bin: '1015862', borough: 'MN', displayAddress: '350 5 AVENUE, Manhattan, NY 10118',
      houseNumber: '350', streetName: '5 AVENUE', zipCode: '10118', matchedBy: 'exact', unit: null,
    });
    expect((await resolveAddress(server.db, '350 5th Avenue Brooklyn NY'))?.bbl).toBe('3010160001');
    expect((await resolveAddress(server.db, '350 Fifth Avenue, New York, NY 10118'))?.bbl).toBe('1008350041');
    expect((await resolveAddress(server.db, '350 5th Avenue 11215'))?.bbl).toBe('3010160001');
  });

  it('answers null for an address found in several boroughs with none named, and lists the candidates', async () => {
    expect(await resolveAddress(server.db, '350 5th Avenue')).toBeNull();
    expect(await resolveAddressWithBoroughs(server.db, '350 Fifth Ave')).toMatchObject({ resolved: null, boroughs: ['MN', 'BK'], example: { bbl: '1008350041' } });
    expect(await resolveAddressWithBoroughs(server.db, '350 Fifth Ave, Brooklyn')).toMatchObject({ resolved: { bbl: '3010160001' }, boroughs: [] });
    const candidates = await resolveAddressCandidates(server.db, '350 5th Avenue');
    expect(candidates.map((c) => c.bbl)).toEqual(['1008350041', '3010160001']);
  });

  it('meets a street written with or without its type, within the borough and ZIP', async () => {
    expect(await resolveAddress(server.db, '30 Bay 10th Street, Brooklyn')).toMatchObject({ bbl: '3063600056', matchedBy: 'exact' });
    expect((await resolveAddress(server.db, '30 Bay 10th St 11228'))?.bbl).toBe('3063600056');
    expect(await resolveAddress(server.db, '30 Bay 10th Street, Brooklyn, NY 11201')).toBeNull();
    expect(await resolveAddress(server.db, '30 Bay 10th Street, Queens')).toBeNull();
    expect((await resolveAddress(server.db, '40 BAY 11, Brooklyn'))?.bbl).toBe('3063700010');
    expect((await resolveAddress(server.db, '6301 Fort Hamilton Parkway, Brooklyn'))?.bbl).toBe('3057100001');
    expect((await resolveAddress(server.db, '6301 Ft. Hamilton Pkwy'))?.bbl).toBe('3057100001');
    // "St" inside a street is "Saint" first, "Street" when no Saint street matches.
    expect((await resolveAddress(server.db, '34 Plaza St E, Brooklyn'))?.bbl).toBe('3011700009');
  });

  it('finds a Manhattan avenue under its other name, and only in Manhattan', async () => {
    for (const typed of ['1211 6th Ave, New York, NY 10036', '1211 Sixth Avenue, Manhattan', '1211 Avenue of the Americas', '1211 6 Avenue']) {
      expect((await resolveAddress(server.db, typed))?.bbl, typed).toBe('1012640029');
    }
    expect(await resolveAddress(server.db, '1211 6th Avenue, Brooklyn')).toBeNull();
    for (const typed of ['2300 Adam Clayton Powell Jr Blvd, Manhattan', '2300 7th Avenue, New York, NY', '2300 Adam C. Powell Blvd']) {
      expect((await resolveAddress(server.db, typed))?.bbl, typed).toBe('1019110033');
    }
    expect((await resolveAddress(server.db, '2110 Frederick Douglass Boulevard, New York'))?.bbl).toBe('1019250050');
    expect((await resolveAddress(server.db, '2110 8th Ave, Manhattan'))?.bbl).toBe('1019250050');
    expect((await resolveAddress(server.db, '400 Malcolm X Blvd, Manhattan'))?.bbl).toBe('1017230001');
    expect(await resolveAddress(server.db, '400 Malcolm X Blvd, Queens')).toBeNull();
  });

  it('resolves a number inside a PAD range on the same side of the street', async () => {
    const odd = await resolveAddress(server.db, '111 W 74th St');
    expect(odd).toMatchObject({ bbl: '1011250001', matchedBy: 'range', houseNumber: '111', displayAddress: '111 WEST 74 STREET, Manhattan, NY 10023' });
    expect((await resolveAddress(server.db, '112 West 74 Street, New York, NY'))?.bbl).toBe('1011430002');
    expect(await resolveAddress(server.db, '121 W 74th St')).toBeNull();
    expect((await resolveAddress(server.db, '31-15 Ditmars Blvd, Astoria'))).toMatchObject({ bbl: '4008350010', matchedBy: 'range' });
    expect(await resolveAddress(server.db, '31-16 Ditmars Blvd')).toBeNull();
  });

  it('prefers PAD’s lot among lots of one borough sharing an address', async () => {
    expect(await resolveAddress(server.db, '418 Halsey St')).toMatchObject({ bbl: '3016420037', bin: '3049001', zipCode: '11233' });
    expect((await resolveAddressCandidates(server.db, '418 Halsey St')).map((c) => c.bbl)).toEqual(['3016420037', '3016421001']);
  });

  it('resolves a street without house number only when one lot is on it', async () => {
    expect(await resolveAddress(server.db, 'Governors Island Nolan Park')).toMatchObject({ bbl: '1000010010', matchedBy: 'street', houseNumber: null });
    expect(await resolveAddress(server.db, 'West 74th Street')).toBeNull();
    expect(await resolveAddress(server.db, 'Long Lane, Staten Island')).toBeNull();
    expect((await resolveAddressCandidates(server.db, 'Long Lane')).map((c) => c.bbl)).toEqual(['5000010001', '5000010002']);
    expect(await resolveAddress(server.db, '500 Nowhere Street')).toBeNull();
    expect(await resolveAddress(server.db, '')).toBeNull();
  });

  it('resolves a BBL to the lot’s best display address', async () => {
    expect(await resolveBbl(server.db, '3016420037')).toMatchObject({ displayAddress: '418 HALSEY STREET, Brooklyn, NY 11233', bin: '3049001' });
    expect(await resolveBbl(server.db, '3-01642-0037')).toMatchObject({ bbl: '3016420037' });
    expect(await resolveAddress(server.db, '3016420037')).toMatchObject({ bbl: '3016420037' });
    expect(await resolveBbl(server.db, '3016420099')).toBeNull();
    expect(await resolveBbl(server.db, 'not a bbl')).toBeNull();
  });
});

describe.skipIf(!hasSharedData)('resolveAddress on the real PAD sample (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    server = await startTestServer();
    folder = mkdtempSync(join(tmpdir(), 'rei-pad-'));
    const rejects = new RejectsFile(join(folder, 'rejects.csv'));
    await importFile({ db: server.db, dataset: DATASETS.pad, file: join(sharedData, 'pad', 'bobaadr.txt'), rejects });
    await rejects.close();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds Governors Island addresses exactly and inside lettered ranges', async () => {
    expect(await resolveAddress(server.db, '109 Andes Road, Manhattan, NY 10004')).toMatchObject({
      bbl: '1000010010', bin: '1086417', matchedBy: 'exact', displayAddress: '109 ANDES ROAD, Manhattan, NY 10004',
    });
    expect(await resolveAddress(server.db, '111B Andes Rd')).toMatchObject({ bin: '1086331', matchedBy: 'range', houseNumber: '111B' });
    expect(await resolveAddress(server.db, '135B Carder Rd 10004')).toMatchObject({ bin: '1086411', matchedBy: 'range' });
    expect(await resolveAddress(server.db, '999 Andes Road')).toBeNull();
    expect(await resolveAddress(server.db, 'Castle Williams')).toMatchObject({ bbl: '1000010010', matchedBy: 'street' });
  });
});
