export { prefilledProperty, sourceText, tabPrefill, withPrefill, type PrefillSources, type TabPrefill } from './calculatorPrefill';
export { PrefillSourcesProvider, usePrefillSource, usePrefillSources } from './PrefillSourcesContext';
export { PrefillSourceTag } from './PrefillSourceTag';
