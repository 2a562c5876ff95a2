export { LegalStatusScreen, type LegalFeedbackItem, type LegalPublicRecord, type LegalStatusScreenProps } from './LegalStatusScreen';
export { LegalPropertyCard, type ExtraLegalPill, type LegalPropertyCardProps } from './LegalPropertyCard';
export { LEGAL_PAGE_TABS, LEGAL_PAGE_TEXT, type LegalPageTab } from './legalStatusText';
