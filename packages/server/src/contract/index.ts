/**
 * @rei/server/contract — the zod schemas of every request and response. Imports only zod,
 * @rei/engine (whose entity schemas the responses are built from) and the two pure rule
 * modules the request checks share with the server (password rule, public web address), so
 * the client can use it without pulling in server code.
 */
export * from './appRequest';
export * from './common';
export * from './paging';
export * from './bounds';
export * from './health';
export * from './features';
export * from './watches';
export * from './demoAccount';
export * from './auth';
export * from './organizations';
export * from './accounts';
export * from './branding';
export * from './subscription';
export * from './admin';
export * from './properties';
export * from './portfolio';
export * from './legalStatus';
export * from './strategies';
export * from './deals';
export * from './presets';
export * from './buyBox';
export * from './aiSummaries';
export * from './onboarding';
export * from './jobs';
export * from './cashFlowAudit';
export * from './nycData';
export * from './addressSearch';
export * from './owners';
export * from './neighborhood';
export * from './reports';
export * from './apiKeys';
export * from './screens';
export * from './webhooks';
export * from './refresh';
