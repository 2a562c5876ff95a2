export { AmortizationChart, type AmortizationChartProps } from './AmortizationChart';
export { amortizationByYear, type AmortizationYear } from './amortizationByYear';
