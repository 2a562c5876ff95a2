export {
  LegalStatusScreen,
  type LegalFeedbackItem,
  type LegalListPage,
  type LegalListQuery,
  type LegalPublicRecord,
  type LegalRecordBlocks,
  type LegalStatusScreenProps,
} from './LegalStatusScreen';
export { LegalPropertyCard, type ExtraLegalPill, type LegalPropertyCardProps } from './LegalPropertyCard';
export { LEGAL_LIST_ORDERS, LEGAL_PAGE_TABS, LEGAL_PAGE_TEXT, type LegalListOrder, type LegalPageTab } from './legalStatusText';
