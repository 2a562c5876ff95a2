import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCsv } from '@rei/engine';
import { describe, expect, it } from 'vitest';
import type { DatasetDefinition, MappedRecord } from '../../../src/nyc/import/dataset';
import { acrisLegals } from '../../../src/nyc/import/datasets/acrisLegals';
import { acrisMaster } from '../../../src/nyc/import/datasets/acrisMaster';
import { acrisParties } from '../../../src/nyc/import/datasets/acrisParties';
import { complaints311 } from '../../../src/nyc/import/datasets/complaints311';
import { dobJobs } from '../../../src/nyc/import/datasets/dobJobs';
import { dobViolationIsOpen, dobViolations } from '../../../src/nyc/import/datasets/dobViolations';
import { ecbViolations } from '../../../src/nyc/import/datasets/ecbViolations';
import { evictions } from '../../../src/nyc/import/datasets/evictions';
import { hpdContacts } from '../../../src/nyc/import/datasets/hpdContacts';
import { hpdRegistrations } from '../../../src/nyc/import/datasets/hpdRegistrations';
import { hpdViolations } from '../../../src/nyc/import/datasets/hpdViolations';
import { realBin } from '../../../src/nyc/import/datasets/mapRow';
import { pad } from '../../../src/nyc/import/datasets/pad';
import { taxLiens } from '../../../src/nyc/import/datasets/taxLiens';
import { headerKey, type SourceRecord } from '../../../src/nyc/import/fields';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

// Any dataset definition, whatever its row type.
type AnyDataset = DatasetDefinition<any>;
type Mapped = MappedRecord<Record<string, any>>;
type Accepted = Extract<Mapped, { ok: true }>;

/** CSV text → header keys + source records, the way the importer hands rows to a mapper. */
function readCsv(text: string): { headers: string[]; records: SourceRecord[] } {
  const { records, errors } = parseCsv(text);
  expect(errors).toEqual([]);
  const [header, ...rows] = records;
  const headers = (header?.fields ?? []).map(headerKey);
  return {
    headers,
    records: rows.map((row) => ({
      line: row.line,
      fields: Object.fromEntries(headers.map((name, index) => [name, row.fields[index] ?? ''])),
    })),
  };
}

/** Checks the header, then maps every record. */
function mapCsv(dataset: AnyDataset, text: string): Mapped[] {
  const { headers, records } = readCsv(text);
  expect(dataset.checkHeaders(headers)).toBeNull();
  return records.map((record) => dataset.map(record) as Mapped);
}

function accepted(result: Mapped | undefined): Accepted {
  if (!result?.ok) throw new Error(`expected an accepted row, got ${JSON.stringify(result)}`);
  return result;
}

function rejection(result: Mapped | undefined): string {
  if (result === undefined || result.ok) throw new Error(`expected a rejected row, got ${JSON.stringify(result)}`);
  return result.reason;
}

const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

describe('HPD violations', () => {
  const header =
    'ViolationID,BoroID,Borough,HouseNumber,LowHouseNumber,HighHouseNumber,StreetName,Postcode,Block,Lot,Class,InspectionDate,NOVDescription,NOVIssuedDate,CurrentStatus,CurrentStatusDate,ViolationStatus,BIN,BBL';
  const results = mapCsv(
    hpdViolations,
    lines(
      header,
      '501,3,BROOKLYN,12,10,14,TEST AVENUE,11201,120,7,C,01/02/2020,"FIX THE HEAT, NOW",01/03/2020,VIOLATION CLOSED,02/01/2020,Close,3000001,3001200007',
      '502,2,BRONX,5,,5,SAMPLE PLACE,10451,40,3,a,01/02/2020,PAINT,01/04/2020,NOV SENT OUT,01/04/2020,Open,2000000,',
      '503,2,BRONX,5,,5,SAMPLE PLACE,10451,40,3,Z,01/02/2020,PAINT,01/04/2020,NOV SENT OUT,01/04/2020,Open,2000000,',
      '504,2,BRONX,5,,5,SAMPLE PLACE,10451,40,3,B,01/02/2020,PAINT,13/04/2020,NOV SENT OUT,01/04/2020,Open,,',
    ),
  );

  it('maps class, open/closed status, dates and the address range', () => {
    const closed = accepted(results[0]);
    expect(closed.row).toMatchObject({
      source: 'hpd', violationId: '501', bbl: '3001200007', bin: '3000001', violationClass: 'C', status: 'closed',
      statusDetail: 'VIOLATION CLOSED', issuedDate: '2020-01-03', closedDate: '2020-02-01', description: 'FIX THE HEAT, NOW',
    });
    expect(closed.recordDate).toBe('2020-01-03');
    expect(closed.addresses).toEqual([expect.objectContaining({ houseLow: '10', houseHigh: '14', streetName: 'TEST AVENUE', borough: 'BK' })]);
    const open = accepted(results[1]);
    // No BBL column value: borough + block + lot; the placeholder BIN 2000000 is no BIN.
    expect(open.row).toMatchObject({ bbl: '2000400003', bin: null, violationClass: 'A', status: 'open', closedDate: null });
    expect(open.addresses?.[0]).toMatchObject({ houseLow: '5', houseHigh: '5' });
  });

  it('rejects an unknown class and an impossible date, naming the column', () => {
    expect(rejection(results[2])).toContain('Class');
    expect(rejection(results[3])).toContain('NOVIssuedDate');
  });

  it('falls back on CurrentStatus when ViolationStatus is absent', () => {
    const [dismissed, sent] = mapCsv(
      hpdViolations,
      lines('ViolationID,BoroID,Block,Lot,Class,NOVIssuedDate,CurrentStatus', '1,1,1,1,B,01/01/2020,VIOLATION DISMISSED', '2,1,1,1,B,01/01/2020,NOV SENT OUT'),
    );
    expect(accepted(dismissed).row.status).toBe('closed');
    expect(accepted(sent).row.status).toBe('open');
  });

  it('refuses a file without the violation id column', () => {
    expect(hpdViolations.checkHeaders(['boroid', 'block', 'lot', 'class', 'violationstatus', 'novissueddate'])).toContain('violationid');
  });
});

