export { CashFlowAuditScreen, type AuditPropertyRow, type CashFlowAuditScreenProps } from './CashFlowAuditScreen';
export { DiscrepancyIndicator } from './DiscrepancyIndicator';
export { AUDIT_TABS, AUDIT_TEXT, DISCREPANCY_TEXT, type AuditTab } from './auditText';
