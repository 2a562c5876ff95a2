export {
  sensitivity,
  sensitivityGridSchema,
  type SensitivityAxis,
  type SensitivityGrid,
  type SensitivityOptions,
} from './sensitivity';
export { cashFlowSensitivity } from './cashFlowSensitivity';
