import type { ReactNode } from 'react';
import { SYSTEM_ROLES, displayName, planFor, type AdminUserRow, type AuditLogEntry, type SystemRole, type SystemSetting } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Select } from '../../components/Select';
import { Switch } from '../../components/Switch';
import { Input } from '../../components/Input';
import { Pager, sortableColumn, type SortState } from '../../components/Pager';
import { Table, type TableColumn } from '../../components/Table';
import { Tabs } from '../../components/Tabs';
import { ADMIN_TEXT, SYSTEM_ROLE_LABELS } from './adminText';
import { DataFreshnessPanel, type DataFreshnessRow, type DataRefreshOutcome, type DataRefreshProgress } from './DataFreshnessPanel';
import * as styles from './AdminScreen.css';
import { AuditLogRow } from './AuditLogRow';

export type AdminTab = 'users' | 'settings' | 'audit' | 'data';

const ADMIN_TABS: readonly AdminTab[] = ['users', 'settings', 'audit', 'data'];

/** One list of the panel with its own loading and error state. */
export interface AdminList<T> {
  items: readonly T[];
  loading?: boolean;
  error?: string | null;
  /** Paged on the server: where the list is and how to move (shows a pager). */
  paging?: AdminListPaging;
  /** A search box above the list (the server filters). */
  search?: AdminListSearch;
}

export interface AdminListPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The next page is loading. */
  busy?: boolean;
}

export interface AdminListSearch {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** The keys the users table sorts by (the server's sort keys). */
export type AdminUserSortKey = 'createdAt' | 'email' | 'fullName' | 'role';

export interface AdminScreenProps {
  /** The visitor is not a system admin: only 'Access Denied' is shown (the app then redirects). */
  accessDenied?: boolean;
  users: AdminList<AdminUserRow>;
  settings: AdminList<SystemSetting>;
  auditLogs: AdminList<AuditLogEntry>;
  /** GET /api/nyc/freshness: the Public data tab, shown when given. */
  publicData?: AdminList<DataFreshnessRow>;
  /** The Public data tab's refresh button (POST /api/admin/nyc/refresh, a job): its progress, then its result or failure. */
  dataRefresh?: {
    onRefresh: () => void;
    refreshing?: boolean;
    refreshProgress?: DataRefreshProgress | null;
    lastRefresh?: DataRefreshOutcome | null;
    refreshError?: string | null;
  };
  /** PUT /api/admin/users/{userId}/role. */
  onChangeRole?: (userId: number, role: SystemRole) => void;
  /** PUT /api/admin/settings/{key}. */
  onToggleSetting?: (key: string, value: boolean) => void;
  /** A role change in flight: that user's dropdown is disabled. */
  updatingUserId?: number | null;
  /** A toggle in flight: that switch is disabled. */
  updatingSettingKey?: string | null;
  onRetry?: (tab: AdminTab) => void;
  /** The users table's order; with `onUserSortChange` the name, email and role headers sort. */
  userSort?: SortState<AdminUserSortKey>;
  onUserSortChange?: (sort: SortState<AdminUserSortKey>) => void;
  defaultTab?: AdminTab;
  /** The visitor opened another tab (the app loads a tab's data when it is first shown). */
  onTabChange?: (tab: AdminTab) => void;
}

const roleOptions = SYSTEM_ROLES.map((role) => ({ value: role, label: SYSTEM_ROLE_LABELS[role] }));

function listState<T>(
  list: AdminList<T>,
  loadingText: string,
  emptyText: string,
  onRetry: (() => void) | undefined,
  loaded: () => ReactNode,
): ReactNode {
  if (list.loading) {
    return (
      <p className={styles.status} role="status">
        {loadingText}
      </p>
    );
  }
  if (list.error) return <ErrorState title={ADMIN_TEXT.loadError} message={list.error} {...(onRetry ? { onRetry } : {})} />;
  if (list.items.length === 0) return <EmptyState title={list.search?.value.trim() ? ADMIN_TEXT.noMatch : emptyText} />;
  return loaded();
}

/** A list with its search box above and its pager below. */
function pagedList<T>(list: AdminList<T>, body: ReactNode, pagerLabel: string): ReactNode {
  return (
    <>
      {list.search ? (
        <Input
          type="search"
          aria-label={list.search.label}
          placeholder={list.search.placeholder}
          maxLength={100}
          value={list.search.value}
          onChange={(event) => list.search?.onChange(event.target.value)}
        />
      ) : null}
      {body}
      {list.paging && !list.loading && !list.error && list.paging.total > 0 ? (
        <Pager
          page={list.paging.page}
          pageSize={list.paging.pageSize}
          total={list.paging.total}
          onPageChange={list.paging.onPageChange}
          busy={list.paging.busy}
          label={pagerLabel}
        />
      ) : null}
    </>
  );
}

/**
 * The admin panel: User Management (a role dropdown per user), Feature Toggles (a switch
 * per system setting), Audit Logs (scrolling at 24rem) and, when given, Public data (the
 * freshness of each NYC dataset), each with its loading state.
 */
export function AdminScreen({
  accessDenied = false,
  users,
  settings,
  auditLogs,
  onChangeRole,
  onToggleSetting,
  updatingUserId,
  updatingSettingKey,
  onRetry,
  userSort,
  onUserSortChange,
  defaultTab = 'users',
  publicData,
  dataRefresh,
  onTabChange,
}: AdminScreenProps) {
  if (accessDenied) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{ADMIN_TEXT.title}</h1>
        <ErrorState title={ADMIN_TEXT.accessDeniedTitle} message={ADMIN_TEXT.accessDeniedBody} headingLevel={2} />
      </div>
    );
  }

