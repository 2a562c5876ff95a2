/**
 * @rei/server/contract — the zod schemas of every request and response. Imports zod only,
 * so the client can use it without pulling in server code.
 */
export * from './common';
export * from './bounds';
export * from './health';
export * from './auth';
export * from './organizations';
export * from './subscription';
export * from './admin';
export * from './properties';
export * from './portfolio';
export * from './strategies';
export * from './aiSummaries';
export * from './onboarding';
export * from './cashFlowAudit';
export * from './nycData';
