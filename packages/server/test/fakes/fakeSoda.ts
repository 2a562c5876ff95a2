/**
 * A local stand-in for NYC Open Data's SODA API (data.cityofnewyork.us), for the server tests and
 * the e2e spec: `GET /resource/{id}.json` answered in SODA's JSON format (a list of rows, every
 * value a string, floating timestamps "2022-05-01T00:00:00.000"), scripted per test.
 *
 * `LIVE_LOT` is one lot the imported data does not know (BBL 3012340056, an invented walk-up at
 * "1000 President Street", Brooklyn) with a realistic row in every dataset the property page
 * reads; `liveLotAnswer` answers a request for it the way SODA would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSodaRequest {
  /** The Open Data id from the path (`wvxf-dwi5`), or null for another path. */
  readonly dataset: string | null;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly token: string | undefined;
}

/** What the fake answers: a status and a JSON body (or raw text), or `hang` to never answer. */
export type FakeSodaReply =
  | { readonly status: number; readonly body?: unknown; readonly text?: string; readonly headers?: Readonly<Record<string, string>> }
  | 'hang';

export class FakeSoda {
  private server: Server | undefined;
  baseUrl = '';
  received: FakeSodaRequest[] = [];
  reply: (request: FakeSodaRequest, count: number) => FakeSodaReply = () => ({ status: 200, body: [] });

  async start(port = 0): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const header = req.headers['x-app-token'];
      const request: FakeSodaRequest = {
        dataset: /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname)?.[1] ?? null,
        path: url.pathname,
        params: url.searchParams,
        token: typeof header === 'string' ? header : undefined,
      };
      this.received.push(request);
      const reply = this.reply(request, this.received.length);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(reply.text ?? JSON.stringify(reply.body ?? null));
    });
    // Never close an idle keep-alive socket first: a client reusing it would see ECONNRESET (real SODA keeps them
    // long too); `stop()` closes every connection.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Requests made for one dataset id. */
  requestsFor(dataset: string): FakeSodaRequest[] {
    return this.received.filter((request) => request.dataset === dataset);
  }

  stop(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}

/** The lot only the live source knows. */
export const LIVE_LOT = { bbl: '3012340056', borough: 'BK', block: '1234', lot: '56', bin: '3031234', address: '1000 PRESIDENT STREET' } as const;

