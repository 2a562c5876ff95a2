export {
  calculateWholesale,
  WHOLESALE_FALLBACK_VALUE,
  WHOLESALE_MESSAGES,
  WHOLESALE_RULES,
  wholesaleDefaults,
} from './wholesale';
export {
  WHOLESALE_DEFAULTS,
  WHOLESALE_MIN_DAYS_TO_CLOSE,
  WHOLESALE_VERDICTS,
  wholesaleInputSchema,
  wholesaleResultSchema,
  type WholesaleInput,
  type WholesaleResult,
  type WholesaleValues,
  type WholesaleVerdict,
} from './wholesale.schema';