describe('HPD registrations and contacts', () => {
  it('maps a registration with its address range and rejects a bad registration id', () => {
    const results = mapCsv(
      hpdRegistrations,
      lines(
        'RegistrationID,BuildingID,BoroID,Boro,HouseNumber,LowHouseNumber,HighHouseNumber,StreetName,Zip,Block,Lot,BIN,LastRegistrationDate,RegistrationEndDate',
        '9001,77,4,QUEENS,39-12,39-10,39-14,58 STREET,11377,1228,58,4028272,,09/01/2014',
        'R9002,77,4,QUEENS,1,1,1,58 STREET,11377,1228,58,4028272,01/01/2014,09/01/2014',
      ),
    );
    const registration = accepted(results[0]);
    expect(registration.row).toEqual({
      registrationId: 9001, buildingId: 77, bbl: '4012280058', bin: '4028272', houseNumber: '39-12', streetName: '58 STREET',
      zipCode: '11377', lastRegistrationDate: null, registrationEndDate: '2014-09-01',
    });
    expect(registration.addresses).toEqual([
      expect.objectContaining({ bbl: '4012280058', houseLow: '39-10', houseHigh: '39-14', streetName: '58 STREET', zipCode: '11377' }),
    ]);
    expect(rejection(results[1])).toContain('RegistrationID');
  });

  it('maps a contact with its business address on one line and rejects a contact without a registration', () => {
    const results = mapCsv(
      hpdContacts,
      lines(
        'RegistrationContactID,RegistrationID,Type,ContactDescription,CorporationName,Title,FirstName,MiddleInitial,LastName,BusinessHouseNumber,BusinessStreetName,BusinessApartment,BusinessCity,BusinessState,BusinessZip',
        '11,9001,CorporateOwner,CORP,EXAMPLE REALTY LLC,,,,,12,MAIN STREET,4B,BROOKLYN,NY,11201',
        '12,9001,Agent,INDIV,,,ANA,,LOPEZ,,,,,,',
        '13,,Agent,INDIV,,,ANA,,LOPEZ,,,,,,',
      ),
    );
    expect(accepted(results[0]).row).toEqual({
      contactId: 11, registrationId: 9001, contactType: 'CorporateOwner', corporationName: 'EXAMPLE REALTY LLC',
      firstName: null, lastName: null, businessAddress: '12 MAIN STREET, APT 4B, BROOKLYN, NY 11201',
    });
    expect(accepted(results[1]).row).toMatchObject({ firstName: 'ANA', lastName: 'LOPEZ', businessAddress: null });
    expect(rejection(results[2])).toContain('RegistrationID');
  });
});

