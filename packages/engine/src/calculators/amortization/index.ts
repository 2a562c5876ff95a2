export * from './amortization';
