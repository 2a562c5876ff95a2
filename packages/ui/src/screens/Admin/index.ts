export {
  AdminScreen,
  type AdminList,
  type AdminListPaging,
  type AdminListSearch,
  type AdminScreenProps,
  type AdminTab,
  type AdminUserSortKey,
} from './AdminScreen';
export { ADMIN_TEXT, FRESHNESS_TEXT, SYSTEM_ROLE_LABELS, formatAuditTime } from './adminText';
export { DataFreshnessPanel, type DataFreshnessPanelProps, type DataFreshnessRow } from './DataFreshnessPanel';
