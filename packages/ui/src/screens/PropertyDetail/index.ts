export { PropertyDetailScreen, type PropertyDetailScreenProps, type PropertyUnit } from './PropertyDetailScreen';
export { DETAIL_PATHS, DETAIL_TEXT, PROPERTY_DETAIL_TABS, RECORD_CHANGES_TEXT, type PropertyDetailTab } from './detailText';
export { RecordChanges, type RecordChange, type RecordChangesProps } from './parts/RecordChanges';
export { PROVENANCE_BLOCKS, type DataSource, type PropertyProvenance, type ProvenanceBlock } from './provenance';
export { OverviewTab, type PropertyTabProps } from './parts/OverviewTab';
export { InvestmentTab, type InvestmentTabProps } from './parts/InvestmentTab';
export { NeighborhoodTab } from './parts/NeighborhoodTab';
export { NeighborhoodLive } from './parts/NeighborhoodLive';
export { neighborhoodSource, type NeighborhoodLiveState, type NeighborhoodMeterView, type NeighborhoodSourceView, type NeighborhoodView } from './neighborhoodLive';
export { NycDataTab } from './parts/NycDataTab';
export { SummaryTab, type SummaryTabProps } from './parts/SummaryTab';
export { LockedDataBlocks, type LockedDataBlocksProps } from './parts/LockedDataBlocks';
export { LEGAL_CHECK_TEXT, LegalCheckSummary, type LegalCheckSummaryProps } from './parts/LegalCheckSummary';
export { recordLegalCheck, type LegalCheckRecord } from './nycRecordModel';
export { MarketAnalysisCard } from './parts/MarketAnalysisCard';
export { DataList, DataSection, SourceNote, type DataSectionProps } from './parts/DataSection';
export type {
  NycComparable,
  NycComparables,
  NycEvictionDetails,
  NycForeclosureDetails,
  NycLastSale,
  NycLot,
  NycOwner,
  NycPermit,
  NycProvenance,
  NycRecord,
  NycTaxLienDetails,
  NycViolation,
  NycWaterLien,
  PropertySource,
} from './nycRecord';
export {
  NOT_IMPORTED,
  NYC_BLOCK_DATASETS,
  blockImported,
  legalSources,
  missingBlockText,
  nycLegalStatus,
  nycProvenance,
  sourceOf,
  withPublicRecord,
  type NycBlock,
} from './nycRecordModel';
export { ComparablesSection, LegalRecordsSection, comparablesCountText } from './parts/PublicRecord';
export {
  MOVE_PROPERTY_TEXT,
  MovePropertyDialog,
  type MovePropertyDialogProps,
  type PropertyTransferChoice,
  type TransferTarget,
} from './parts/MovePropertyDialog';
