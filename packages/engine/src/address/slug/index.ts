export { NYC_PLACES, STREET_TYPES, addressToSlug, propertySlug, propertySlugParts, slugToAddress, type PropertySlugParts } from './slug';
