export {
  BUILDING_CLASS_FAMILIES,
  GROSS_RENT_MULTIPLIERS,
  MARKET_RENT_CONFIDENCE_WEIGHTS,
  MARKET_RENT_DEFAULT_BAND,
  MARKET_RENT_FULL_COMPARABLES,
  MARKET_RENT_MIN_SPREAD_COMPARABLES,
  MARKET_VALUE_BASES,
  buildingClassFamily,
  estimateMarketRent,
  marketRentComparableSchema,
  marketRentInputSchema,
  marketRentResultSchema,
  type BuildingClassFamily,
  type GrmArea,
  type MarketRentComparable,
  type MarketRentEstimate,
  type MarketRentInput,
  type MarketValueBasis,
} from './marketRent';
export { isRentOutsideMarketBand, type MarketRentBand } from './isRentOutsideMarketBand';
export {
  NEIGHBORHOOD_MIN_COMPARABLES,
  boroughWideComparablesFallback,
  marketRentFacts,
  type MarketRentFacts,
  type MarketRentLotFacts,
  type MarketRentPropertyFacts,
} from './marketRentFacts';
