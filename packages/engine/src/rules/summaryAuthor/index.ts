export { BUILT_IN_SUMMARY_LABEL, BUILT_IN_SUMMARY_MODEL, isBuiltInSummary, summaryAuthorLabel } from './summaryAuthor';
