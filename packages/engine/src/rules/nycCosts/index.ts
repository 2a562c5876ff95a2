export {
  NYC_BUILDING_CLASS_PROPERTY_KINDS,
  NYC_PROPERTY_KINDS,
  NYC_RESIDENTIAL_PROPERTY_KINDS,
  isResidentialNycKind,
  nycPropertyKindForBuildingClass,
  type NycPropertyKind,
} from './nycPropertyKind';
export {
  NYC_CLOSING_COST_ESTIMATES,
  NYC_MORTGAGE_RECORDING_TAX_RATES,
  NYC_RPTT_RATES,
  NYS_MANSION_TAX_RATES,
  NYS_TRANSFER_TAX_RATES,
  type NycRateStep,
} from './nycCostRates';
export {
  NYC_COST_LINE_KEYS,
  NYC_COST_SIDES,
  nycClosingCostsInputSchema,
  nycClosingCostsResultSchema,
  nycCostLineSchema,
  nycSellingCostsInputSchema,
  nycSellingCostsResultSchema,
  type NycClosingCosts,
  type NycClosingCostsInput,
  type NycCostLine,
  type NycCostLineKey,
  type NycCostSide,
  type NycSellingCosts,
  type NycSellingCostsInput,
} from './nycCosts.schema';
export { nycClosingCosts } from './nycClosingCosts';
export { nycSellingCosts } from './nycSellingCosts';
export {
  NYC_ASSESSMENT_RATIOS,
  NYC_PROPERTY_TAX_BASES,
  NYC_PROPERTY_TAX_RATES,
  NYC_TAX_CLASSES,
  latestNycTaxFiscalYear,
  nycPropertyTax,
  nycPropertyTaxInputSchema,
  nycPropertyTaxResultSchema,
  type NycPropertyTax,
  type NycPropertyTaxBasis,
  type NycPropertyTaxInput,
  type NycTaxClass,
  type NycTaxFiscalYear,
} from './nycPropertyTax';
