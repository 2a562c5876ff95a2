/** @rei/engine/brrr — the BRRR (buy, rehab, rent, refinance) calculator, and the input-error guard. */
export * from '../calculators/brrr';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
