/**
 * Properties known from NYC public data: a stored property with its public record attached,
 * or a lot that exists only in the record (search by address or BBL).
 */
import { propertyTypeOfBuildingClass } from '@rei/engine';
import type { NycPropertyData, PropertyResponse, PropertySearchResponse } from '../contract';
import type { Database } from '../db/client';
import { findVisibleByBbl } from '../db/queries/properties';
import { notFound } from '../errors';
import { boroughName } from '../nyc/address/addressRow';
import { resolveAddress, resolveAddressWithBoroughs, resolveBbl, unitSuffix, type ResolvedAddress } from '../nyc/address/resolve';
import type { BoroughCode } from '@rei/engine';
import { nycPropertyData } from '../nyc/enrichment';
import { isDemoBbl } from '../db/queries/demoLots';
import { buildingClassDescription } from '../nyc/enrichment/buildingClasses';
import type { SodaConfig } from '../nyc/soda/client';
import { limitedToPlan } from '../nyc/enrichment/enrichmentLevel';
import { viewerOrganizationIds } from './organizationScope';
import { enrichmentTierOf } from './subscription';
import { PROPERTY_NOT_FOUND, toPropertyResponse } from './propertyValues';

/**
 * A stored property with its public record as `caller`'s plan shows it (`limitedForCaller`): by
 * its BBL, else by resolving its address. A demo property is fictional: it reads only its own
 * demo-range lot (`isDemoBbl`), never a real lot its made-up address or an older demo BBL
 * happens to match.
 */
export async function withNycData(
  db: Database,
  property: PropertyResponse,
  soda: SodaConfig | null,
  caller: { readonly id: number } | null,
): Promise<PropertySearchResponse> {
  let bbl = property.bbl;
  if (property.isDemo) {
    bbl = isDemoBbl(bbl) ? bbl : null;
  } else if (!bbl) {
    const text = [property.address, property.city, property.zip].filter(Boolean).join(', ');
    bbl = (await resolveAddress(db, text))?.bbl ?? null;
  }
  const nycData = bbl ? await nycPropertyData(db, bbl, soda) : null;
  return limitedForCaller(db, { ...property, source: property.isDemo ? 'demo' : 'portfolio', nycData }, caller);
}

/**
 * A property answer as its caller's plan shows it: the public record's blocks above the plan's
 * enrichment level left out and named with the plan that adds them (a visitor sees Scout's).
 */
