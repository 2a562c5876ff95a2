export { dscr } from './dscr';
export { breakEvenOccupancy } from './breakEvenOccupancy';
export { breakEvenOccupancyInputSchema, dscrInputSchema, type BreakEvenOccupancyInput } from './coverage.schema';
