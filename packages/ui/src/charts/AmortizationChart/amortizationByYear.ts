import type { AmortizationRow } from '@rei/engine';

/** Principal and interest paid in one loan year, and the balance left at its end (USD). */
export interface AmortizationYear {
  year: number;
  principal: number;
  interest: number;
  endingBalance: number;
}

/**
 * Groups the engine's monthly schedule (`amortizationSchedule`) into loan years of 12 payments
 * for display. Sums are of the engine's cent-rounded rows, shown through formatCurrency.
 *
 * @example amortizationByYear(amortizationSchedule({ principal: 12000, annualRatePercent: 0, termMonths: 24 }))
 * // [{ year: 1, principal: 6000, interest: 0, endingBalance: 6000 }, { year: 2, principal: 6000, interest: 0, endingBalance: 0 }]
 */
export function amortizationByYear(schedule: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, principal: 0, interest: 0, endingBalance: row.balance };
      years.push(current);
    }
    // Whole cents keep the sums free of binary drift (0.1 + 0.2).
    current.principal = Math.round(current.principal * 100 + row.principal * 100) / 100;
    current.interest = Math.round(current.interest * 100 + row.interest * 100) / 100;
    current.endingBalance = row.balance;
  }
  return years;
}
