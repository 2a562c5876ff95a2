export { RiskGauge, riskGaugeLevel, type RiskGaugeLevel, type RiskGaugeProps } from './RiskGauge';
