export * from './screeningTypes';
export { CRITERIA_TEXT, CriteriaBuilder, withCriterion, type CriteriaBuilderProps } from './CriteriaBuilder';
export { SCREEN_MAP_TEXT, ScreenResultsMap, type ScreenResultsMapProps } from './ScreenResultsMap';
export { SCREENING_TEXT, ScreeningScreen, type ScreeningPresetOption, type ScreeningRunRequest, type ScreeningScreenProps } from './ScreeningScreen';
