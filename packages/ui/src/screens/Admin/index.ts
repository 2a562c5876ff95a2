export { AdminScreen, type AdminList, type AdminScreenProps, type AdminTab } from './AdminScreen';
export { ADMIN_TEXT, SYSTEM_ROLE_LABELS, formatAuditTime } from './adminText';