describe('ECB violations', () => {
  const header =
    'ISN_DOB_BIS_EXTRACT,ECB_VIOLATION_NUMBER,ECB_VIOLATION_STATUS,BIN,BORO,BLOCK,LOT,ISSUE_DATE,SEVERITY,VIOLATION_DESCRIPTION,PENALITY_IMPOSED,AMOUNT_PAID,BALANCE_DUE,HEARING_STATUS,CERTIFICATION_STATUS';
  const results = mapCsv(
    ecbViolations,
    lines(
      header,
      '1,E100,ACTIVE,1000864,1,00033,00011,20210315,Hazardous,"BLOCKED EXIT, FRONT",2500.00,.00,"2,500.00",IN VIOLATION,',
      '2,E101,RESOLVE,1000000,1,00033,07501,20190101,Unknown,X,.00,.00,.00,DEFAULT,CERTIFICATE ACCEPTED',
      '3,E102,PENDING,1000864,1,00033,00011,20210315,Hazardous,X,.00,.00,.00,,',
      '4,E103,ACTIVE,1000864,1,00033,00011,20210315,Hazardous,X,12O.00,.00,.00,,',
    ),
  );

  it('maps status, zero-padded block/lot, YYYYMMDD dates and money', () => {
    expect(accepted(results[0]).row).toMatchObject({
      source: 'ecb', violationId: 'E100', bbl: '1000330011', bin: '1000864', violationClass: 'Hazardous', status: 'open',
      issuedDate: '2021-03-15', penaltyImposed: '2500.00', balanceDue: '2500.00', statusDetail: 'IN VIOLATION',
    });
    expect(accepted(results[1]).row).toMatchObject({
      bbl: '1000337501', bin: null, violationClass: null, status: 'closed', balanceDue: '0.00',
      statusDetail: 'DEFAULT; CERTIFICATE ACCEPTED',
    });
  });

  it('rejects an unknown status and an unreadable penalty, naming the column', () => {
    expect(rejection(results[2])).toContain('ECB_VIOLATION_STATUS');
    expect(rejection(results[3])).toContain('PENALITY_IMPOSED');
  });
});

describe('DOB violations', () => {
  it('is closed when the category says dismissed/resolved or a disposition date exists', () => {
    expect(dobViolationIsOpen('V-DOB VIOLATION - ACTIVE', null)).toBe(true);
    expect(dobViolationIsOpen('V*-DOB VIOLATION - Resolved', null)).toBe(false);
    expect(dobViolationIsOpen('VP*-VIOLATION UNSERVED ECB- DISMISSED', '2001-01-01')).toBe(false);
    expect(dobViolationIsOpen(null, '2007-08-01')).toBe(false);
    expect(dobViolationIsOpen(null, null)).toBe(true);
  });

  it('maps rows, keeps a row without block/lot with no BBL, rejects a bad block', () => {
    const results = mapCsv(
      dobViolations,
      lines(
        'ISN_DOB_BIS_VIOL,BORO,BIN,BLOCK,LOT,ISSUE_DATE,VIOLATION_TYPE_CODE,VIOLATION_NUMBER,HOUSE_NUMBER,STREET,DISPOSITION_DATE,DISPOSITION_COMMENTS,DESCRIPTION,NUMBER,VIOLATION_CATEGORY,VIOLATION_TYPE',
        '71,1,1031486,01201,00063,19980504,E,1,72,WEST   88 STREET,,,,V1,V-DOB VIOLATION - ACTIVE,E-ELEVATOR',
        '72,2,2087708,,,19900925,ES,2,3636,BOSTON ROAD,19901119,,SIGN,V2,V*-DOB VIOLATION - DISMISSED,ES-ELECTRIC SIGNS',
        '73,1,1031486,12O1,00063,19980504,E,3,72,WEST 88 STREET,,,,V3,V-DOB VIOLATION - ACTIVE,E-ELEVATOR',
      ),
    );
    const open = accepted(results[0]);
    expect(open.row).toMatchObject({
      source: 'dob', violationId: '71', bbl: '1012010063', violationClass: 'E', status: 'open', issuedDate: '1998-05-04',
      closedDate: null, description: 'E-ELEVATOR',
    });
    expect(open.addresses?.[0]).toMatchObject({ houseLow: '72', streetName: 'WEST   88 STREET' });
    const closed = accepted(results[1]);
    expect(closed.row).toMatchObject({ bbl: null, status: 'closed', closedDate: '1990-11-19', description: 'SIGN' });
    expect(closed.addresses).toEqual([]);
    expect(rejection(results[2])).toContain('block');
  });
});

