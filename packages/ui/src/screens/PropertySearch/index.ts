export { PropertySearchScreen, type PropertySearchScreenProps } from './PropertySearchScreen';
export { DEFAULT_ENRICHMENT_STEPS, SEARCH_TEXT } from './searchText';
export { SearchNotFoundPanel, type SearchNotFound, type SearchNotFoundPanelProps, type SearchNotFoundReason } from './SearchNotFound';