export async function limitedForCaller(
  db: Database,
  answer: PropertySearchResponse,
  caller: { readonly id: number } | null,
): Promise<PropertySearchResponse> {
  return limitedToPlan(answer, await enrichmentTierOf(db, caller));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The property type of a DOF/PLUTO building class: the engine's (condominium and co-op classes included). */
export { propertyTypeOfBuildingClass };

/**
 * A lot known only from the public record, as a property (the property fields filled from the
 * data; nothing stored, so id, userId and organizationId are null). The purchase price is the
 * last market sale; market value, rent and metrics are unknown.
 */
export function propertyFromNycData(
  data: NycPropertyData,
  place: { address: string; zip: string | null },
): PropertySearchResponse {
  const lot = data.lot;
  // Without PLUTO, the newest market sale still records the building (DOF's own figures).
  const sale = data.lastSale;
  const buildingArea = lot?.buildingArea ?? sale?.grossSquareFeet ?? null;
  const buildingClass = lot?.buildingClass ?? sale?.buildingClass ?? null;
  const hpdImported = data.violations?.provenance.some((p) => p.dataset.endsWith('hpd-violations') || p.dataset === 'soda:wvxf-dwi5') ?? false;
  const ecbImported = data.violations?.provenance.some((p) => p.dataset.endsWith('ecb-violations') || p.dataset === 'soda:6bgk-3dad') ?? false;
  const price = data.lastSale?.price ?? null;
  const now = new Date().toISOString();
  return {
    id: null, userId: null, organizationId: null, isDemo: false, source: 'nyc', nycData: data,
    address: place.address, city: boroughName(data.borough), state: 'NY', zip: place.zip ?? lot?.zipCode ?? null,
    propertyType: propertyTypeOfBuildingClass(buildingClass), units: lot?.unitsTotal ?? sale?.totalUnits ?? null,
    capRate: null, purchasePrice: price, annualNOI: null, monthlyRent: null, monthlyNetCashFlow: null, cashOnCash: null,
    rehabCost: null, arv: null, profit: null, imageUrl: null, metricsCalculated: false, metricsError: null, assumptions: [],
    bbl: data.bbl, squareFeet: buildingArea, buildingArea, estimatedValue: null,
    yearBuilt: lot?.yearBuilt ?? sale?.yearBuilt ?? null, marketValue: null, ownerName: data.owners.find((o) => o.role !== 'managing-agent')?.name ?? null,
    buildingClass, buildingClassDescription: lot?.buildingClassDescription ?? buildingClassDescription(buildingClass),
    latitude: lot?.latitude ?? null, longitude: lot?.longitude ?? null, bldgArea: buildingArea,
    lotArea: lot?.lotArea ?? sale?.landSquareFeet ?? null, numFloors: lot?.numFloors ?? null, landUse: lot?.landUse ?? null,
    taxClass: sale?.taxClass ?? null,
    assessLand: lot?.assessLand ?? null, assessTotal: lot?.assessTotal ?? null, exemptLand: lot?.exemptLand ?? null,
    exemptTotal: lot?.exemptTotal ?? null, resArea: lot?.residentialArea ?? null, comArea: lot?.commercialArea ?? null,
    yearAlter1: lot?.yearAltered1 ?? null, zoneDist1: lot?.zoneDist1 ?? null, zoneDist2: lot?.zoneDist2 ?? null,
    hpdViolations: hpdImported ? data.violations!.hpd.open : null,
    ecbViolations: ecbImported ? data.violations!.ecb.open : null,
    complaints311: data.complaints311?.total ?? null,
    dobPermits: data.permits?.total ?? null,
    bedrooms: null, bathrooms: null,
    pricePerSqFt: price !== null && buildingArea ? round2(price / buildingArea) : null,
    borough: data.borough,
    annualNetCashFlow: null, totalCashInvested: null, monthlyExpenses: null,
    lastSaleDate: data.lastSale?.date ?? null, lastSalePrice: price,
    evictionCount: data.evictionDetails?.count ?? null,
    evictionFilings: data.evictionDetails?.filings ?? null,
    taxLienAmount: data.taxLienDetails?.lienAmount ?? null,
    taxLienDate: data.taxLienDetails?.filedDate ?? null,
    taxLienStatus: data.taxLienDetails?.status ?? null,
    foreclosureStatus: data.foreclosureDetails?.status ?? null,
    foreclosureCreditor: data.foreclosureDetails?.creditor ?? null,
    foreclosureAmount: data.foreclosureDetails?.lienAmount ?? null,
    foreclosureDate: data.foreclosureDetails?.noticeDate ?? null,
    probateStatus: null, probateCaseNumber: null, probatePetitioner: null, probateDate: null, ownerStatus: null,
    strategyStructured: null, strategyAdvice: null, propertyNarrative: null,
    createdAt: now, updatedAt: now,
  };
}

/** "30-85 VERNON BOULEVARD, 3C": the house, the street and the unit. */
export function streetAddress(resolved: ResolvedAddress): string {
  return [resolved.houseNumber, resolved.streetName].filter(Boolean).join(' ') + unitSuffix(resolved.unit);
}

/** A found lot as a property, with its unit (the condominium unit it is, or the apartment asked). */
export function propertyOfLot(data: NycPropertyData, resolved: ResolvedAddress): PropertySearchResponse {
  return { ...propertyFromNycData(data, { address: streetAddress(resolved), zip: resolved.zipCode }), unit: resolved.unit };
}

/** "WEST 74 STREET" → "West 74 Street". */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

/** "Manhattan", "Manhattan and Brooklyn", "Manhattan, Brooklyn and Queens". */
function boroughList(boroughs: readonly BoroughCode[]): string {
  const names = boroughs.map(boroughName);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What to tell a person whose address names no borough and is found in several: the address,
 * the boroughs, and the text typed with the first borough added, to copy.
 *
 * @example
 * ambiguousAddressMessage('350 5th Avenue', example, ['MN', 'BK'])
 * // "350 5 Avenue is in Manhattan and Brooklyn — add the borough, e.g. '350 5th Avenue, Manhattan'"
 */
export function ambiguousAddressMessage(typed: string, example: ResolvedAddress, boroughs: readonly BoroughCode[]): string {
  const address = titleCase(streetAddress(example));
  return `${address} is in ${boroughList(boroughs)} — add the borough, e.g. '${typed.trim()}, ${boroughName(boroughs[0]!)}'`;
}

/**
 * A lot found by address text in the public record, as a property. 404 when the text resolves
 * to no lot; when it names no borough and the address is in several, the 404 names them and
 * asks for one (404, not 409: nothing conflicts with the server's state — the text alone finds
 * no single lot, and the same request with a borough added succeeds).
 */
export async function nycPropertyAtAddress(
  db: Database,
  text: string,
  soda: SodaConfig | null,
): Promise<PropertySearchResponse> {
  const { resolved, boroughs, example } = await resolveAddressWithBoroughs(db, text);
  if (!resolved && example && boroughs.length > 1) throw notFound(ambiguousAddressMessage(text, example, boroughs));
  if (!resolved) throw notFound(PROPERTY_NOT_FOUND);
  const data = await nycPropertyData(db, resolved.bbl, soda);
  return propertyOfLot(data, resolved);
}

/**
 * GET /api/properties/bbl/{bbl}: the caller's (or a demo) property on the lot with its public
 * record, else the lot from the public record; 404 when neither the properties nor the record
 * know the BBL.
 */
export async function propertyByBbl(
  db: Database,
  viewer: { readonly id: number } | null,
  bbl: string,
  soda: SodaConfig | null,
  /** The apartment a link names (`?unit=`); a condominium unit's lot names its own unit instead. */
  apartment: string | null = null,
): Promise<PropertySearchResponse> {
  const organizationIds = viewer !== null ? await viewerOrganizationIds(db, viewer) : [];
  const stored = await findVisibleByBbl(db, bbl, organizationIds);
  if (stored) return withNycData(db, toPropertyResponse(stored), soda, viewer);
  const [found, data] = await Promise.all([resolveBbl(db, bbl), nycPropertyData(db, bbl, soda)]);
  const asked = apartment?.toUpperCase() ?? null;
  const resolved =
    found && found.unit === null && asked !== null ? { ...found, unit: { designator: asked, kind: 'apartment' as const, asked } } : found;
  if (resolved) return propertyOfLot(data, resolved);
  if (data.lot?.address) return propertyFromNycData(data, { address: data.lot.address, zip: data.lot.zipCode });
  throw notFound(PROPERTY_NOT_FOUND);
}
