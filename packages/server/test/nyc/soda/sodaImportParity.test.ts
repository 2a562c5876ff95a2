/**
 * One mapping per NYC dataset: the same SODA row (SODA's JSON field names, string values) goes
 * through the bulk import's mapping (`DATASETS[key].map`, as a refresh reads it) and through the
 * live lookup (`SodaEnrichmentSource` answering from that row), and the two must say the same
 * thing about it: status, dates, class, ids, amounts.
 */
import { describe, expect, it } from 'vitest';
import type { DatasetKey } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { sodaRowRecord } from '../../../src/nyc/import/sodaRow';
import type { SodaClient, SodaQuery, SodaRow } from '../../../src/nyc/soda/client';
import { SodaEnrichmentSource } from '../../../src/nyc/soda/source';
import type { Lookup } from '../../../src/nyc/enrichment/source';
import { LIVE_LOT, LIVE_LOT_ROWS } from '../../fakes/fakeSoda';

/** A SODA client that answers every query of a dataset with the rows given for it. */
function answering(rowsByDataset: Readonly<Record<string, readonly SodaRow[]>>): SodaClient {
  const client = {
    query: async (datasetId: string, _query: SodaQuery) => ({ rows: [...(rowsByDataset[datasetId] ?? [])], fetchedAt: new Date('2026-11-29T00:00:00Z') }),
  };
  return client as unknown as SodaClient;
}

/** The table row the import makes of a SODA row (the test fails when the import refuses it). */
function imported(key: DatasetKey, row: SodaRow): Record<string, unknown> {
  const mapped = DATASETS[key].map(sodaRowRecord(row, 1));
  if (!mapped.ok) throw new Error(`the import refuses the row: ${mapped.reason}`);
  return mapped.row;
}

