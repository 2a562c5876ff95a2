export {
  CashFlowProjectionChart,
  cashFlowPointsFromProjection,
  type CashFlowPoint,
  type CashFlowProjectionChartProps,
} from './CashFlowProjectionChart';
