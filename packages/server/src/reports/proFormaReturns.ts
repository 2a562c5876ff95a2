import type { ReportFigure, ReportProFormaReturns } from './dealReportData';

/**
 * The returns of a pro forma as labelled figures (the same labels in the PDF, CSV, XLSX and web
 * view): IRR, NPV at the stated discount rate, equity multiple, the sale and the profit. A
 * figure the engine left undefined carries its reason.
 */
export function proFormaReturnFigures(returns: ReportProFormaReturns | undefined): ReportFigure[] {
  if (!returns) return [];
  const why = (key: string) => (returns.notDefined[key] ? { note: returns.notDefined[key] } : {});
  return [
    { key: 'irrPercent', label: 'IRR (equity, a year)', value: returns.irrPercent, unit: 'percent', ...why('irrPercent') },
    { key: 'npv', label: `NPV at ${returns.discountRatePercent} % a year`, value: returns.npv, unit: 'usd' },
    { key: 'equityMultiple', label: 'Equity multiple (money back ÷ money in)', value: returns.equityMultiple, unit: 'ratio', ...why('equityMultiple') },
    { key: 'initialEquity', label: 'Equity in at year 0 (down payment + closing costs)', value: returns.initialEquity, unit: 'usd' },
    { key: 'salePrice', label: 'Sale price at the end of the hold', value: returns.salePrice, unit: 'usd' },
    { key: 'sellingCosts', label: 'Selling costs', value: returns.sellingCosts, unit: 'usd' },
    { key: 'loanPayoff', label: 'Loan paid off at the sale', value: returns.loanPayoff, unit: 'usd' },
    { key: 'netSaleProceeds', label: 'Net sale proceeds', value: returns.netSaleProceeds, unit: 'usd' },
    { key: 'totalProfit', label: 'Total profit (cash flows + net sale − equity in)', value: returns.totalProfit, unit: 'usd' },
  ];
}