/** One row per dataset (several where the page counts), as SODA's JSON sends them. */
export const LIVE_LOT_ROWS = {
  '64uk-42ks': [
    {
      borough: 'BK', block: '1234', lot: '56', cd: '309', bct2020: '3032300', zipcode: '11225', address: '1000 PRESIDENT STREET',
      zonedist1: 'R6', bldgclass: 'C4', landuse: '02', ownertype: 'P', ownername: 'PRESIDENT HOLDINGS LLC', lotarea: '2000',
      bldgarea: '6400', comarea: '0', resarea: '6400', numbldgs: '1', numfloors: '4', unitsres: '8', unitstotal: '8',
      lotfront: '20', lotdepth: '100', yearbuilt: '1920', yearalter1: '1985', yearalter2: '0', assessland: '45000',
      assesstot: '410000', exempttot: '0', bbl: '3012340056.00000000', latitude: '40.6688', longitude: '-73.9561', version: '25v3',
    },
  ],
  'wvxf-dwi5': [
    {
      violationid: '15123456', buildingid: '340001', registrationid: '330001', boroid: '3', borough: 'BROOKLYN', housenumber: '1000',
      streetname: 'PRESIDENT STREET', postcode: '11225', apartment: '3A', block: '1234', lot: '56', class: 'C',
      inspectiondate: '2026-09-14T00:00:00.000', approveddate: '2026-09-15T00:00:00.000', novissueddate: '2026-09-16T00:00:00.000',
      novdescription: '§ 27-2031 ADM CODE PROVIDE HOT WATER AT ALL HOURS THROUGHOUT THE BUILDING', currentstatus: 'NOV SENT OUT',
      currentstatusdate: '2026-09-16T00:00:00.000', violationstatus: 'Open', bin: '3031234', bbl: '3012340056',
    },
    {
      violationid: '14000001', buildingid: '340001', boroid: '3', block: '1234', lot: '56', class: 'B',
      inspectiondate: '2024-02-01T00:00:00.000', novissueddate: '2024-02-02T00:00:00.000',
      novdescription: '§ 27-2005 ADM CODE REPAIR THE BROKEN PLASTER IN THE BATHROOM', currentstatus: 'VIOLATION CLOSED',
      violationstatus: 'Close', bbl: '3012340056',
    },
  ],
  '6bgk-3dad': [
    {
      isn_dob_bis_extract: '1899001', ecb_violation_number: '39012345X', ecb_violation_status: 'ACTIVE', bin: '3031234', boro: '3',
      block: '01234', lot: '0056', issue_date: '20250310', severity: 'CLASS - 2', violation_type: 'Construction',
      violation_description: 'FAILURE TO MAINTAIN BUILDING WALL', penality_imposed: '1250.00', amount_paid: '0.00', balance_due: '1250.00',
    },
  ],
  '3h2n-5cm9': [
    {
      isn_dob_bis_viol: '2345678', boro: '3', bin: '3031234', block: '01234', lot: '00056', issue_date: '20250102',
      violation_type_code: 'LL6291', violation_number: '00123', house_number: '1000', street: 'PRESIDENT STREET',
      disposition_date: '', violation_category: 'V-DOB VIOLATION - ACTIVE', violation_type: 'LL6291-LOCAL LAW 62/91 - BOILERS',
      number: 'V010225LL629100123',
    },
  ],
  'ic3t-wcy2': [
    {
      job__: '340987654', doc__: '01', borough: 'BROOKLYN', house__: '1000', street_name: 'PRESIDENT STREET', block: '01234', lot: '00056',
      bin__: '3031234', job_type: 'A2', job_status: 'R', job_status_descrp: 'PERMIT ISSUED - ENTIRE JOB/WORK',
      latest_action_date: '03/02/2024', pre__filing_date: '01/15/2024', initial_cost: '$48000.00', job_description: 'REPLACE BOILER AND PIPING',
    },
  ],
  'w9ak-ipjd': [
    {
      job_filing_number: 'B01234567-I1', filing_status: 'LOC Issued', house_no: '1000', street_name: 'PRESIDENT STREET', borough: 'BROOKLYN',
      block: '1234', lot: '56', bin: '3031234', job_type: 'Alteration', filing_date: '2025-06-10T00:00:00.000', initial_cost: '15000',
      job_description: 'FACADE REPAIR', bbl: '3012340056',
    },
  ],
  'erm2-nwe9': [
    { unique_key: '62000001', created_date: '2026-01-12T08:15:00.000', complaint_type: 'HEAT/HOT WATER', status: 'Closed', bbl: '3012340056' },
    { unique_key: '62000002', created_date: '2026-02-03T21:40:00.000', complaint_type: 'HEAT/HOT WATER', status: 'Open', bbl: '3012340056' },
  ],
  '6z8x-wfk4': [
    {
      court_index_number: '312345/24', docket_number: '98765', eviction_address: '1000 PRESIDENT STREET', eviction_apartment_number: '2B',
      executed_date: '2024-11-06T00:00:00.000', marshal_first_name: 'Jane', marshal_last_name: 'Sample', residential_commercial_ind: 'Residential',
      borough: 'BROOKLYN', eviction_postcode: '11225', bbl: '3012340056',
    },
  ],
  '9rz4-mjek': [
    { month: '2025-04-01T00:00:00.000', cycle: '90 Day Notice', borough: '3', block: '1234', lot: '56', tax_class_code: '2', building_class: 'C4', water_debt_only: 'NO' },
  ],
  'tesw-yqqr': [
    {
      registrationid: '330001', buildingid: '340001', boroid: '3', boro: 'BROOKLYN', housenumber: '1000', streetname: 'PRESIDENT STREET',
      zip: '11225', block: '1234', lot: '56', bin: '3031234', lastregistrationdate: '2026-03-02T00:00:00.000', registrationenddate: '2027-09-01T00:00:00.000',
    },
  ],
  'feu5-w2e2': [
    { registrationcontactid: '33000101', registrationid: '330001', type: 'CorporateOwner', contactdescription: 'CORP', corporationname: 'PRESIDENT HOLDINGS LLC' },
    { registrationcontactid: '33000102', registrationid: '330001', type: 'HeadOfficer', firstname: 'ALEX', lastname: 'SAMPLE' },
    { registrationcontactid: '33000103', registrationid: '330001', type: 'Agent', corporationname: 'CROWN SAMPLE MANAGEMENT CORP', firstname: 'PAT', lastname: 'AGENT' },
    { registrationcontactid: '33000104', registrationid: '330001', type: 'SiteManager', firstname: 'SAM', lastname: 'SUPER' },
  ],
  '8h5j-fqxa': [
    { document_id: '2021031500123001', record_type: 'L', borough: '3', block: '1234', lot: '56', property_type: 'D4', street_number: '1000', street_name: 'PRESIDENT STREET' },
  ],
  'bnx9-e6tj': [
    {
      document_id: '2021031500123001', record_type: 'A', crfn: '2021000098765', recorded_borough: '3', doc_type: 'DEED',
      document_date: '2021-03-10T00:00:00.000', document_amt: '2100000', recorded_datetime: '2021-03-15T00:00:00.000',
    },
  ],
  '636b-3b5g': [
    { document_id: '2021031500123001', party_type: '1', name: 'OLD PRESIDENT OWNER LLC' },
    { document_id: '2021031500123001', party_type: '2', name: 'PRESIDENT HOLDINGS LLC' },
  ],
  'usep-8jbt': [
    {
      borough: '3', neighborhood: 'CROWN HEIGHTS', building_class_category: '07 RENTALS - WALKUP APARTMENTS', tax_class_at_present: '2',
      block: '1234', lot: '56', building_class_at_present: 'C4', address: '1000 PRESIDENT STREET', zip_code: '11225', residential_units: '8',
      total_units: '8', land_square_feet: '2000', gross_square_feet: '6400', year_built: '1920', tax_class_at_time_of_sale: '2',
      building_class_at_time_of_sale: 'C4', sale_price: '2100000', sale_date: '2021-03-10T00:00:00.000',
    },
  ],
  'ygpa-z7cr': [
    {
      received_date: '2026-01-12T00:00:00.000', problem_id: '31000002', complaint_id: '9100001', building_id: '330001', borough: 'BROOKLYN',
      house_number: '1000', street_name: 'PRESIDENT STREET', post_code: '11225', block: '1234', lot: '56', apartment: '3B',
      type: 'EMERGENCY', major_category: 'HEAT/HOT WATER', minor_category: 'ENTIRE BUILDING', problem_code: 'NO HEAT',
      complaint_status: 'OPEN', complaint_status_date: '2026-01-12T00:00:00.000', problem_status: 'OPEN',
      problem_status_date: '2026-01-12T00:00:00.000', status_description: 'The complaint has been received and is being reviewed.',
      bin: '3031234', bbl: '3012340056',
    },
    {
      received_date: '2025-06-03T00:00:00.000', problem_id: '30500001', complaint_id: '9000001', building_id: '330001', borough: 'BROOKLYN',
      house_number: '1000', street_name: 'PRESIDENT STREET', post_code: '11225', block: '1234', lot: '56', apartment: '2A',
      type: 'NON EMERGENCY', major_category: 'PAINT/PLASTER', minor_category: 'WALL', problem_code: 'PEELING',
      complaint_status: 'CLOSE', complaint_status_date: '2025-06-20T00:00:00.000', problem_status: 'CLOSE',
      problem_status_date: '2025-06-19T00:00:00.000', status_description: 'HPD inspected the conditions and issued violations.',
      bin: '3031234', bbl: '3012340056',
    },
  ],
  '8y4t-faws': [
    {
      parid: '3012340056', boro: '3', block: '1234', lot: '56', year: '2026', period: '3', curmkttot: '1650000', curmktland: '310000',
      curacttot: '410000', curtxbtot: '398000', curtaxclass: '2', bldg_class: 'C4', owner: 'PRESIDENT HOLDINGS LLC',
    },
    {
      parid: '3012340056', boro: '3', block: '1234', lot: '56', year: '2026', period: '1', curmkttot: '1600000', curmktland: '300000',
      curacttot: '400000', curtxbtot: '390000', curtaxclass: '2', bldg_class: 'C4', owner: 'PRESIDENT HOLDINGS LLC',
    },
    {
      parid: '3012340056', boro: '3', block: '1234', lot: '56', year: '2025', period: '3', curmkttot: '1500000', curmktland: '290000',
      curacttot: '385000', curtxbtot: '375000', curtaxclass: '2', bldg_class: 'C4', owner: 'PRESIDENT HOLDINGS LLC',
    },
  ],
} as const satisfies Readonly<Record<string, readonly Readonly<Record<string, string>>[]>>;

