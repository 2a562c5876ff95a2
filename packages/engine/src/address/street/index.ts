export { DIRECTION_ABBREVIATIONS, STREET_TYPE_ABBREVIATIONS, STREET_TYPE_NAMES } from './streetWords';
export { displayStreetAddress } from './displayStreetAddress';
export { normalizeStreetAddress } from './normalizeStreetAddress';
export { addressLabel, parseAddressQuery, type ParsedAddressQuery } from './parseAddressQuery';
export { FALLBACK_TYPES, canonicalStreet, manhattanStreetAliases, nycStreetText, streetTypeVariants, streetWithoutType } from './canonicalStreet';
