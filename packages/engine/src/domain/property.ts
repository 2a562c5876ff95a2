import * as z from 'zod/mini';
import { boroughCodeSchema } from './borough';
import { entityId, maybeBoolean, maybeNumber, maybeText } from './fields';
import {
  evictionDetailsSchema,
  evictionFilingSchema,
  foreclosureDetailsSchema,
  probateDetailsSchema,
  taxLienDetailsSchema,
} from './legal';
import {
  censusDataSchema,
  comparablesSchema,
  crimeDataSchema,
  enhancedDataSchema,
  schoolDataSchema,
  sexOffenderDataSchema,
  waterLienSchema,
} from './neighborhood';

/**
 * Property types offered by the manual Add Property form, the CSV import and every screen that
 * names a property's type. A condominium is a unit owned by deed; a co-op is shares in a
 * corporation that owns the building (NYC's two ways of owning an apartment).
 */
export const PROPERTY_FORM_TYPES = ['single-family', 'multi-family', 'condominium', 'co-op', 'commercial', 'mixed-use', 'land', 'other'] as const;
export type PropertyFormType = (typeof PROPERTY_FORM_TYPES)[number];

/**
 * The AI/analyst strategy notes in structured form, as stored and answered: any note may be
 * missing, but `summaryBullets` is always a list (empty when there are none).
 */
export const strategyStructuredSchema = /* @__PURE__ */ (() => z.object({
  zoningOpportunity: maybeText(),
  marketAdvantage: maybeText(),
  physicalAdvantage: maybeText(),
  riskAwareness: maybeText(),
  summaryBullets: z._default(z.array(z.string()), []),
}))();
export type StrategyStructured = z.infer<typeof strategyStructuredSchema>;

/**
 * A property as the product shows it: the address, the investor's numbers, the NYC
 * records (PLUTO, violations, permits, sales) and legal records. Anything but the address
 * may be missing. Money in USD; percents in percent units (capRate 8.55 = 8.55 %);
 * areas in square feet. This is the property's one declaration: the API's answer is this
 * schema cut to the stored fields, and the screens take `Property`.
 */
export const propertySchema = /* @__PURE__ */ (() => z.object({
  id: z.nullish(entityId()),
  address: z.string().check(z.minLength(1)),
  city: maybeText(),
  state: maybeText(),
  zip: maybeText(),
  propertyType: maybeText(),
  units: maybeNumber(),
  // investment metrics
  capRate: maybeNumber(),
  purchasePrice: maybeNumber(),
  annualNOI: maybeNumber(),
  monthlyRent: maybeNumber(),
  monthlyNetCashFlow: maybeNumber(),
  annualNetCashFlow: maybeNumber(),
  cashOnCash: maybeNumber(),
  totalCashInvested: maybeNumber(),
  monthlyExpenses: maybeNumber(),
  rehabCost: maybeNumber(),
  arv: maybeNumber(),
  profit: maybeNumber(),
  imageUrl: maybeText(),
  metricsCalculated: z._default(z.boolean(), false),
  metricsError: maybeText(),
  // NYC records
  bbl: maybeText(),
  borough: z.nullish(boroughCodeSchema),
  squareFeet: maybeNumber(),
  buildingArea: maybeNumber(),
  estimatedValue: maybeNumber(),
  yearBuilt: maybeNumber(),
  marketValue: maybeNumber(),
  ownerName: maybeText(),
  ownerStatus: maybeText(),
  buildingClass: maybeText(),
  buildingClassDescription: maybeText(),
  latitude: maybeNumber(),
  longitude: maybeNumber(),
  bldgArea: maybeNumber(),
  lotArea: maybeNumber(),
  numFloors: maybeNumber(),
  landUse: maybeText(),
  taxClass: maybeText(),
  assessLand: maybeNumber(),
  assessTotal: maybeNumber(),
  exemptLand: maybeNumber(),
  exemptTotal: maybeNumber(),
  resArea: maybeNumber(),
  comArea: maybeNumber(),
  yearAlter1: maybeNumber(),
  zoneDist1: maybeText(),
  zoneDist2: maybeText(),
  hpdViolations: maybeNumber(),
  ecbViolations: maybeNumber(),
  complaints311: maybeNumber(),
  dobPermits: maybeNumber(),
  bedrooms: maybeNumber(),
  bathrooms: maybeNumber(),
  pricePerSqFt: maybeNumber(),
  lastSaleDate: maybeText(),
  lastSalePrice: maybeNumber(),
  // legal records, flat (legacy) form
  evictionCount: maybeNumber(),
  evictionFilings: z.nullish(z.array(evictionFilingSchema)),
  /** Legacy name for the eviction count in older records. */
  violationCount: maybeNumber(),
  taxLienAmount: maybeNumber(),
  taxLienDate: maybeText(),
  taxLienStatus: maybeText(),
  /** Legacy flag: taxes are delinquent (implies a 15,000 USD lien when no amount is known). */
  delinquentTaxes: maybeBoolean(),
  foreclosureStatus: maybeText(),
  foreclosureCreditor: maybeText(),
  /** Legacy name for the foreclosing creditor. */
  lender: maybeText(),
  foreclosureAmount: maybeNumber(),
  foreclosureDate: maybeText(),
  /** Legacy flag: the mortgage is in default (implies 'Pre-Foreclosure Notice'). */
  mortgageDefault: maybeBoolean(),
  probateStatus: maybeText(),
  probateCaseNumber: maybeText(),
  probatePetitioner: maybeText(),
  probateDate: maybeText(),
  // legal records, structured form (preferred over the flat fields when present)
  evictionDetails: z.nullish(evictionDetailsSchema),
  foreclosureDetails: z.nullish(foreclosureDetailsSchema),
  taxLienDetails: z.nullish(taxLienDetailsSchema),
  probateDetails: z.nullish(probateDetailsSchema),
  // neighborhood and enrichment
  censusData: z.nullish(censusDataSchema),
  schools: z.nullish(z.array(schoolDataSchema)),
  crimeData: z.nullish(crimeDataSchema),
  sexOffenderData: z.nullish(sexOffenderDataSchema),
  waterLiens: z.nullish(z.array(waterLienSchema)),
  enhancedData: z.nullish(enhancedDataSchema),
  comparables: z.nullish(comparablesSchema),
  // analysis text
  strategyStructured: z.nullish(strategyStructuredSchema),
  strategyAdvice: maybeText(),
  propertyNarrative: maybeText(),
}))();
export type Property = z.infer<typeof propertySchema>;
/** What callers may pass (defaults not yet applied). */
export type PropertyInput = z.input<typeof propertySchema>;
