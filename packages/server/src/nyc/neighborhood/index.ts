/** Neighbourhood figures of a lot from public sources: NYPD complaints, DOE schools, Census ACS. */
export { CensusClient, CensusError, censusClientFor, resetCensusClients, parseCensusTable, ACS_VARIABLES, type AcsTractFigures } from './censusClient';
export type { CensusConfig } from './censusConfig';
export { complaintsAround, CRIME_RADIUS_MILES, NYPD_HISTORIC, type CrimeCounts } from './nypdComplaints';
export { schoolsNear, DOE_SCHOOLS, SCHOOL_RADIUS_MILES, type NearbySchool } from './doeSchools';
export { lotLocation, type LotLocation } from './lotLocation';
export { tractFromPluto, BOROUGH_COUNTY_FIPS, type CensusTract } from './tract';
