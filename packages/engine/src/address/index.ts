/** Addresses: property route slugs. */
export { NYC_PLACES, STREET_TYPES, addressToSlug, slugToAddress } from './slug';