/** True when a request's SoQL names the live lot (its BBL, block, registration or document). */
function asksForLiveLot(request: FakeSodaRequest): boolean {
  const query = [...request.params.values()].join(' ');
  return [LIVE_LOT.bbl, `'${LIVE_LOT.block}'`, `'0${LIVE_LOT.block}'`, LIVE_LOT.block, '330001', '2021031500123001'].some((needle) => query.includes(needle));
}

/** SODA's answer for the live lot: its rows when the query names it, `[]` otherwise; 404 for an unknown dataset. */
export function liveLotAnswer(request: FakeSodaRequest): FakeSodaReply {
  const id = request.dataset;
  if (id === null || !(id in LIVE_LOT_ROWS)) return { status: 404, body: { code: 'not_found', error: true, message: 'Not found' } };
  if (id === 'usep-8jbt') {
    if (request.params.get('$select')?.startsWith('max(sale_date)')) return { status: 200, body: [{ newest: '2026-10-31T00:00:00.000' }] };
    if (request.params.get('$group') === 'neighborhood') return { status: 200, body: [{ neighborhood: 'CROWN HEIGHTS', sales: '12' }] };
    if (request.params.get('$where')?.includes('neighborhood=')) return { status: 200, body: [] };
  }
  return { status: 200, body: asksForLiveLot(request) ? LIVE_LOT_ROWS[id as keyof typeof LIVE_LOT_ROWS] : [] };
}
