export { nycImports, lotEvents } from './imports';
export { nycLots } from './lots';
export { nycSales } from './sales';
export { nycViolations, nycPermits, nycComplaints311, nycEvictions, nycTaxLiens } from './records';
export { nycHpdRegistrations, nycHpdContacts, nycAcrisMaster, nycAcrisLegals, nycAcrisParties } from './owners';
export { nycAddresses, nycSodaCache } from './addresses';
export { nycHpdComplaints, nycAssessments } from './housingValuation';
