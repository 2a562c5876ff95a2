import {
  BOROUGH_NAMES,
  NOT_AVAILABLE,
  formatCurrency,
  formatNumber,
  formatPercent,
  formatSquareFeet,
  type Property,
} from '@rei/engine';
import { propertyTypeLabel as readablePropertyType } from '../shared/propertyTypeLabel';

/**
 * What the property detail page shows, as label/value rows formatted by the engine's
 * formatters. Missing values read 'N/A'; nothing is invented.
 */
export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

/** Text of a text field, or 'N/A' when missing or blank. */
export function textOrNA(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : NOT_AVAILABLE;
}

/** A year (no thousands separator), or 'N/A'. */
export function yearOrNA(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.trunc(value)) : NOT_AVAILABLE;
}

/** The building area a property reports: buildingArea, else bldgArea, else squareFeet. */
export function buildingAreaOf(property: Property): number | null {
  return property.buildingArea ?? property.bldgArea ?? property.squareFeet ?? null;
}

/** "Brooklyn, NY 11233" from whichever parts exist. */
export function cityLine(property: Pick<Property, 'city' | 'state' | 'zip'>): string {
  const stateZip = [property.state, property.zip].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return [property.city, stateZip].filter((part) => typeof part === 'string' && part.trim() !== '').join(', ');
}

/** Property type as people read it ('multi-family' → 'Multi-family'), or 'N/A'. */
export function propertyTypeLabel(value: string | null | undefined): string {
  return readablePropertyType(value) ?? NOT_AVAILABLE;
}

/** Borough display name ('Brooklyn') or 'N/A'. */
export function boroughLabel(property: Property): string {
  return property.borough ? BOROUGH_NAMES[property.borough] : NOT_AVAILABLE;
}

/** The six stat tiles under the detail page header, in order: type, year built, units, area, owner, tax class (spec 2 §2). */
export function statTiles(property: Property): DetailRow[] {
  return [
    { label: 'Property Type', value: propertyTypeLabel(property.propertyType) },
    { label: 'Year Built', value: yearOrNA(property.yearBuilt) },
    { label: 'Units', value: formatNumber(property.units) },
    { label: 'Building Area (sf)', value: formatNumber(buildingAreaOf(property)) },
    { label: 'Owner', value: textOrNA(property.ownerName) },
    { label: 'Tax Class', value: textOrNA(property.taxClass) },
  ];
}

/** Cap rate, cash-on-cash and monthly cash flow (header and Investment Analysis block). */
export function headlineMetrics(property: Property): DetailRow[] {
  return [
    { label: 'Cap Rate', value: formatPercent(property.capRate, 2) },
    { label: 'Cash-on-Cash', value: formatPercent(property.cashOnCash, 2) },
    { label: 'Monthly Cash Flow', value: formatCurrency(property.monthlyNetCashFlow) },
  ];
}

/** Overview tab: classification. */
export function classificationRows(property: Property): DetailRow[] {
  const buildingClass =
    property.buildingClass && property.buildingClassDescription
      ? `${property.buildingClass} — ${property.buildingClassDescription}`
      : textOrNA(property.buildingClass ?? property.buildingClassDescription);
  return [
    { label: 'Property Type', value: propertyTypeLabel(property.propertyType) },
    { label: 'Building Class', value: buildingClass },
    { label: 'Land Use', value: textOrNA(property.landUse) },
    { label: 'Tax Class', value: textOrNA(property.taxClass) },
    { label: 'BBL', value: textOrNA(property.bbl) },
  ];
}

/** Overview tab: physical specifications. */
export function physicalRows(property: Property): DetailRow[] {
  return [
    { label: 'Building Area', value: formatSquareFeet(buildingAreaOf(property)) },
    { label: 'Lot Area', value: formatSquareFeet(property.lotArea) },
    { label: 'Floors', value: formatNumber(property.numFloors) },
    { label: 'Owner', value: textOrNA(property.ownerName) },
  ];
}

/** Overview tab (and NYC Data tab): the four assessment figures. */
export function assessmentRows(property: Property): DetailRow[] {
  return [
    { label: 'Land Assessment', value: formatCurrency(property.assessLand) },
    { label: 'Total Assessment', value: formatCurrency(property.assessTotal) },
    { label: 'Exempt Land', value: formatCurrency(property.exemptLand) },
    { label: 'Exempt Total', value: formatCurrency(property.exemptTotal) },
  ];
}

