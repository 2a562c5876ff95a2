export {
  BRRR_DEFAULTS,
  BRRR_MESSAGES,
  BRRR_RULES,
  brrrDefaults,
  calculateBrrr,
  type BrrrPropertyHint,
} from './brrr';
export {
  brrrInputSchema,
  brrrRefinanceComplianceSchema,
  brrrResultSchema,
  type BrrrInput,
  type BrrrRefinanceCompliance,
  type BrrrResult,
  type BrrrValues,
} from './brrr.schema';
