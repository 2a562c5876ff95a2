/**
 * @rei/engine — the public API. Each area keeps an explicit export list in its own
 * index; this file names the areas.
 */
export { ENGINE_VERSION } from './version';
export { EngineInputError, type FieldIssue } from './errors/EngineInputError';
export {
  amortizationSchedule,
  amortizationScheduleSchema,
  amortizationRowSchema,
  loanInputSchema,
  monthlyPayment,
  type AmortizationRow,
  type LoanInput,
} from './calculators/amortization';