function records<T>(lookup: Lookup<T>): T {
  if (!lookup.available) throw new Error(`the live lookup is missing ${lookup.missing.join(', ')}`);
  return lookup.records;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** HPD violations (wvxf-dwi5) as SODA sends them: the first is a row of the published sample, the others its variants. */
const HPD_ROWS: readonly SodaRow[] = [
  {
    violationid: '10000002', buildingid: '280425', registrationid: '330062', boroid: '3', borough: 'BROOKLYN', housenumber: '21',
    lowhousenumber: '21', highhousenumber: '21', streetname: 'EAST 88 STREET', postcode: '11236', block: '4709', lot: '14', class: 'B',
    inspectiondate: '2013-10-09T00:00:00.000', novdescription: 'SECTION 27-2040 ADM CODE PROVIDE ADEQUATE LIGHTING',
    novissueddate: '2013-10-11T00:00:00.000', currentstatusid: '28', currentstatus: 'INVALID CERTIFICATION',
    currentstatusdate: '2013-11-15T00:00:00.000', novtype: 'Original', violationstatus: 'Open', bin: '3103254', bbl: '3047090014',
  },
  {
    violationid: '10000000', boroid: '3', block: '4704', lot: '44', class: 'B', inspectiondate: '2013-10-09T00:00:00.000',
    novissueddate: '2013-10-11T00:00:00.000', currentstatus: 'VIOLATION DISMISSED', currentstatusdate: '2014-02-10T00:00:00.000',
    violationstatus: 'Close', bbl: '3047040044',
  },
  // SODA leaves a null field out of its JSON: with no `violationstatus`, the current status decides. The live
  // lookup used to call this one closed (anything but "Open"); HPD's current status says the notice was just sent.
  {
    violationid: '15999001', boroid: '3', block: '1234', lot: '56', class: 'c', inspectiondate: '2026-10-01T00:00:00.000',
    currentstatus: 'NOV SENT OUT', currentstatusdate: '2026-10-02T00:00:00.000', bbl: '3012340056',
  },
  {
    violationid: '15999002', boroid: '3', block: '1234', lot: '56', class: 'A', novissueddate: '2020-01-07T00:00:00.000',
    currentstatus: 'VIOLATION CLOSED', currentstatusdate: '2020-03-01T00:00:00.000', bbl: '3012340056',
  },
];

describe('one mapping per NYC dataset: a SODA row reads the same through the import and the live lookup', () => {
  it('HPD violations: status, class, dates and description', async () => {
    const live = records(await new SodaEnrichmentSource(answering({ 'wvxf-dwi5': HPD_ROWS })).violations(LIVE_LOT.bbl, 'hpd'));
    expect(live).toHaveLength(HPD_ROWS.length);
    HPD_ROWS.forEach((row, index) => {
      const stored = imported('hpd-violations', row);
      expect(live[index]).toEqual({
        source: 'hpd', id: stored.violationId, violationClass: stored.violationClass, status: stored.status, statusDetail: stored.statusDetail,
        issuedDate: stored.issuedDate, description: stored.description, balanceDue: null,
      });
    });
    // What the rows say, read from HPD's published fields: ViolationStatus Open/Close, else the current status.
    expect(live.map((violation) => violation.status)).toEqual(['open', 'closed', 'open', 'closed']);
    expect(live.map((violation) => violation.violationClass)).toEqual(['B', 'B', 'C', 'A']);
    expect(live.map((violation) => violation.issuedDate)).toEqual(['2013-10-11', '2013-10-11', '2026-10-01', '2020-01-07']);
  });

  it('a row the import refuses (a status HPD does not publish) is left out of the live answer too', async () => {
    const odd = { ...HPD_ROWS[0]!, violationid: '1', violationstatus: 'Pending' };
    expect(DATASETS['hpd-violations'].map(sodaRowRecord(odd, 1))).toMatchObject({ ok: false });
    const logged: unknown[] = [];
    const source = new SodaEnrichmentSource(answering({ 'wvxf-dwi5': [odd, HPD_ROWS[1]!] }), (_message, details) => logged.push(details));
    expect(records(await source.violations(LIVE_LOT.bbl, 'hpd')).map((violation) => violation.id)).toEqual(['10000000']);
    expect(logged).toEqual([{ dataset: 'hpd-violations', refused: 1 }]);
  });

  it('ECB and DOB violations', async () => {
    const dismissed = { ...LIVE_LOT_ROWS['3h2n-5cm9'][0], isn_dob_bis_viol: '2345679', violation_category: 'V*-DOB VIOLATION - DISMISSED', disposition_date: '20250301' };
    const source = new SodaEnrichmentSource(answering({ '6bgk-3dad': LIVE_LOT_ROWS['6bgk-3dad'], '3h2n-5cm9': [LIVE_LOT_ROWS['3h2n-5cm9'][0], dismissed] }));
    const cases = [
      { agency: 'ecb', key: 'ecb-violations', rows: LIVE_LOT_ROWS['6bgk-3dad'] },
      { agency: 'dob', key: 'dob-violations', rows: [LIVE_LOT_ROWS['3h2n-5cm9'][0], dismissed] },
    ] as const;
    for (const { agency, key, rows } of cases) {
      const live = records(await source.violations(LIVE_LOT.bbl, agency));
      expect(live).toEqual(
        rows.map((row) => {
          const stored = imported(key, row);
          return {
            source: agency, id: stored.violationId, violationClass: stored.violationClass, status: stored.status, statusDetail: stored.statusDetail,
            issuedDate: stored.issuedDate, description: stored.description, balanceDue: num(stored.balanceDue),
          };
        }),
      );
    }
    expect(records(await source.violations(LIVE_LOT.bbl, 'dob')).map((violation) => violation.status)).toEqual(['open', 'closed']);
    expect(records(await source.violations(LIVE_LOT.bbl, 'ecb'))[0]).toMatchObject({ status: 'open', balanceDue: 1_250 });
  });

  it('DOB job filings from BIS and DOB NOW (SODA spells BIS\u2019s "Job #" as job__)', async () => {
    const source = new SodaEnrichmentSource(answering({ 'ic3t-wcy2': LIVE_LOT_ROWS['ic3t-wcy2'], 'w9ak-ipjd': LIVE_LOT_ROWS['w9ak-ipjd'] }));
    const live = records(await source.permits(LIVE_LOT.bbl));
    const stored = [...LIVE_LOT_ROWS['w9ak-ipjd'], ...LIVE_LOT_ROWS['ic3t-wcy2']].map((row) => imported('dob-jobs', row));
    expect(live).toEqual(
      stored.map((row) => ({
        source: row.source, jobId: row.jobId, jobType: row.jobType, status: row.statusDescription ?? row.status, filedDate: row.filedDate,
        description: row.description, initialCost: num(row.initialCost),
      })),
    );
    expect(live.map((permit) => permit.jobId)).toEqual(['B01234567-I1', '340987654-01']);
  });

  it('HPD complaints, 311, evictions, tax liens and assessments', async () => {
    const source = new SodaEnrichmentSource(answering(LIVE_LOT_ROWS));
    const complaints = records(await source.hpdComplaints(LIVE_LOT.bbl));
    expect(complaints.map((complaint) => [complaint.id, complaint.status, complaint.receivedDate])).toEqual(
      LIVE_LOT_ROWS['ygpa-z7cr'].map((row) => {
        const stored = imported('hpd-complaints', row);
        return [stored.problemId, stored.status, stored.receivedDate];
      }),
    );
    expect(complaints.map((complaint) => complaint.status)).toEqual(['open', 'closed']);

    const requests = records(await source.complaints311(LIVE_LOT.bbl));
    expect(requests).toEqual(
      LIVE_LOT_ROWS['erm2-nwe9'].map((row) => {
        const stored = imported('311', row);
        return { uniqueKey: stored.uniqueKey, complaintType: stored.complaintType, status: stored.status, createdAt: (stored.createdAt as Date).toISOString().slice(0, 19) };
      }),
    );
    expect(requests[0]!.createdAt).toBe('2026-01-12T08:15:00');

    const stored = imported('evictions', LIVE_LOT_ROWS['6z8x-wfk4'][0]);
    expect(records(await source.evictions(LIVE_LOT.bbl))).toEqual([
      { executedDate: stored.executedDate, marshalName: stored.marshalName, docket: stored.docketNumber, apartmentNumber: stored.apartmentNumber, status: null },
    ]);
    const lien = imported('tax-liens', LIVE_LOT_ROWS['9rz4-mjek'][0]);
    expect(records(await source.taxLiens(LIVE_LOT.bbl))).toEqual([{ listMonth: lien.listMonth, cycle: lien.cycle, waterDebtOnly: lien.waterDebtOnly }]);
    expect(lien).toMatchObject({ listMonth: '2025-04-01', waterDebtOnly: false });

    const rolls = LIVE_LOT_ROWS['8y4t-faws'].map((row) => imported('dof-assessments', row));
    const live = records(await source.assessments(LIVE_LOT.bbl));
    // One record per roll year, its latest period.
    const final2026 = rolls.find((row) => row.fiscalYear === '2026' && row.period === '3')!;
    expect(live[0]).toEqual({
      fiscalYear: '2026', marketValueTotal: num(final2026.marketValueTotal), marketValueLand: num(final2026.marketValueLand),
      assessedValueTotal: num(final2026.assessedValueTotal), taxableValue: num(final2026.taxableValue), taxClass: final2026.taxClass,
      buildingClass: final2026.buildingClass,
    });
  });

  it('ACRIS documents with their parties, and the owners an HPD registration names', async () => {
    const source = new SodaEnrichmentSource(answering(LIVE_LOT_ROWS));
    const master = imported('acris-master', LIVE_LOT_ROWS['bnx9-e6tj'][0]);
    const parties = LIVE_LOT_ROWS['636b-3b5g'].map((row) => imported('acris-parties', row));
    expect(records(await source.acrisDocuments(LIVE_LOT.bbl))).toEqual([
      {
        documentId: master.documentId, docType: master.docType, docDate: master.docDate, recordedDate: master.recordedDate, amount: num(master.docAmount),
        party1: parties.filter((party) => party.partyType === '1').map((party) => party.name),
        party2: parties.filter((party) => party.partyType === '2').map((party) => party.name),
      },
    ]);
    // SODA's own names for ACRIS master's date and amount columns reach the import too (a refresh stored them empty before).
    expect(master).toMatchObject({ docDate: '2021-03-10', recordedDate: '2021-03-15', docAmount: '2100000.00', borough: 'BK' });

    const registration = imported('hpd-registrations', LIVE_LOT_ROWS['tesw-yqqr'][0]);
    const contacts = LIVE_LOT_ROWS['feu5-w2e2'].map((row) => imported('hpd-contacts', row));
    const owners = records(await source.registrationOwners(LIVE_LOT.bbl));
    expect(owners.map((owner) => owner.asOf)).toEqual([registration.lastRegistrationDate, registration.lastRegistrationDate, registration.lastRegistrationDate]);
    expect(owners.map((owner) => owner.contactType)).toEqual(contacts.map((contact) => contact.contactType).filter((type) => type !== 'SiteManager'));
  });

  it('PLUTO lot facts and DOF sales', async () => {
    const source = new SodaEnrichmentSource(answering(LIVE_LOT_ROWS));
    const lot = imported('pluto', LIVE_LOT_ROWS['64uk-42ks'][0]);
    expect(records(await source.lot(LIVE_LOT.bbl))).toMatchObject({
      address: lot.address, buildingClass: lot.buildingClass, lotArea: lot.lotArea, numFloors: num(lot.numFloors),
      yearBuilt: lot.yearBuilt, assessTotal: num(lot.assessTotal), exemptLand: num(lot.exemptLand), zoneDist1: lot.zoneDist1,
    });
    const sale = imported('dof-sales', LIVE_LOT_ROWS['usep-8jbt'][0]);
    expect(records(await source.sales(LIVE_LOT.bbl))).toEqual([
      expect.objectContaining({ bbl: sale.bbl, saleDate: sale.saleDate, salePrice: num(sale.salePrice), buildingClassAtSale: sale.buildingClassAtSale, yearBuilt: sale.yearBuilt }),
    ]);
    expect(sale).toMatchObject({ bbl: LIVE_LOT.bbl, saleDate: '2021-03-10', salePrice: '2100000.00' });
  });
});
