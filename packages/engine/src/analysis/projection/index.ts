export { projectCashFlows } from './projectCashFlows';
export {
  cashFlowProjectionDefaults,
  cashFlowProjectionInputSchema,
  cashFlowProjectionResultSchema,
  projectionYearSchema,
  type CashFlowProjection,
  type CashFlowProjectionInput,
  type ProjectionYear,
} from './projectCashFlows.schema';
