/** Every string the Admin panel shows: title, tab labels, user, feature-toggle and audit-log sections (spec 1 §2, §8). */
export const ADMIN_TEXT = {
  title: 'Admin Panel',
  subtitle: 'Manage users, system features and review activity.',
  auditNotice: 'All actions in this panel are logged and audited.',
  tabsLabel: 'Admin sections',
  usersTab: 'User Management',
  settingsTab: 'Feature Toggles',
  auditTab: 'Audit Logs',
  dataTab: 'Public data',
  loadingUsers: 'Loading users...',
  loadingSettings: 'Loading settings...',
  loadingAuditLogs: 'Loading audit logs...',
  usersCaption: 'Users',
  settingsCaption: 'System features',
  auditCaption: 'Recent activity',
  noUsers: 'No users found.',
  noMatch: 'Nothing matches this search.',
  usersPages: 'User pages',
  auditPages: 'Audit log pages',
  userSearch: 'Search users by name or email',
  auditSearch: 'Search the audit log (action, resource or actor)',
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

/** Texts of the Public data tab: the freshness of each imported NYC dataset. */
export const FRESHNESS_TEXT = {
  caption: 'NYC public data: the newest import of each dataset',
  intro: 'Each dataset the property page reads, with the file and date of its newest finished import. Import from the repository root with the command shown.',
  loading: 'Loading data freshness...',
  noDatasets: 'No datasets listed.',
  loadError: 'Could not load data freshness',
  dataset: 'Dataset',
  source: 'Source',
  file: 'File',
  asOf: 'As of',
  rows: 'Rows',
  importedAt: 'Imported at',
  neverImported: 'Never imported',
  notApplicable: 'None',
  /** `pnpm rei import pluto <file>`: the command that imports a dataset's file. */
  importCommand: (dataset: string) => `pnpm rei import ${dataset} <file>`,
  readRows: (count: string) => `${count} read`,
  insertedRows: (count: string) => `${count} inserted`,
  updatedRows: (count: string) => `${count} updated`,
  rejectedRows: (count: string) => `${count} rejected`,
  summary: (imported: number, total: number) =>
    imported === 0 ? `No dataset imported yet (0 of ${total}).` : `${imported} of ${total} datasets imported.`,
  rejectedSummary: (datasets: number) =>
    `${datasets} ${datasets === 1 ? 'import has' : 'imports have'} rejected rows: the rejects file of the import lists each with its line and reason.`,
  refreshAll: 'Refresh from NYC Open Data',
  refreshing: 'Refreshing…',
  refreshHint: 'Asks NYC Open Data for the rows changed since each imported dataset was last read (the same as `pnpm rei refresh all`). Each dataset also refreshes itself nightly.',
  refreshNothing: 'No dataset to refresh: none of the datasets on NYC Open Data was imported yet.',
  refreshDone: (dataset: string, added: string, changed: string, events: string, asOf: string) =>
    `${dataset}: ${added} added, ${changed} changed, ${events} lot changes; as of ${asOf}.`,
  refreshFailed: (dataset: string, reason: string) => `${dataset}: refresh failed — ${reason}`,
  refreshQueued: 'Refresh queued; it starts when the server is free.',
  refreshProgress: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'dataset' : 'datasets'} refreshed…`,
  refreshJobFailed: (reason: string) => `The refresh stopped: ${reason}`,
} as const;

/** Words of an audit row (who did what to whom, where). */
export const AUDIT_ROW_TEXT = {
  noActor: 'Visitor or system',
  deletedUser: (id: number) => `deleted account #${id}`,
  deletedOrganization: (id: number) => `deleted organization #${id}`,
  target: 'to',
  organization: 'in',
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
