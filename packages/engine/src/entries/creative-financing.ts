/** @rei/engine/creative-financing — the Creative Financing calculator, and the input-error guard. */
export * from '../calculators/creativeFinancing';
export { EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
