export {
  amortizationSchedule,
  monthlyPayment,
  monthlyPaymentDecimal,
  remainingBalanceDecimal,
} from './amortization';
export {
  amortizationRowSchema,
  amortizationScheduleSchema,
  loanInputSchema,
  type AmortizationRow,
  type LoanInput,
} from './amortization.schema';
