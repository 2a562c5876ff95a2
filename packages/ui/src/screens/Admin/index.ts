export {
  AdminScreen,
  type AdminList,
  type AdminListPaging,
  type AdminListSearch,
  type AdminScreenProps,
  type AdminTab,
  type AdminUserSortKey,
} from './AdminScreen';
export { ADMIN_TEXT, AUDIT_ROW_TEXT, FRESHNESS_TEXT, SYSTEM_ROLE_LABELS, formatAuditTime } from './adminText';
export { AuditLogRow, type AuditLogRowProps } from './AuditLogRow';
export { DataFreshnessPanel, type DataFreshnessPanelProps, type DataFreshnessRow, type DataRefreshOutcome, type DataRefreshProgress } from './DataFreshnessPanel';
