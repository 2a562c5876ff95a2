export { NYC_PLACES, STREET_TYPES, addressToSlug, slugToAddress } from './slug';
