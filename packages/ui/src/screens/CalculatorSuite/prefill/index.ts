export { PREFILL_PROMPTS, prefilledProperty, shownSource, sourceText, tabPrefill, withPrefill, YOUR_INPUT, type PrefillSources, type TabPrefill } from './calculatorPrefill';
export { PrefillSourcesProvider, usePrefillSource, usePrefillSources } from './PrefillSourcesContext';
export { PrefillSourceTag } from './PrefillSourceTag';
