/** Addresses: property route slugs, and street normalisation for search and NYC matching. */
export { NYC_PLACES, STREET_TYPES, addressToSlug, propertySlug, propertySlugParts, slugToAddress, type PropertySlugParts } from './slug';
export {
  DIRECTION_ABBREVIATIONS,
  FALLBACK_TYPES,
  STREET_TYPE_ABBREVIATIONS,
  STREET_TYPE_NAMES,
  addressLabel,
  canonicalStreet,
  displayStreetAddress,
  manhattanStreetAliases,
  normalizeStreetAddress,
  nycStreetText,
  parseAddressQuery,
  streetTypeVariants,
  streetWithoutType,
  type ParsedAddressQuery,
} from './street';