describe('DOB job filings', () => {
  const bisHeader =
    'Job #,Doc #,Borough,House #,Street Name,Block,Lot,Bin #,Job Type,Job Status,Job Status Descrp,Latest Action Date,Pre- Filing Date,Initial Cost,Proposed Dwelling Units,Job Description,BBL';
  const nowHeader =
    'Job Filing Number,Filing Status,House No,Street Name,Borough,Block,LOT,Bin,Initial Cost,Proposed Dwelling Units,Filing Date,Current Status Date,Job Type,Postcode,BBL,Job Description';

  it('accepts either layout and refuses a file in neither', () => {
    expect(dobJobs.checkHeaders(readCsv(`${bisHeader}\n`).headers)).toBeNull();
    expect(dobJobs.checkHeaders(readCsv(`${nowHeader}\n`).headers)).toBeNull();
    const message = dobJobs.checkHeaders(['job #', 'borough']);
    expect(message).toContain('DOB BIS');
    expect(message).toContain('doc #');
    expect(message).toContain('job filing number');
  });

  it('maps a BIS filing (job-doc id, $ cost, BIN-looking BBL ignored) and rejects a bad cost', () => {
    const results = mapCsv(
      dobJobs,
      lines(
        bisHeader,
        '440673852,01,QUEENS,246-08,135 ROAD,13228,00009,4284335,A2,X,SIGNED OFF,02/23/2022,05/03/2021,$37300.00,1,SOLAR,4284335',
        '440673853,02,QUEENS,246-08,135 ROAD,13228,00009,4284335,A2,X,SIGNED OFF,02/23/2022,05/03/2021,$3x.00,1,SOLAR,',
      ),
    );
    const filing = accepted(results[0]);
    expect(filing.row).toMatchObject({
      source: 'dob-bis', jobId: '440673852-01', bbl: '4132280009', bin: '4284335', jobType: 'A2', status: 'X',
      statusDescription: 'SIGNED OFF', filedDate: '2021-05-03', latestActionDate: '2022-02-23', initialCost: '37300.00',
      proposedDwellingUnits: 1, description: 'SOLAR',
    });
    expect(filing.recordDate).toBe('2022-02-23');
    expect(filing.addresses?.[0]).toMatchObject({ houseLow: '246-08', streetName: '135 ROAD', borough: 'QN' });
    expect(rejection(results[1])).toContain('Initial Cost');
  });

  it('maps a DOB NOW filing (filing number id, timestamps) and rejects a bad filing date', () => {
    const results = mapCsv(
      dobJobs,
      lines(
        nowHeader,
        'B00472129-P1,Approved,1,GRAND ARMY PLAZA,BROOKLYN,1172,7502,3395389,100006,96,12/15/2022 12:00:00 AM,12/21/2022 05:12:01 PM,Alteration,11238,3011727502,PLUMBING',
        'B00472130-P1,Approved,1,GRAND ARMY PLAZA,BROOKLYN,1172,7502,3395389,100006,96,15/12/2022 12:00:00 AM,12/21/2022 05:12:01 PM,Alteration,11238,,PLUMBING',
      ),
    );
    expect(accepted(results[0]).row).toMatchObject({
      source: 'dob-now', jobId: 'B00472129-P1', bbl: '3011727502', status: 'Approved', filedDate: '2022-12-15',
      latestActionDate: '2022-12-21', initialCost: '100006.00', proposedDwellingUnits: 96, jobType: 'Alteration',
    });
    expect(rejection(results[1])).toContain('Filing Date');
  });
});

describe('311 service requests', () => {
  const header = 'Unique Key,Created Date,Closed Date,Agency,Complaint Type,Descriptor,Incident Zip,Incident Address,Street Name,Address Type,Status,BBL,Borough';
  const results = mapCsv(
    complaints311,
    lines(
      header,
      '1001,05/01/2022 12:00:03 AM,05/01/2022 01:07:46 PM,NYPD,Noise - Residential,Loud Music/Party,10027,364 WEST  127 STREET,WEST  127 STREET,ADDRESS,Closed,1019530055,MANHATTAN',
      '1002,05/01/2022 12:00:09 AM,,NYPD,Illegal Parking,Blocked Hydrant,11214,,,INTERSECTION,In Progress,,BROOKLYN',
      '1003,05/31/2022 25:00:00 AM,,NYPD,Illegal Parking,Blocked Hydrant,11214,,,INTERSECTION,In Progress,,BROOKLYN',
    ),
  );

  it('maps times as published and the lot address', () => {
    const complaint = accepted(results[0]);
    expect(complaint.row).toMatchObject({
      uniqueKey: '1001', bbl: '1019530055', agency: 'NYPD', complaintType: 'Noise - Residential', status: 'Closed',
      address: '364 WEST  127 STREET', zipCode: '10027',
    });
    expect((complaint.row.createdAt as Date).toISOString()).toBe('2022-05-01T00:00:03.000Z');
    expect((complaint.row.closedAt as Date).toISOString()).toBe('2022-05-01T13:07:46.000Z');
    expect(complaint.recordDate).toBe('2022-05-01');
    expect(complaint.addresses).toEqual([expect.objectContaining({ houseLow: '364', streetName: 'WEST  127 STREET', borough: 'MN' })]);
  });

  it('keeps a request without a BBL, with no lot and no address', () => {
    const complaint = accepted(results[1]);
    expect(complaint.row).toMatchObject({ uniqueKey: '1002', bbl: null, closedAt: null });
    expect(complaint.addresses).toEqual([]);
  });

  it('rejects an impossible created time, naming the column', () => {
    expect(rejection(results[2])).toContain('Created Date');
  });
});

