/** @rei/engine/nyc-costs — the NYC closing costs, selling costs and property tax, and the input-error guard. */
export * from '../rules/nycCosts';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