/** Investment tab: the metrics dashboard. */
export function investmentRows(property: Property): DetailRow[] {
  return [
    { label: 'Cap Rate', value: formatPercent(property.capRate, 2) },
    { label: 'Cash-on-Cash Return', value: formatPercent(property.cashOnCash, 2) },
    { label: 'Monthly Cash Flow', value: formatCurrency(property.monthlyNetCashFlow) },
    { label: 'Annual Cash Flow', value: formatCurrency(property.annualNetCashFlow) },
    { label: 'Total Cash Invested', value: formatCurrency(property.totalCashInvested) },
    { label: 'Monthly Expenses', value: formatCurrency(property.monthlyExpenses) },
    { label: 'Monthly Rent', value: formatCurrency(property.monthlyRent) },
    { label: 'Purchase Price', value: formatCurrency(property.purchasePrice) },
  ];
}

/** Investment tab: the property breakdown. */
export function breakdownRows(property: Property): DetailRow[] {
  return [
    { label: 'Bedrooms', value: formatNumber(property.bedrooms) },
    { label: 'Bathrooms', value: formatNumber(property.bathrooms, { decimals: Number.isInteger(property.bathrooms ?? 0) ? 0 : 1 }) },
    { label: 'Floors', value: formatNumber(property.numFloors) },
    { label: 'Price per Sq Ft', value: formatCurrency(property.pricePerSqFt, { decimals: 2 }) },
    { label: 'Year Built', value: yearOrNA(property.yearBuilt) },
  ];
}

/** NYC Data tab: violations and permits. */
export function violationRows(property: Property): DetailRow[] {
  return [
    { label: 'HPD Violations', value: formatNumber(property.hpdViolations) },
    { label: 'ECB Violations', value: formatNumber(property.ecbViolations) },
    { label: '311 Complaints', value: formatNumber(property.complaints311) },
    { label: 'DOB Permits', value: formatNumber(property.dobPermits) },
  ];
}

/** NYC Data tab: zoning, land use and building classification. */
export function zoningRows(property: Property): DetailRow[] {
  return [
    { label: 'Zoning District 1', value: textOrNA(property.zoneDist1) },
    { label: 'Zoning District 2', value: textOrNA(property.zoneDist2) },
    { label: 'Land Use Code', value: textOrNA(property.landUse) },
    { label: 'Building Class', value: textOrNA(property.buildingClass) },
    { label: 'Class Description', value: textOrNA(property.buildingClassDescription) },
  ];
}

/** NYC Data tab: building details. */
export function buildingDetailRows(property: Property): DetailRow[] {
  return [
    { label: 'Residential Area', value: formatSquareFeet(property.resArea) },
    { label: 'Commercial Area', value: formatSquareFeet(property.comArea) },
    { label: 'Year Altered', value: yearOrNA(property.yearAlter1) },
    { label: 'BBL', value: textOrNA(property.bbl) },
  ];
}

/** Neighborhood tab: demographics from the census. */
export function demographicRows(property: Property): DetailRow[] {
  const census = property.censusData;
  return [
    { label: 'Population', value: formatNumber(census?.totalPopulation) },
    { label: 'Median Income', value: formatCurrency(census?.medianIncome) },
    { label: 'Housing Units', value: formatNumber(census?.totalHousingUnits) },
    { label: "Bachelor's Degree or Higher", value: formatPercent(census?.bachelorsDegree) },
  ];
}

/** Whether the property carries any neighborhood data (census, schools, crime or offenders). */
export function hasNeighborhoodData(property: Property): boolean {
  return Boolean(property.censusData || (property.schools?.length ?? 0) > 0 || property.crimeData || property.sexOffenderData);
}

/** Whether the strategy notes exist (otherwise 'Generate strategy in the calculator' is offered). */
export function hasStrategy(property: Property): boolean {
  const s = property.strategyStructured;
  const structured = Boolean(
    s && (s.zoningOpportunity || s.marketAdvantage || s.physicalAdvantage || s.riskAwareness || s.summaryBullets.length > 0),
  );
  return structured || textOrNA(property.strategyAdvice) !== NOT_AVAILABLE;
}

/** Schools shown on the Neighborhood tab. */
export const MAX_SCHOOLS_SHOWN = 4;
/** Water liens shown on the NYC Data tab. */
export const MAX_WATER_LIENS_SHOWN = 5;