describe('evictions', () => {
  it('reads the Socrata layout with its padded "Docket Number " header', () => {
    const results = mapCsv(
      evictions,
      lines(
        'Court Index Number,Docket Number ,Eviction Address,Eviction Apartment Number,Executed Date,Marshal First Name,Marshal Last Name,Residential/Commercial,BOROUGH,Eviction Postcode,BIN,BBL',
        '000123/22K,085778,12 TEST STREET,5M,02/26/2024,Ann,Smith,Residential,BROOKLYN,11203,3107130,3048060077',
        ',,14 TEST STREET,,02/27/2024,Ann,Smith,Residential,BROOKLYN,11203,,',
        '124/22,1,12 TEST STREET,5M,02/30/2024,Ann,Smith,Residential,BROOKLYN,11203,,',
      ),
    );
    expect(accepted(results[0]).row).toEqual({
      evictionKey: '123/22K|85778', bbl: '3048060077', bin: '3107130', borough: 'BK', executedDate: '2024-02-26',
      address: '12 TEST STREET', apartmentNumber: '5M', residentialCommercial: 'Residential', marshalName: 'Ann Smith',
      courtIndexNumber: '000123/22K', docketNumber: '085778', scheduleStatus: null,
    });
    const unnumbered = accepted(results[1]).row;
    expect(unnumbered.evictionKey).toMatch(/^[\w-]{27}$/);
    expect(unnumbered).toMatchObject({ bbl: null, courtIndexNumber: null });
    expect(rejection(results[2])).toContain('Executed Date');
  });

  it('gives the same eviction the same key in the JustFix and ANHD layouts', () => {
    const [justFix] = mapCsv(
      evictions,
      lines(
        'uniqueid,bbl,borough,cleaned_address,courtindexnumber,docketnumber,evictionaddress,evictionaptnum,evictionzip,executeddate,marshalfirstname,marshallastname,residentialcommercialind,schedulestatus',
        '1,NA,MANHATTAN,16 BEAVER STREET,98/17,69483,16 BEAVER STREET,,10004,1/7/19,MAXINE,CHEVLOWE,COMMERCIAL,SCHEDULED',
      ),
    );
    const [anhd, badBorough] = mapCsv(
      evictions,
      lines(
        'bbl,bin,borough,courtindexnumber,docketnumber,evictionaddress,evictionapartmentnumber,executeddate,latitude,longitude,marshal1stname,marshallastname,residentialcommercial,schedulestatus',
        '1000110007,1000000,MANHATTAN,000098/17,69483,16 BEAVER STREET,,2019-01-07,40705000.00000000,-74010000.00000000,MAXINE,CHEVLOWE,COMMERCIAL,',
        '1000110007,,GOTHAM,000099/17,69484,16 BEAVER STREET,,2019-01-07,,,MAXINE,CHEVLOWE,COMMERCIAL,',
      ),
    );
    expect(accepted(justFix).row).toMatchObject({
      evictionKey: '98/17|69483', bbl: null, borough: 'MN', executedDate: '2019-01-07', residentialCommercial: 'Commercial',
      scheduleStatus: 'Scheduled', marshalName: 'MAXINE CHEVLOWE',
    });
    expect(accepted(anhd).row).toMatchObject({ evictionKey: '98/17|69483', bbl: '1000110007', bin: null, executedDate: '2019-01-07' });
    expect(rejection(badBorough)).toContain('BOROUGH');
  });
});

describe('tax liens', () => {
  it('maps month, water-debt flag, key and address; rejects a bad flag', () => {
    const results = mapCsv(
      taxLiens,
      lines(
        'Month,Cycle,Borough,Block ,Lot,Tax Class Code,Building Class,Community Board,Council District,House Number,Street Name,Zip Code,Water Debt Only',
        '04/2019,90 Day Notice,1,16,3,4,Z9,101,1,401,SOUTH END AVENUE,10280,YES',
        '04/2019,90 Day Notice,1,279,70,4,V9,103,1,,OLIVER STREET,,NO',
        '04/2019,90 Day Notice,1,280,1,4,V9,103,1,1,OLIVER STREET,,MAYBE',
      ),
    );
    const lien = accepted(results[0]);
    expect(lien.row).toEqual({
      lienKey: '1000160003|2019-04-01|90 Day Notice', bbl: '1000160003', listMonth: '2019-04-01', cycle: '90 Day Notice',
      waterDebtOnly: true, taxClass: '4', buildingClass: 'Z9', address: '401 SOUTH END AVENUE', zipCode: '10280',
    });
    expect(lien.recordDate).toBe('2019-04-01');
    expect(lien.addresses).toEqual([expect.objectContaining({ houseLow: '401', streetName: 'SOUTH END AVENUE' })]);
    const noHouse = accepted(results[1]);
    expect(noHouse.row).toMatchObject({ waterDebtOnly: false, address: 'OLIVER STREET', zipCode: null });
    expect(noHouse.addresses?.[0]).toMatchObject({ houseLow: null, streetName: 'OLIVER STREET' });
    expect(rejection(results[2])).toContain('Water Debt Only');
  });
});

