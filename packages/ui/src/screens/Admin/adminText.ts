/** Admin panel texts (spec 1 §2, §8). */
export const ADMIN_TEXT = {
  title: 'Admin Panel',
  subtitle: 'Manage users, system features and review activity.',
  auditNotice: 'All actions in this panel are logged and audited.',
  tabsLabel: 'Admin sections',
  usersTab: 'User Management',
  settingsTab: 'Feature Toggles',
  auditTab: 'Audit Logs',
  loadingUsers: 'Loading users...',
  loadingSettings: 'Loading settings...',
  loadingAuditLogs: 'Loading audit logs...',
  usersCaption: 'Users',
  settingsCaption: 'System features',
  auditCaption: 'Recent activity',
  noUsers: 'No users found.',
  noSettings: 'No system settings found.',
  noAuditLogs: 'No audit log entries yet.',
  name: 'Name',
  email: 'Email',
  plan: 'Plan',
  role: 'Role',
  roleFor: (who: string) => `Role for ${who}`,
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: 'Admin privileges required to access this page.',
  loadError: 'Could not load',
} as const;

/** System role labels. */
export const SYSTEM_ROLE_LABELS = { user: 'User', admin: 'Admin', analyst: 'Analyst' } as const;

/** 'Nov 22, 2026, 16:41 UTC': audit times in UTC so every reader sees the same moment. */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}
