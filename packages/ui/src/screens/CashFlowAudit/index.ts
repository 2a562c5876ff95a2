export {
  CashFlowAuditScreen,
  type AuditJobView,
  type AuditPropertyRow,
  type AuditRowSortKey,
  type AuditRowsView,
  type AuditTiles,
  type CashFlowAuditScreenProps,
} from './CashFlowAuditScreen';
export { DiscrepancyIndicator } from './DiscrepancyIndicator';
export { AUDIT_TABS, AUDIT_TEXT, DISCREPANCY_TEXT, auditProgressText, type AuditTab } from './auditText';