describe('ACRIS', () => {
  it('maps legals keyed by document, lot and unit; rejects a lot out of range', () => {
    const results = mapCsv(
      acrisLegals,
      lines(
        'DOCUMENT ID,RECORD TYPE,BOROUGH,BLOCK,LOT,EASEMENT,PARTIAL LOT,AIR RIGHTS,SUBTERRANEAN RIGHTS,PROPERTY TYPE,STREET NUMBER,STREET NAME,UNIT,GOOD THROUGH DATE',
        'DOC1,L,3,108,1015,N,E,N,N,SC,180,NASSAU STREET,4B,07/31/2015',
        'DOC1,L,3,108,15,N,E,N,N,CR,,,,07/31/2015',
        'DOC2,L,3,108,10015,N,E,N,N,CR,,,,07/31/2015',
      ),
    );
    const unit = accepted(results[0]);
    expect(unit.row).toEqual({
      legalKey: 'DOC1|3001081015|4B', documentId: 'DOC1', bbl: '3001081015', propertyType: 'SC', streetNumber: '180',
      streetName: 'NASSAU STREET', unit: '4B',
    });
    expect(unit.recordDate).toBe('2015-07-31');
    expect(unit.addresses?.[0]).toMatchObject({ houseLow: '180', streetName: 'NASSAU STREET', borough: 'BK' });
    expect(accepted(results[1]).addresses).toEqual([]);
    expect(rejection(results[2])).toContain('lot');
  });

  it('maps the master record with its amount and dates; rejects a bad amount', () => {
    const results = mapCsv(
      acrisMaster,
      lines(
        'DOCUMENT ID,RECORD TYPE,CRFN,BOROUGH,DOC. TYPE,DOC. DATE,DOC. AMOUNT,RECORDED / FILED,MODIFIED DATE,REEL YEAR,REEL NBR,REEL PAGE,% TRANSFERRED,GOOD THROUGH DATE',
        'DOC1,A,2010000030511,1,DEED,04/28/2009,"1,250,000",01/27/2010,01/28/2010,0,0,0,100,07/31/2015',
        'DOC2,A,,1,DEED,,12 dollars,01/27/2010,01/28/2010,0,0,0,100,07/31/2015',
      ),
    );
    const deed = accepted(results[0]);
    expect(deed.row).toEqual({
      documentId: 'DOC1', crfn: '2010000030511', borough: 'MN', docType: 'DEED', docDate: '2009-04-28', docAmount: '1250000.00',
      recordedDate: '2010-01-27', modifiedDate: '2010-01-28',
    });
    expect(deed.recordDate).toBe('2010-01-27');
    expect(rejection(results[1])).toContain('DOC. AMOUNT');
  });

  it('keys parties by a hash of document, type, name and address; rejects a party without a document', () => {
    const results = mapCsv(
      acrisParties,
      lines(
        'DOCUMENT ID,RECORD TYPE,PARTY TYPE,NAME,ADDRESS 1,ADDRESS 2,COUNTRY,CITY,STATE,ZIP,GOOD THROUGH DATE',
        'DOC1,P,1,SELLER ONE,6 BOWERY,,US,NEW YORK,NY,10013,07/31/2015 12:00:00 AM',
        'DOC1,P,2,BUYER TWO,6 BOWERY,,US,NEW YORK,NY,10013,07/31/2015 12:00:00 AM',
        ',P,2,BUYER TWO,6 BOWERY,,US,NEW YORK,NY,10013,07/31/2015 12:00:00 AM',
      ),
    );
    const seller = accepted(results[0]);
    const buyer = accepted(results[1]);
    expect(seller.row).toMatchObject({ documentId: 'DOC1', partyType: '1', name: 'SELLER ONE', address1: '6 BOWERY', city: 'NEW YORK', state: 'NY', zipCode: '10013' });
    expect(seller.recordDate).toBe('2015-07-31');
    expect(seller.row.partyKey).not.toBe(buyer.row.partyKey);
    expect(acrisParties.map({ line: 9, fields: readCsv(lines('DOCUMENT ID,PARTY TYPE,NAME,ADDRESS 1,CITY,STATE,ZIP', 'DOC1,1,SELLER ONE,6 BOWERY,NEW YORK,NY,10013')).records[0]!.fields }))
      .toMatchObject({ ok: true, row: { partyKey: seller.row.partyKey } });
    expect(rejection(results[2])).toContain('DOCUMENT ID');
  });
});