  const userColumns: readonly TableColumn<AdminUserRow>[] = [
    {
      key: 'name',
      header: ADMIN_TEXT.name,
      rowHeader: true,
      render: (row) => displayName(row),
      ...(userSort && onUserSortChange ? sortableColumn(ADMIN_TEXT.name, 'fullName', userSort, onUserSortChange) : {}),
    },
    { key: 'email', header: ADMIN_TEXT.email, ...(userSort && onUserSortChange ? sortableColumn(ADMIN_TEXT.email, 'email', userSort, onUserSortChange) : {}) },
    { key: 'plan', header: ADMIN_TEXT.plan, render: (row) => <Badge tone="accent">{planFor(row.subscriptionTier).name}</Badge> },
    {
      key: 'role',
      header: ADMIN_TEXT.role,
      ...(userSort && onUserSortChange ? sortableColumn(ADMIN_TEXT.role, 'role', userSort, onUserSortChange) : {}),
      render: (row) => (
        <Select
          aria-label={ADMIN_TEXT.roleFor(displayName(row))}
          options={roleOptions}
          value={row.role}
          disabled={!onChangeRole || updatingUserId === row.id}
          onValueChange={(role) => {
            if (role !== row.role && (SYSTEM_ROLES as readonly string[]).includes(role)) onChangeRole?.(row.id, role as SystemRole);
          }}
        />
      ),
    },
  ];

  const items = [
    {
      value: 'users',
      label: ADMIN_TEXT.usersTab,
      content: (
        <div className={styles.panel}>
          {pagedList(
            users,
            listState(users, ADMIN_TEXT.loadingUsers, ADMIN_TEXT.noUsers, onRetry && (() => onRetry('users')), () => (
              <Table caption={ADMIN_TEXT.usersCaption} captionVisible={false} columns={userColumns} rows={users.items} rowKey={(row) => row.id} />
            )),
            ADMIN_TEXT.usersPages,
          )}
        </div>
      ),
    },
    {
      value: 'settings',
      label: ADMIN_TEXT.settingsTab,
      content: (
        <div className={styles.panel}>
          {listState(settings, ADMIN_TEXT.loadingSettings, ADMIN_TEXT.noSettings, onRetry && (() => onRetry('settings')), () => (
            <ul className={styles.settingList} aria-label={ADMIN_TEXT.settingsCaption}>
              {settings.items.map((setting) => (
                <li key={setting.key} className={styles.settingItem}>
                  <Switch
                    label={setting.key}
                    {...(setting.description ? { description: setting.description } : {})}
                    checked={setting.value}
                    disabled={!onToggleSetting || updatingSettingKey === setting.key}
                    onCheckedChange={(value) => onToggleSetting?.(setting.key, value)}
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      ),
    },
    {
      value: 'audit',
      label: ADMIN_TEXT.auditTab,
      content: (
        <div className={styles.panel}>
          {pagedList(
            auditLogs,
            listState(auditLogs, ADMIN_TEXT.loadingAuditLogs, ADMIN_TEXT.noAuditLogs, onRetry && (() => onRetry('audit')), () => (
            // Scrollable region: focusable so keyboard users can scroll it.
            <div className={styles.auditScroller} tabIndex={0} role="region" aria-label={ADMIN_TEXT.auditCaption}>
              <ul className={styles.auditList}>
                {auditLogs.items.map((entry) => (
                  <AuditLogRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </div>
          )),
            ADMIN_TEXT.auditPages,
          )}
        </div>
      ),
    },
    ...(publicData
      ? [
          {
            value: 'data',
            label: ADMIN_TEXT.dataTab,
            content: (
              <div className={styles.panel}>
                <DataFreshnessPanel
                  rows={publicData.items}
                  loading={publicData.loading ?? false}
                  error={publicData.error ?? null}
                  {...(onRetry ? { onRetry: () => onRetry('data') } : {})}
                  {...(dataRefresh ?? {})}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{ADMIN_TEXT.title}</h1>
        <p className={styles.subtitle}>{ADMIN_TEXT.subtitle}</p>
      </div>
      <p className={styles.notice} role="note">
        {ADMIN_TEXT.auditNotice}
      </p>
      <Tabs
        aria-label={ADMIN_TEXT.tabsLabel}
        items={items}
        defaultValue={defaultTab}
        onValueChange={(tab) => {
          const known = ADMIN_TABS.find((name) => name === tab);
          if (known) onTabChange?.(known);
        }}
      />
    </div>
  );
}
