/** @rei/engine/errors — the error every calculator throws for invalid input, and its guard. */
export { ENGINE_INPUT_ERROR_BRAND, EngineInputError, isEngineInputError, type FieldIssue } from '../errors/EngineInputError';
