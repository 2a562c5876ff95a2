/** @rei/engine/wholesale — the Wholesale calculator, and the input-error guard. */
export * from '../calculators/wholesale';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
