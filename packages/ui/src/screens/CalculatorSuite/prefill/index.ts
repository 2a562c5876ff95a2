export { PREFILL_PROMPTS, prefilledProperty, prefillFollowers, shownSource, sourceText, tabPrefill, withPrefill, YOUR_INPUT, type PrefillFollower, type PrefillSources, type TabPrefill } from './calculatorPrefill';
export { PrefillFollowersProvider, PrefillSourcesProvider, usePrefillFollowers, usePrefillSource, usePrefillSources } from './PrefillSourcesContext';
export { PrefillSourceTag } from './PrefillSourceTag';
