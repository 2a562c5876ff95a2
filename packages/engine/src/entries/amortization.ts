/** @rei/engine/amortization — the loan payment and amortization schedule, and the input-error guard. */
export * from '../calculators/amortization';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
