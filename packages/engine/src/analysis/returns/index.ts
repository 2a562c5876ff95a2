export { npv } from './npv';
export { irr, irrFraction } from './irr';
export { equityMultiple, equityMultipleRatio } from './equityMultiple';
export { npvDecimal } from './discounting';
export { cashFlowsSchema, irrInputSchema, npvInputSchema } from './returns.schema';
