/**
 * The live enrichment source: NYC Open Data's SODA API, mapped into the same records as the
 * imported tables. It answers the lot (PLUTO 64uk-42ks), HPD violations (wvxf-dwi5), ECB
 * violations (6bgk-3dad), 311 (erm2-nwe9), evictions (6z8x-wfk4) and sales (usep-8jbt);
 * the other blocks (DOB violations and jobs, lien sale lists, HPD registrations, ACRIS) come
 * only from imports and stay `Missing` here. Provenance: dataset `soda:<id>`, as of the fetch date.
 */
import { nycDataset, type NycDatasetKey } from '@rei/engine';
import type { NycProvenance } from '../../contract/nycData';
import { boroughOfBbl } from '../enrichment/bbl';
import {
  found,
  missing,
  type AcrisDocument,
  type ComparableQuery,
  type ComplaintRecord,
  type EnrichmentSource,
  type EvictionRecord,
  type LotRecord,
  type Lookup,
  type PermitRecord,
  type RegistrationOwner,
  type SaleRecord,
  type TaxLienRecord,
  type ViolationAgency,
  type ViolationRecord,
} from '../enrichment/source';
import { soqlString, type SodaClient, type SodaQuery, type SodaRow } from './client';

/** A dataset of the engine's table as the live source reads it: its Open Data id, and its title marked live. */
function liveDataset(key: NycDatasetKey): { readonly id: string; readonly title: string } {
  const { sodaIds, title } = nycDataset(key);
  return { id: sodaIds[0]!, title: `${title} (NYC Open Data, live)` };
}

/** The SODA datasets the live source reads. */
export const SODA_DATASETS = {
  pluto: liveDataset('pluto'),
  hpdViolations: liveDataset('hpd-violations'),
  ecbViolations: liveDataset('ecb-violations'),
  complaints311: liveDataset('311'),
  evictions: liveDataset('evictions'),
  sales: liveDataset('dof-sales'),
} as const;
type SodaDataset = (typeof SODA_DATASETS)[keyof typeof SODA_DATASETS];

const ROW_LIMIT = 5_000;
const BOROUGH_NAMES: Readonly<Record<string, string>> = { MN: 'MANHATTAN', BX: 'BRONX', BK: 'BROOKLYN', QN: 'QUEENS', SI: 'STATEN ISLAND' };

