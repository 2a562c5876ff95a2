/**
 * A lot's public record as the property page receives it. The engine declares its shape once
 * (`nycRecordSchema` and the block schemas in @rei/engine); the server answers exactly that as
 * `nycData`, so the app passes it straight in. A block the data does not have is null; an empty
 * list means "looked, found none".
 */
export type {
  NycComparable,
  NycComparables,
  NycAssessment,
  NycAssessments,
  NycComplaints311,
  NycHpdComplaint,
  NycHpdComplaints,
  NycEvictionDetails,
  NycEvictionFiling,
  NycForeclosureDetails,
  NycLastSale,
  NycLot,
  NycOwner,
  NycPermit,
  NycPermits,
  NycProvenance,
  NycRecord,
  NycTaxLienDetails,
  NycViolation,
  NycViolations,
  NycWaterLien,
  PropertySource,
} from '@rei/engine';
