/** @rei/engine/fix-flip — the Fix & Flip calculator, and the input-error guard. */
export * from '../calculators/fixFlip';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