/** A text field, trimmed; empty → null. */
function text(row: SodaRow, field: string): string | null {
  const value = row[field];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A numeric field ("1,250.00", "4000.00", ".00"); empty or unreadable → null. */
function number(row: SodaRow, field: string): number | null {
  const value = text(row, field);
  if (value === null) return null;
  const parsed = Number(value.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function integer(row: SodaRow, field: string): number | null {
  const value = number(row, field);
  return value === null ? null : Math.round(value);
}

/** A date field as YYYY-MM-DD: floating timestamps ("2022-05-01T00:00:00.000"), YYYYMMDD, or MM/DD/YYYY. */
function date(row: SodaRow, field: string): string | null {
  const value = text(row, field);
  if (value === null) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value);
  if (match) return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return null;
}

function parts(bbl: string) {
  return { boroughDigit: bbl[0]!, block: Number(bbl.slice(1, 6)), lot: Number(bbl.slice(6)) };
}

/** SODA answers mapped into enrichment records (see the module comment for the datasets). */
export class SodaEnrichmentSource implements EnrichmentSource {
  constructor(private readonly client: SodaClient) {}

  private async fetch(dataset: SodaDataset, query: SodaQuery): Promise<{ rows: SodaRow[]; provenance: NycProvenance[] }> {
    const answer = await this.client.query(dataset.id, query);
    const provenance: NycProvenance = {
      dataset: `soda:${dataset.id}`,
      sourceId: dataset.id,
      title: dataset.title,
      asOf: answer.fetchedAt.toISOString().slice(0, 10),
      retrievedAt: answer.fetchedAt.toISOString(),
    };
    return { rows: answer.rows, provenance: [provenance] };
  }

  async lot(bbl: string): Promise<Lookup<LotRecord | null>> {
    const { block, lot } = parts(bbl);
    const { rows, provenance } = await this.fetch(SODA_DATASETS.pluto, {
      filters: { borough: boroughOfBbl(bbl), block: String(block), lot: String(lot) },
      limit: 1,
    });
    const row = rows[0];
    if (!row) return found(null, provenance);
    return found(
      {
        address: text(row, 'address'), zipCode: text(row, 'zipcode'), buildingClass: text(row, 'bldgclass'),
        landUse: text(row, 'landuse'), ownerName: text(row, 'ownername'), lotArea: integer(row, 'lotarea'),
        buildingArea: integer(row, 'bldgarea'), residentialArea: integer(row, 'resarea'), commercialArea: integer(row, 'comarea'),
        numFloors: number(row, 'numfloors'), unitsResidential: integer(row, 'unitsres'), unitsTotal: integer(row, 'unitstotal'),
        yearBuilt: integer(row, 'yearbuilt') || null, yearAltered1: integer(row, 'yearalter1') || null,
        assessLand: number(row, 'assessland'), assessTotal: number(row, 'assesstot'), exemptLand: number(row, 'exemptland'),
        exemptTotal: number(row, 'exempttot'), zoneDist1: text(row, 'zonedist1'), zoneDist2: text(row, 'zonedist2'),
        latitude: number(row, 'latitude'), longitude: number(row, 'longitude'),
      },
      provenance,
    );
  }

  async violations(bbl: string, agency: ViolationAgency): Promise<Lookup<ViolationRecord[]>> {
    if (agency === 'hpd') {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.hpdViolations, {
        where: `bbl=${soqlString(bbl)}`, order: 'inspectiondate DESC', limit: ROW_LIMIT,
      });
      return found(
        rows.map((row) => ({
          source: 'hpd' as const,
          id: text(row, 'violationid') ?? '',
          violationClass: text(row, 'class'),
          status: text(row, 'violationstatus')?.toLowerCase() === 'open' ? ('open' as const) : ('closed' as const),
          statusDetail: text(row, 'currentstatus'),
          issuedDate: date(row, 'novissueddate') ?? date(row, 'inspectiondate'),
          description: text(row, 'novdescription'),
          balanceDue: null,
        })),
        provenance,
      );
    }
    if (agency === 'ecb') {
      const { boroughDigit, block, lot } = parts(bbl);
      const { rows, provenance } = await this.fetch(SODA_DATASETS.ecbViolations, {
        where: `boro=${soqlString(boroughDigit)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(4, '0'))}`,
        order: 'issue_date DESC',
        limit: ROW_LIMIT,
      });
      return found(
        rows.map((row) => ({
          source: 'ecb' as const,
          id: text(row, 'ecb_violation_number') ?? text(row, 'isn_dob_bis_extract') ?? '',
          violationClass: text(row, 'severity'),
          status: text(row, 'ecb_violation_status')?.toUpperCase() === 'RESOLVE' ? ('closed' as const) : ('open' as const),
          statusDetail: text(row, 'ecb_violation_status'),
          issuedDate: date(row, 'issue_date'),
          description: text(row, 'violation_description'),
          balanceDue: number(row, 'balance_due'),
        })),
        provenance,
      );
    }
    return missing('dob-violations');
  }

  async permits(): Promise<Lookup<PermitRecord[]>> {
    return missing('dob-jobs');
  }

  async complaints311(bbl: string): Promise<Lookup<ComplaintRecord[]>> {
    const { rows, provenance } = await this.fetch(SODA_DATASETS.complaints311, {
      where: `bbl=${soqlString(bbl)}`, order: 'created_date DESC', limit: ROW_LIMIT,
    });
    return found(
      rows.map((row) => ({
        uniqueKey: text(row, 'unique_key') ?? '',
        complaintType: text(row, 'complaint_type'),
        status: text(row, 'status'),
        createdAt: text(row, 'created_date')?.slice(0, 19) ?? null,
      })),
      provenance,
    );
  }

  async evictions(bbl: string): Promise<Lookup<EvictionRecord[]>> {
    const { rows, provenance } = await this.fetch(SODA_DATASETS.evictions, {
      where: `bbl=${soqlString(bbl)}`, order: 'executed_date DESC', limit: ROW_LIMIT,
    });
    return found(
      rows.map((row) => ({
        executedDate: date(row, 'executed_date'),
        marshalName: [text(row, 'marshal_first_name'), text(row, 'marshal_last_name')].filter(Boolean).join(' ') || null,
        docket: text(row, 'docket_number') ?? text(row, 'court_index_number'),
        apartmentNumber: text(row, 'eviction_apartment_number'),
        status: null,
      })),
      provenance,
    );
  }

  async taxLiens(): Promise<Lookup<TaxLienRecord[]>> {
    return missing('tax-liens');
  }

  async registrationOwners(): Promise<Lookup<RegistrationOwner[]>> {
    return missing('hpd-registrations', 'hpd-contacts');
  }

  async acrisDocuments(): Promise<Lookup<AcrisDocument[]>> {
    return missing('acris-legals', 'acris-master', 'acris-parties');
  }

  private toSale(row: SodaRow): SaleRecord | null {
    const saleDate = date(row, 'sale_date');
    const block = integer(row, 'block');
    const lot = integer(row, 'lot');
    const boroughText = text(row, 'borough')?.toUpperCase() ?? '';
    const digit = /^[1-5]$/.test(boroughText)
      ? boroughText
      : String(Object.values(BOROUGH_NAMES).indexOf(boroughText) + 1);
    if (saleDate === null || block === null || lot === null || digit === '0') return null;
    return {
      bbl: `${digit}${String(block).padStart(5, '0')}${String(lot).padStart(4, '0')}`,
      address: text(row, 'address'),
      apartmentNumber: text(row, 'apartment_number'),
      neighborhood: text(row, 'neighborhood'),
      buildingClassCategory: text(row, 'building_class_category'),
      buildingClassAtSale: text(row, 'building_class_at_time_of_sale'),
      taxClassAtSale: text(row, 'tax_class_at_time_of_sale'),
      totalUnits: integer(row, 'total_units'),
      landSquareFeet: integer(row, 'land_square_feet'),
      grossSquareFeet: integer(row, 'gross_square_feet'),
      yearBuilt: integer(row, 'year_built'),
      salePrice: number(row, 'sale_price'),
      saleDate,
      latitude: null,
      longitude: null,
    };
  }

  async sales(bbl: string): Promise<Lookup<SaleRecord[]>> {
    const { block, lot } = parts(bbl);
    const { rows, provenance } = await this.fetch(SODA_DATASETS.sales, {
      where: `borough=${soqlString(BOROUGH_NAMES[boroughOfBbl(bbl)]!)} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
      order: 'sale_date DESC',
      limit: ROW_LIMIT,
    });
    return found(rows.flatMap((row) => this.toSale(row) ?? []), provenance);
  }

  async blockNeighborhood(bbl: string): Promise<string | null> {
    const { block } = parts(bbl);
    const { rows } = await this.fetch(SODA_DATASETS.sales, {
      select: 'neighborhood, count(*) AS sales',
      where: `borough=${soqlString(BOROUGH_NAMES[boroughOfBbl(bbl)]!)} AND block=${soqlString(String(block))}`,
      group: 'neighborhood',
      order: 'sales DESC',
      limit: 1,
    });
    return rows[0] ? text(rows[0], 'neighborhood') : null;
  }

  async newestSaleDate(): Promise<string | null> {
    const { rows } = await this.fetch(SODA_DATASETS.sales, { select: 'max(sale_date) AS newest' });
    return rows[0] ? date(rows[0], 'newest') : null;
  }

  async comparableSales(query: ComparableQuery): Promise<Lookup<SaleRecord[]>> {
    const classFilter = query.buildingClass !== undefined
      ? `building_class_at_time_of_sale=${soqlString(query.buildingClass)}`
      : `building_class_category=${soqlString(query.buildingClassCategory ?? '')}`;
    const { rows, provenance } = await this.fetch(SODA_DATASETS.sales, {
      where: [
        `borough=${soqlString(BOROUGH_NAMES[query.borough] ?? query.borough)}`,
        `neighborhood=${soqlString(query.neighborhood)}`,
        classFilter,
        `sale_date between ${soqlString(`${query.from}T00:00:00`)} and ${soqlString(`${query.to}T23:59:59`)}`,
      ].join(' AND '),
      order: 'sale_date DESC',
      limit: 1_000,
    });
    const sales = rows.flatMap((row) => this.toSale(row) ?? []).filter((sale) => sale.bbl !== query.excludeBbl);
    return found(sales, provenance);
  }
}
