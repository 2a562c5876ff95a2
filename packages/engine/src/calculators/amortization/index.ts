export {
  amortizationRowSchema,
  amortizationSchedule,
  amortizationScheduleSchema,
  loanInputSchema,
  monthlyPayment,
  monthlyPaymentDecimal,
  remainingBalanceDecimal,
  type AmortizationRow,
  type LoanInput,
} from './amortization';