describe('PAD addresses', () => {
  it('makes nyc_addresses rows from space-padded ranges; rejects a row without a borough', () => {
    const results = mapCsv(
      pad,
      lines(
        '"boro","block","lot","bin","lhnd","lhns","lcontpar","lsos","hhnd","hhns","hcontpar","hsos","scboro","sc5","sclgc","stname","addrtype","zipcode"',
        '"4","01228","0058","4028272","39-10       ","           "," ","L","39-14       ","           "," ","L","4","12190","01","58 STREET                       "," ","11377"',
        '"1","00001","0010","1000000","            ","           "," ","R","            ","           "," ","R","1","00772","01","GOVERNORS ISLAND NOLAN PARK     ","N","     "',
        '"","00001","0010","1000000","            ","           "," ","R","            ","           "," ","R","1","00772","01","GOVERNORS ISLAND NOLAN PARK     ","N","     "',
      ),
    );
    expect(accepted(results[0]).row).toMatchObject({
      bbl: '4012280058', bin: '4028272', borough: 'QN', houseLow: '39-10', houseHigh: '39-14', houseLowNumber: 39010,
      houseHighNumber: 39014, streetName: '58 STREET', zipCode: '11377', dataset: 'pad',
      displayAddress: '39-10–39-14 58 STREET, Queens, NY 11377',
    });
    expect(accepted(results[1]).row).toMatchObject({ bbl: '1000010010', bin: null, houseLow: null, zipCode: null, streetName: 'GOVERNORS ISLAND NOLAN PARK' });
    expect(rejection(results[2])).toContain('borough');
  });
});

describe('shared mapper rules', () => {
  it('treats DOB placeholder BINs as no BIN', () => {
    expect(realBin('1000000')).toBeNull();
    expect(realBin('3000000')).toBeNull();
    expect(realBin('3103129')).toBe('3103129');
    expect(realBin('31031')).toBeNull();
  });
});

/** Every real sample file of these datasets, its expected accepted count and spot checks. */
interface RealFile {
  readonly file: string;
  readonly dataset: AnyDataset;
  readonly rows: number;
  check(results: Accepted[]): void;
}

