import * as z from 'zod/mini';
import { maybeNumber, maybeText } from './fields';

/** Census figures for the property's tract. `medianIncome` in USD a year. */
export const censusDataSchema = /* @__PURE__ */ (() => z.object({
  totalPopulation: maybeNumber(),
  medianIncome: maybeNumber(),
  totalHousingUnits: maybeNumber(),
  /** Residents 25+ holding a bachelor's degree or higher, in percent units. */
  bachelorsDegree: maybeNumber(),
  /** People per square mile. */
  populationDensity: maybeNumber(),
  transportation: z.nullish(z.object({
      /** Commuters using public transit (count or share, > 0 means transit is used). */
      publicTransit: maybeNumber(),
    })),
}))();
export type CensusData = z.infer<typeof censusDataSchema>;

/** A school near the property. */
export const schoolDataSchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  address: maybeText(),
  grades: maybeText(),
  type: maybeText(),
}))();
export type SchoolData = z.infer<typeof schoolDataSchema>;

/** Reported crimes around the property. `radius` in miles. */
export const crimeDataSchema = /* @__PURE__ */ (() => z.object({
  totalCrimes: z.number().check(z.minimum(0)),
  year: z.nullish(z.number().check(z.int())),
  radius: maybeNumber(),
}))();
export type CrimeData = z.infer<typeof crimeDataSchema>;

/** Registered sex offenders nearby. */
export const sexOffenderDataSchema = /* @__PURE__ */ (() => z.object({
  total: z.number().check(z.int(), z.minimum(0)),
}))();
export type SexOffenderData = z.infer<typeof sexOffenderDataSchema>;

/** A water/sewer lien. `amount` in USD. */
export const waterLienSchema = /* @__PURE__ */ (() => z.object({
  amount: maybeNumber(),
  type: maybeText(),
  period: maybeText(),
  status: maybeText(),
}))();
export type WaterLien = z.infer<typeof waterLienSchema>;

/** Extra information gathered from several sources. */
export const enhancedDataSchema = /* @__PURE__ */ (() => z.object({
  sources: z.nullish(z.number().check(z.int(), z.minimum(0))),
  lastUpdated: maybeText(),
  additionalInfo: z._default(z.array(z.object({ title: z.string(), url: maybeText(), content: maybeText() })), []),
}))();
export type EnhancedData = z.infer<typeof enhancedDataSchema>;

/** A comparable sale. `salePrice` in USD, `distance` in miles, areas in square feet. */
export const comparableSchema = /* @__PURE__ */ (() => z.object({
  address: z.string(),
  saleDate: maybeText(),
  salePrice: maybeNumber(),
  buildingArea: maybeNumber(),
  squareFeet: maybeNumber(),
  distance: maybeNumber(),
  buildingClass: maybeText(),
  units: maybeNumber(),
  bedrooms: maybeNumber(),
  lotSize: maybeNumber(),
  taxClass: maybeText(),
  yearBuilt: maybeNumber(),
}))();
export type Comparable = z.infer<typeof comparableSchema>;

/** The search's own account of the comparables it found. */
export const comparablesAnalysisSchema = /* @__PURE__ */ (() => z.object({
  totalFound: maybeNumber(),
  afterFiltering: maybeNumber(),
}))();

/** Comparables arrive either as a plain list or as a list with the search's analysis. */
export const comparablesSchema = /* @__PURE__ */ (() => z.union([
  z.array(comparableSchema),
  z.object({ comparables: z.array(comparableSchema), analysis: z.nullish(comparablesAnalysisSchema) }),
]))();
export type Comparables = z.infer<typeof comparablesSchema>;
