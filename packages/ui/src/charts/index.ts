export {
  CashFlowProjectionChart,
  cashFlowPointsFromProjection,
  type CashFlowPoint,
  type CashFlowProjectionChartProps,
} from './CashFlowProjectionChart';
export { AmortizationChart, amortizationByYear, type AmortizationChartProps, type AmortizationYear } from './AmortizationChart';
export {
  ForecastScenariosChart,
  forecastScenarioValues,
  type ForecastScenarioValues,
  type ForecastScenariosChartProps,
} from './ForecastScenariosChart';
export { RiskGauge, riskGaugeLevel, type RiskGaugeLevel, type RiskGaugeProps } from './RiskGauge';
