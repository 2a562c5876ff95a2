import type {
  EvictionDetails,
  EvictionFiling,
  ForeclosureDetails,
  ProbateDetails,
  TaxLienDetails,
} from '../../domain/legal';
import type { Property } from '../../domain/property';

/** Lien amount assumed when old records only carry a delinquent-tax flag, USD. */
export const DELINQUENT_TAX_LIEN_AMOUNT = 15_000;
/** Foreclosure status assumed when old records only carry a mortgage-default flag. */
export const MORTGAGE_DEFAULT_STATUS = 'Pre-Foreclosure Notice';
/** Probate status assumed when the owner is recorded as an estate. */
export const ESTATE_PROBATE_STATUS = 'Pending';

export const LEGAL_KINDS = ['eviction', 'foreclosure', 'taxLien', 'probate'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** A status pill on a property card; one per kind of record that exists. */
export interface LegalPill {
  readonly kind: LegalKind;
  readonly label: string;
  readonly status: string;
}

/** Summary badges, in display order. 'Clear Legal Status' only when no record exists. */
export const LEGAL_BADGES = ['Pre-Foreclosure', 'Tax Lien', 'Eviction History', 'Probate', 'Clear Legal Status'] as const;
export type LegalBadge = (typeof LEGAL_BADGES)[number];

export interface LegalStatus {
  readonly evictionDetails?: EvictionDetails;
  readonly foreclosureDetails?: ForeclosureDetails;
  readonly taxLienDetails?: TaxLienDetails;
  readonly probateDetails?: ProbateDetails;
  readonly pills: readonly LegalPill[];
  readonly badges: readonly LegalBadge[];
  /** True when any eviction, foreclosure, tax-lien or probate record exists. */
  readonly hasLegalIssues: boolean;
  /** True only for the Sample Properties demo (`mockLegalRules`); real data is always false. */
  readonly isSample: boolean;
}

/** The property fields the legal status reads (structured details first, then the flat legacy fields). */
export type LegalSource = Partial<
  Pick<
    Property,
    | 'evictionDetails'
    | 'foreclosureDetails'
    | 'taxLienDetails'
    | 'probateDetails'
    | 'evictionCount'
    | 'violationCount'
    | 'taxLienAmount'
    | 'taxLienDate'
    | 'taxLienStatus'
    | 'delinquentTaxes'
    | 'foreclosureStatus'
    | 'foreclosureCreditor'
    | 'lender'
    | 'foreclosureAmount'
    | 'foreclosureDate'
    | 'mortgageDefault'
    | 'probateStatus'
    | 'probateCaseNumber'
    | 'probatePetitioner'
    | 'probateDate'
    | 'ownerStatus'
    | 'ownerName'
  >
> & { readonly evictionFilings?: readonly EvictionFiling[] | null };

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function positiveNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function evictionFrom(p: LegalSource): EvictionDetails | undefined {
  if (p.evictionDetails && p.evictionDetails.count > 0) return p.evictionDetails;
  const count = positiveNumber(p.evictionCount) ? p.evictionCount : positiveNumber(p.violationCount) ? p.violationCount : 0;
  const filings = [...(p.evictionFilings ?? [])];
  const total = Math.max(Math.trunc(count), filings.length);
  return total > 0 ? { count: total, filings } : undefined;
}

function foreclosureFrom(p: LegalSource): ForeclosureDetails | undefined {
  if (p.foreclosureDetails) return p.foreclosureDetails;
  const status = hasText(p.foreclosureStatus) ? p.foreclosureStatus : p.mortgageDefault === true ? MORTGAGE_DEFAULT_STATUS : null;
  if (status === null) return undefined;
  return {
    status,
    creditor: hasText(p.foreclosureCreditor) ? p.foreclosureCreditor : hasText(p.lender) ? p.lender : null,
    debtor: hasText(p.ownerName) ? p.ownerName : null,
    lienAmount: positiveNumber(p.foreclosureAmount) ? p.foreclosureAmount : null,
    noticeDate: p.foreclosureDate ?? null,
  };
}

function taxLienFrom(p: LegalSource): TaxLienDetails | undefined {
  if (p.taxLienDetails) return p.taxLienDetails;
  const amount = positiveNumber(p.taxLienAmount) ? p.taxLienAmount : p.delinquentTaxes === true ? DELINQUENT_TAX_LIEN_AMOUNT : null;
  if (amount === null && !hasText(p.taxLienStatus)) return undefined;
  return {
    lienAmount: amount,
    filedDate: p.taxLienDate ?? null,
    collector: null,
    taxYear: null,
    status: hasText(p.taxLienStatus) ? p.taxLienStatus : 'Outstanding',
  };
}

function probateFrom(p: LegalSource): ProbateDetails | undefined {
  if (p.probateDetails) return p.probateDetails;
  const estate = hasText(p.ownerStatus) && p.ownerStatus.trim().toLowerCase() === 'estate';
  const status = hasText(p.probateStatus) ? p.probateStatus : estate ? ESTATE_PROBATE_STATUS : null;
  if (status === null) return undefined;
  return {
    status,
    source: null,
    caseNumber: p.probateCaseNumber ?? null,
    petitioner: p.probatePetitioner ?? null,
    dateFiled: p.probateDate ?? null,
    courtName: null,
    deceasedName: null,
  };
}

function assemble(
  details: {
    evictionDetails?: EvictionDetails | undefined;
    foreclosureDetails?: ForeclosureDetails | undefined;
    taxLienDetails?: TaxLienDetails | undefined;
    probateDetails?: ProbateDetails | undefined;
  },
  isSample: boolean,
): LegalStatus {
  const { evictionDetails, foreclosureDetails, taxLienDetails, probateDetails } = details;
  const pills: LegalPill[] = [];
  const badges: LegalBadge[] = [];
  if (foreclosureDetails) {
    pills.push({ kind: 'foreclosure', label: 'Foreclosure', status: foreclosureDetails.status });
    badges.push('Pre-Foreclosure');
  }
  if (taxLienDetails) {
    pills.push({ kind: 'taxLien', label: 'Tax Lien', status: taxLienDetails.status });
    badges.push('Tax Lien');
  }
  if (evictionDetails) {
    const latest = evictionDetails.filings.find((f) => hasText(f.status))?.status;
    pills.push({
      kind: 'eviction',
      label: evictionDetails.count === 1 ? '1 Eviction' : `${evictionDetails.count} Evictions`,
      status: hasText(latest) ? latest : 'On Record',
    });
    badges.push('Eviction History');
  }
  if (probateDetails) {
    pills.push({ kind: 'probate', label: 'Probate', status: probateDetails.status });
    badges.push('Probate');
  }
  const hasLegalIssues = pills.length > 0;
  if (!hasLegalIssues) badges.push('Clear Legal Status');
  return {
    ...(evictionDetails ? { evictionDetails } : {}),
    ...(foreclosureDetails ? { foreclosureDetails } : {}),
    ...(taxLienDetails ? { taxLienDetails } : {}),
    ...(probateDetails ? { probateDetails } : {}),
    pills,
    badges,
    hasLegalIssues,
    isSample,
  };
}

/**
 * The legal status of a property from its records: eviction, foreclosure, tax-lien and
 * probate details, one pill per kind found, summary badges and whether any issue exists.
 *
 * Structured details win; otherwise the flat (legacy) fields are mapped:
 * - evictions: `evictionCount`, else `violationCount` (with `evictionFilings`);
 * - tax lien: `taxLienAmount`, else 15,000 when `delinquentTaxes` is set; status defaults to 'Outstanding';
 * - foreclosure: `foreclosureStatus`, else 'Pre-Foreclosure Notice' when `mortgageDefault` is set;
 *   creditor is `foreclosureCreditor`, else `lender`;
 * - probate: `probateStatus`, else 'Pending' when the owner status is 'Estate'.
 *
 * Badges: 'Pre-Foreclosure', 'Tax Lien', 'Eviction History', 'Probate' for each record
 * found, or 'Clear Legal Status' when none (probate gets its own badge so a property in
 * probate is never shown as clear). Never invents data: see `mockLegalRules` for the demo.
 *
 * @example
 * legalStatus({ delinquentTaxes: true }).taxLienDetails?.lienAmount // 15000
 * legalStatus({}).badges // ['Clear Legal Status']
 */
export function legalStatus(property: LegalSource): LegalStatus {
  return assemble(
    {
      evictionDetails: evictionFrom(property),
      foreclosureDetails: foreclosureFrom(property),
      taxLienDetails: taxLienFrom(property),
      probateDetails: probateFrom(property),
    },
    false,
  );
}

/** Purchase price above which the demo invents foreclosure and tax-lien records, USD. */
export const SAMPLE_LEGAL_PRICE_THRESHOLD = 700_000;

/** What the demo rule reads. */
export interface SampleLegalInput extends LegalSource {
  readonly purchasePrice?: number | null;
  readonly city?: string | null;
  readonly borough?: string | null;
}

const SAMPLE_FORECLOSURE: ForeclosureDetails = {
  creditor: 'Sample Savings Bank (demo)',
  debtor: null,
  lienAmount: 485_000,
  noticeDate: '2024-03-15',
  status: 'Pre-Foreclosure Notice Filed',
};

const SAMPLE_TAX_LIEN: TaxLienDetails = {
  lienAmount: 23_750,
  filedDate: '2023-11-01',
  collector: 'Sample Lien Servicer (demo)',
  taxYear: 2023,
  status: 'Outstanding',
};

/**
 * DEMO ONLY — for the Legal Status page's "Sample Properties" tab and for stories.
 * Never apply to a real property. A purchase price above 700,000 or a Bronx city (or
 * borough) adds a sample foreclosure and a sample tax lien to whatever the property's
 * own records show; the result is marked `isSample: true`.
 *
 * @example
 * mockLegalRules({ purchasePrice: 850_000 }).badges // ['Pre-Foreclosure', 'Tax Lien']
 */
export function mockLegalRules(property: SampleLegalInput): LegalStatus {
  const real = legalStatus(property);
  const bronx =
    property.city?.trim().toLowerCase() === 'bronx' || property.borough === 'BX' || property.borough?.toLowerCase() === 'bronx';
  const pricey = typeof property.purchasePrice === 'number' && property.purchasePrice > SAMPLE_LEGAL_PRICE_THRESHOLD;
  if (!bronx && !pricey) return { ...real, isSample: true };
  return assemble(
    {
      evictionDetails: real.evictionDetails,
      probateDetails: real.probateDetails,
      foreclosureDetails: { ...SAMPLE_FORECLOSURE, debtor: property.ownerName ?? null },
      taxLienDetails: SAMPLE_TAX_LIEN,
    },
    true,
  );
}

/** A property of the Sample Properties tab. All names and numbers are invented. */
export interface SampleLegalProperty extends SampleLegalInput {
  readonly id: number;
  readonly address: string;
  readonly state: string;
  readonly zip: string;
}

/** DEMO ONLY — invented properties for the Sample Properties tab (run through `mockLegalRules`). */
export const SAMPLE_LEGAL_PROPERTIES: readonly SampleLegalProperty[] = [
  {
    id: 9001,
    address: '1457 Grand Concourse',
    city: 'Bronx',
    state: 'NY',
    zip: '10452',
    borough: 'BX',
    purchasePrice: 640_000,
    ownerName: 'Sample Owner LLC (demo)',
    evictionCount: 2,
    evictionFilings: [
      { executedDate: '2023-06-12', marshalName: 'Sample Marshal (demo)', docket: 'DEMO-0001', apartmentNumber: '4B', status: 'Executed' },
    ],
  },
  {
    id: 9002,
    address: '218 West 88th Street',
    city: 'New York',
    state: 'NY',
    zip: '10024',
    borough: 'MN',
    purchasePrice: 1_850_000,
    ownerName: 'Demo Holdings Corp (demo)',
  },
  {
    id: 9003,
    address: '75-12 37th Avenue',
    city: 'Jackson Heights',
    state: 'NY',
    zip: '11372',
    borough: 'QN',
    purchasePrice: 545_000,
    ownerStatus: 'Estate',
    probateCaseNumber: 'DEMO-2024-117',
  },
  {
    id: 9004,
    address: '412 Bay Ridge Parkway',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11209',
    borough: 'BK',
    purchasePrice: 489_000,
  },
];
