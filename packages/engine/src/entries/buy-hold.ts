/** @rei/engine/buy-hold — the Buy & Hold calculator, and the input-error guard. */
export * from '../calculators/buyHold';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
