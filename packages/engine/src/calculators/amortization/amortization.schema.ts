import * as z from 'zod/mini';
import { money, percent, positiveInt } from '../../money/schemaFields';
import { withMeaning } from '../../errors/fieldMeaning';
import { LOAN_FIELD_MEANINGS } from './loanInput';

export const loanInputSchema = /* @__PURE__ */ (() => z.object({
  /** Amount borrowed, USD. */
  principal: withMeaning(money(), LOAN_FIELD_MEANINGS.principal),
  /** Nominal annual interest rate in percent (4.75 means 4.75 %). */
  annualRatePercent: withMeaning(percent(100), LOAN_FIELD_MEANINGS.annualRatePercent),
  /** Number of monthly payments (360 for a 30-year loan). */
  termMonths: withMeaning(positiveInt().check(z.maximum(1200, 'must be at most 1200 months (100 years)')), LOAN_FIELD_MEANINGS.termMonths),
}))();
export type LoanInput = z.input<typeof loanInputSchema>;

export const amortizationRowSchema = /* @__PURE__ */ (() => z.object({
  month: z.number().check(z.int()),
  payment: z.number(),
  interest: z.number(),
  principal: z.number(),
  balance: z.number(),
}))();
export type AmortizationRow = z.infer<typeof amortizationRowSchema>;
export const amortizationScheduleSchema = /* @__PURE__ */ (() => z.array(amortizationRowSchema))();