const realFiles: RealFile[] = [
  {
    file: 'hpd_violations/hpd_violations.csv', dataset: hpdViolations, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        violationId: '10000000', bbl: '3047040044', bin: '3103129', violationClass: 'B', status: 'closed',
        issuedDate: '2013-10-11', closedDate: '2014-02-10', statusDetail: 'VIOLATION DISMISSED',
      });
      expect(results[0]!.addresses?.[0]).toMatchObject({ houseLow: '5601', houseHigh: '5603', streetName: 'SNYDER AVENUE' });
      expect(results[2]!.row).toMatchObject({ violationId: '10000002', status: 'open', closedDate: null });
      expect(results.filter((r) => r.row.status === 'open')).toHaveLength(27);
    },
  },
  {
    file: 'hpd_registrations/hpd_registrations.csv', dataset: hpdRegistrations, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ registrationId: 336228, bbl: '3061760029', lastRegistrationDate: '2017-08-07', registrationEndDate: '2018-09-01' });
      expect(results.every((r) => r.addresses?.length === 1)).toBe(true);
    },
  },
  {
    file: 'hpd_registrations/hpd_contacts.csv', dataset: hpdContacts, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        contactId: 33193103, registrationId: 331931, contactType: 'CorporateOwner', corporationName: 'ZORIANO ASSOCIATES INC',
        businessAddress: '26 DELAVAN STREET, BROKLYN, NY 11231',
      });
    },
  },
  {
    file: 'ecb_violations/ecb_violations.csv', dataset: ecbViolations, rows: 5,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        violationId: '34830294Z', bbl: '4033880022', status: 'closed', violationClass: null, issuedDate: '2010-01-29',
        penaltyImposed: '4000.00', balanceDue: '0.00',
      });
      expect(results[4]!.row).toMatchObject({ bbl: '1015177501', violationClass: 'Non-Hazardous', penaltyImposed: '350.00' });
    },
  },
  {
    file: 'dob_violations/dob_violations.csv', dataset: dobViolations, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        violationId: '544483', bbl: '1012010063', status: 'closed', issuedDate: '1998-05-04', closedDate: '2004-07-16',
      });
      expect(results.filter((r) => r.row.status === 'open')).toHaveLength(25);
      // Two rows name a BIN but no block (one with lot 0): kept without a lot.
      expect(results.filter((r) => r.row.bbl === null)).toHaveLength(2);
    },
  },
  {
    file: 'dob_jobs/dobjobs.csv', dataset: dobJobs, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        source: 'dob-bis', jobId: '440673852-01', bbl: '4132280009', status: 'X', filedDate: '2021-05-03',
        latestActionDate: '2022-02-23', initialCost: '37300.00',
      });
      expect(new Set(results.map((r) => r.row.jobId)).size).toBe(100);
      expect(results.every((r) => r.row.bbl !== null)).toBe(true);
    },
  },
  {
    file: 'dob_jobs/dob_now_jobs.csv', dataset: dobJobs, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        source: 'dob-now', jobId: 'B00472129-P1', bbl: '3011727502', status: 'Approved', filedDate: '2022-12-15',
        latestActionDate: '2022-12-21', initialCost: '100006.00', proposedDwellingUnits: 96,
      });
      // The one row without a BBL cell gets its lot from borough + block + lot.
      expect(results.find((r) => r.row.bin === '3425066')?.row.bbl).toBe('3031190019');
    },
  },
  {
    file: '311/311_Service_Requests_from_2010_to_Present.csv', dataset: complaints311, rows: 924,
    check(results) {
      expect(results[0]!.row).toMatchObject({ uniqueKey: '54049402', bbl: '2024770001', complaintType: 'Noise - Residential' });
      expect((results[0]!.row.createdAt as Date).toISOString()).toBe('2022-05-01T00:00:03.000Z');
      expect(results.filter((r) => r.row.bbl !== null)).toHaveLength(812);
    },
  },
  {
    file: 'evictions/executed_evictions.csv', dataset: evictions, rows: 10,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        evictionKey: '306810/22K|120701', bbl: '3048060077', borough: 'BK', executedDate: '2024-02-26', apartmentNumber: '5M',
      });
      expect(results[1]!.row).toMatchObject({ bbl: null, borough: 'BX' });
    },
  },
  {
    file: 'evictions/marshal_evictions_17.csv', dataset: evictions, rows: 10,
    check(results) {
      expect(results[0]!.row).toMatchObject({ evictionKey: '60479/17|71116', bbl: '1000160100', executedDate: '2017-08-03', apartmentNumber: '6N', scheduleStatus: 'Scheduled' });
    },
  },
  {
    file: 'evictions/marshal_evictions_18.csv', dataset: evictions, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ evictionKey: '71219/18|9501', bbl: '4000980042', executedDate: '2018-12-21', borough: 'QN' });
      expect(results[3]!.row.bbl).toBeNull(); // BBL "NA"
    },
  },
  {
    file: 'evictions/marshal_evictions_19.csv', dataset: evictions, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ evictionKey: '83817/16|111028', bbl: '1000110007', executedDate: '2019-01-07', residentialCommercial: 'Commercial' });
    },
  },
  {
    file: 'evictions/marshal_evictions_all.csv', dataset: evictions, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ evictionKey: '98/17|69483', bbl: '2031770041', bin: '2013945', executedDate: '2017-05-04' });
      expect(results[1]!.row).toMatchObject({ bbl: null, executedDate: '2019-12-06' });
    },
  },
  {
    file: 'tax_liens/dof_tax_lien_sale_list.csv', dataset: taxLiens, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ bbl: '1000160003', listMonth: '2019-04-01', waterDebtOnly: false, address: '401 SOUTH END AVENUE' });
      expect(results.filter((r) => r.row.waterDebtOnly === true)).toHaveLength(24);
    },
  },
  {
    file: 'acris/acris_real_property_legals.csv', dataset: acrisLegals, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ documentId: '2006020802474003', bbl: '3001080015', streetNumber: '180', streetName: 'NASSAU STREET' });
      expect(results[0]!.recordDate).toBe('2015-07-31');
    },
  },
  {
    file: 'acris/acris_real_property_master.csv', dataset: acrisMaster, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({
        documentId: '2010012100518002', borough: 'MN', docType: 'MTGE', docDate: '2009-04-28', docAmount: '395000.00', recordedDate: '2010-01-27',
      });
      expect(results[1]!.row).toMatchObject({ docAmount: '214551.27', docDate: null });
    },
  },
  {
    file: 'acris/acris_real_property_parties.csv', dataset: acrisParties, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ documentId: '2003092201119002', partyType: '2', name: 'ABACUS FEDERAL SAVINGS BANK', address1: '6 BOWERY' });
      expect(results[0]!.recordDate).toBe('2015-07-31');
      expect(new Set(results.map((r) => r.row.partyKey)).size).toBe(100);
    },
  },
  {
    file: 'pad/bobaadr.txt', dataset: pad, rows: 100,
    check(results) {
      expect(results[0]!.row).toMatchObject({ bbl: '1000010010', bin: '1089249', houseLow: null, streetName: 'HUGH CAREY TNNL VENTILATOR BLDG', zipCode: '10004' });
      expect(results[1]!.row.bin).toBeNull(); // 1000000: no BIN assigned
      expect(results[20]!.row).toMatchObject({ houseLow: '111A', houseHigh: '111D', streetName: 'ANDES ROAD' });
    },
  },
];

describe.skipIf(!hasSharedData)('every row of the real sample files maps (needs ../shared/data/nyc)', () => {
  it.each(realFiles.map((entry) => [entry.file, entry] as const))('%s', (_file, entry) => {
    const results = mapCsv(entry.dataset, readFileSync(resolve(sharedData, entry.file), 'utf8'));
    const rejected = results.filter((result) => !result.ok);
    expect(rejected).toEqual([]);
    expect(results).toHaveLength(entry.rows);
    entry.check(results as Accepted[]);
  });
});
