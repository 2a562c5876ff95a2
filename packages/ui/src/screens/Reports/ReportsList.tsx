import { useState, type FormEvent } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import { REPORT_FORMAT_LABELS, type ReportFormat } from './reportFormats';
import * as styles from './ReportsList.css';

/** Every string the reports list shows. */
export const REPORTS_LIST_TEXT = {
  title: 'Reports',
  description: 'Every file exported from this organization, with the stamp that makes it reproducible.',
  loading: 'Loading reports',
  emptyTitle: 'No reports yet',
  emptyBody: 'Export Analysis on a calculator, the property page or the dashboard creates one.',
  errorTitle: 'Could not load the reports',
  download: 'Download',
  createdBy: (who: string) => `by ${who}`,
  engine: 'Engine version',
  inputHash: 'Input hash (SHA-256)',
  datasets: 'Datasets as of',
  noDatasets: 'No public datasets used',
  notDated: 'date unknown',
  building: 'Building',
  failed: 'Failed',
  shareTitle: 'Share links',
  shareHint: 'Anyone with a link sees a read-only view of this report, without signing in.',
  noShareLinks: 'No share links.',
  expiresLabel: 'Expires after (days)',
  expiresHint: (days: number) => `Leave empty for ${days} days.`,
  expiresError: (max: number) => `Enter a whole number of days from 1 to ${max}.`,
  createShare: 'Create share link',
  creatingShare: 'Creating…',
  copy: 'Copy link',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeTitle: 'Revoke this share link?',
  revokeDescription: (link: string) =>
    `${link} stops opening at once for everyone who has it. This cannot be undone; you can create a new link afterwards.`,
  revokeConfirm: 'Revoke link',
  views: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  expires: (date: string) => `expires ${date}`,
  noExpiry: 'no expiry',
  revoked: 'Revoked',
  loadingLinks: 'Loading share links',
  linkByPrefix: (prefix: string) => `/r/${prefix}…`,
  failedBecause: (reason: string) => `Building failed: ${reason}`,
  expired: 'Expired',
} as const;


/** The reproducibility stamp every report carries. */
export interface ReportStampView {
  readonly engineVersion: string;
  /** SHA-256 of the canonical inputs, hex. */
  readonly inputHash: string;
  /** Each public dataset used, with its as-of date (ISO) when known. */
  readonly datasets: readonly { readonly name: string; readonly asOf: string | null }[];
}

export interface ShareLinkView {
  readonly id: number | string;
  /** The link itself: known only right after it is created (the server keeps just a hash of the token). */
  readonly url: string | null;
  /** The start of the token, to tell links apart when the full link is no longer known. */
  readonly tokenPrefix: string;
  readonly createdAt: string;
  readonly expiresAt: string | null;
  readonly status: 'active' | 'expired' | 'revoked';
  readonly views: number;
  /** Whether this link can be revoked from here. */
  readonly revocable: boolean;
}

export interface ReportListItem {
  readonly id: number | string;
  readonly format: ReportFormat;
  readonly fileName: string;
  /** What the report is about, e.g. "Buy & Hold — 123 Main St" or "Portfolio — Acme Capital". */
  readonly title?: string | null;
  readonly createdAt: string;
  /** Who exported it (name or email). */
  readonly createdBy: string | null;
  readonly status: 'building' | 'ready' | 'failed';
  /** Why building failed. */
  readonly error?: string | null;
  readonly stamp: ReportStampView;
  /** The report's share links; undefined while they load. */
  readonly shareLinks?: readonly ShareLinkView[];
}

export interface ReportsListProps {
  reports: readonly ReportListItem[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onDownload: (report: ReportListItem) => void;
  /** Creates a share link; `expiresInDays` null means the server's default. Absent: no sharing offered. */
  onCreateShareLink?: (reportId: ReportListItem['id'], expiresInDays: number | null) => void;
  onCopyShareLink?: (link: ShareLinkView) => void;
  onRevokeShareLink?: (link: ShareLinkView) => void;
  /** The report whose share link is being created. */
  creatingShareFor?: ReportListItem['id'] | null;
  /** The expiry a link gets when none is typed, and the longest allowed, in days (the contract's). */
  shareDays?: { readonly default: number; readonly max: number };
  /** The share link being revoked. */
  revokingId?: ShareLinkView['id'] | null;
}

/** Length of the shortened input hash shown; the full hash is in the title. */
const SHORT_HASH = 12;

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(date);
}

function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The organization's reports: each file with its format, name, subject, when and by whom it was
 * made, its stamp (engine version, input hash shortened with the full hash on hover and focus,
 * dataset dates), a download, and its share links (create with an expiry, copy, revoke, views).
 */
export function ReportsList({
  reports,
  loading = false,
  error = null,
  onRetry,
  onDownload,
  onCreateShareLink,
  onCopyShareLink,
  onRevokeShareLink,
  creatingShareFor = null,
  revokingId = null,
  shareDays = { default: 30, max: 365 },
}: ReportsListProps) {
  let body;
  if (loading) body = <Skeleton lines={4} label={REPORTS_LIST_TEXT.loading} />;
  else if (error) body = <ErrorState title={REPORTS_LIST_TEXT.errorTitle} message={error} onRetry={onRetry} headingLevel={3} />;
  else if (reports.length === 0) body = <EmptyState title={REPORTS_LIST_TEXT.emptyTitle} description={REPORTS_LIST_TEXT.emptyBody} headingLevel={3} />;
  else
    body = (
      <ul className={styles.list}>
        {reports.map((report) => (
          <ReportRow
            key={report.id}
            report={report}
            onDownload={onDownload}
            onCreateShareLink={onCreateShareLink}
            onCopyShareLink={onCopyShareLink}
            onRevokeShareLink={onRevokeShareLink}
            creating={creatingShareFor === report.id}
            revokingId={revokingId}
            shareDays={shareDays}
          />
        ))}
      </ul>
    );
  return (
    <section className={styles.panel} aria-labelledby="reports-list-title">
      <div>
        <h2 id="reports-list-title" className={styles.title}>
          {REPORTS_LIST_TEXT.title}
        </h2>
        <p className={styles.muted}>{REPORTS_LIST_TEXT.description}</p>
      </div>
      {body}
    </section>
  );
}

interface ReportRowProps extends Pick<ReportsListProps, 'onDownload' | 'onCreateShareLink' | 'onCopyShareLink' | 'onRevokeShareLink'> {
  report: ReportListItem;
  creating: boolean;
  revokingId: ShareLinkView['id'] | null;
  shareDays: NonNullable<ReportsListProps['shareDays']>;
}

function ReportRow({ report, onDownload, onCreateShareLink, onCopyShareLink, onRevokeShareLink, creating, revokingId, shareDays }: ReportRowProps) {
  const titleId = `report-${report.id}-title`;
  const { stamp } = report;
  const shortHash = stamp.inputHash.length > SHORT_HASH ? `${stamp.inputHash.slice(0, SHORT_HASH)}…` : stamp.inputHash;
  return (
    <li className={styles.row}>
      <article aria-labelledby={titleId} className={styles.article}>
        <header className={styles.rowHeader}>
          <div className={styles.rowTitleBlock}>
            <h3 id={titleId} className={styles.fileName}>
              {report.fileName}
            </h3>
            <p className={styles.muted}>
              {[report.title, formatDateTime(report.createdAt), report.createdBy ? REPORTS_LIST_TEXT.createdBy(report.createdBy) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className={styles.rowActions}>
            <Badge tone="accent">{REPORT_FORMAT_LABELS[report.format]}</Badge>
            {report.status === 'building' ? <Badge tone="warning">{REPORTS_LIST_TEXT.building}</Badge> : null}
            {report.status === 'failed' ? <Badge tone="danger">{REPORTS_LIST_TEXT.failed}</Badge> : null}
            <Button size="sm" variant="secondary" disabled={report.status !== 'ready'} onClick={() => onDownload(report)} aria-label={`${REPORTS_LIST_TEXT.download} ${report.fileName}`}>
              {REPORTS_LIST_TEXT.download}
            </Button>
          </div>
        </header>
        {report.status === 'failed' && report.error ? (
          <p className={styles.failed} role="alert">
            {REPORTS_LIST_TEXT.failedBecause(report.error)}
          </p>
        ) : null}
        <dl className={styles.stamp}>
          <div>
            <dt>{REPORTS_LIST_TEXT.engine}</dt>
            <dd className={styles.mono}>{stamp.engineVersion}</dd>
          </div>
          <div>
            <dt>{REPORTS_LIST_TEXT.inputHash}</dt>
            <dd>
              {/* Focusable so the full hash is reachable by keyboard too (title + accessible name). */}
              <code className={styles.mono} title={stamp.inputHash} tabIndex={0} aria-label={`${REPORTS_LIST_TEXT.inputHash} ${stamp.inputHash}`}>
                {shortHash}
              </code>
            </dd>
          </div>
          <div className={styles.stampWide}>
            <dt>{REPORTS_LIST_TEXT.datasets}</dt>
            <dd>
              {stamp.datasets.length === 0 ? (
                REPORTS_LIST_TEXT.noDatasets
              ) : (
                <ul className={styles.datasetList}>
                  {stamp.datasets.map((dataset) => (
                    <li key={dataset.name}>
                      {dataset.name}: {dataset.asOf ? formatDay(dataset.asOf) : REPORTS_LIST_TEXT.notDated}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        {onCreateShareLink ? (
          <ShareLinks
            report={report}
            onCreateShareLink={onCreateShareLink}
            onCopyShareLink={onCopyShareLink}
            onRevokeShareLink={onRevokeShareLink}
            creating={creating}
            revokingId={revokingId}
            shareDays={shareDays}
          />
        ) : null}
      </article>
    </li>
  );
}

interface ShareLinksProps extends Omit<ReportRowProps, 'onDownload' | 'onCreateShareLink'> {
  onCreateShareLink: NonNullable<ReportsListProps['onCreateShareLink']>;
}

function ShareLinks({ report, onCreateShareLink, onCopyShareLink, onRevokeShareLink, creating, revokingId, shareDays }: ShareLinksProps) {
  const [days, setDays] = useState('');
  const [daysError, setDaysError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = days.trim();
    if (text === '') {
      setDaysError(null);
      onCreateShareLink(report.id, null);
      return;
    }
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > shareDays.max) {
      setDaysError(REPORTS_LIST_TEXT.expiresError(shareDays.max));
      return;
    }
    setDaysError(null);
    onCreateShareLink(report.id, value);
  };
  return (
    <div className={styles.share}>
      <h4 className={styles.shareTitle}>{REPORTS_LIST_TEXT.shareTitle}</h4>
      <p className={styles.muted}>{REPORTS_LIST_TEXT.shareHint}</p>
      {report.shareLinks === undefined ? (
        <Skeleton lines={1} label={REPORTS_LIST_TEXT.loadingLinks} />
      ) : report.shareLinks.length === 0 ? (
        <p className={styles.muted}>{REPORTS_LIST_TEXT.noShareLinks}</p>
      ) : (
        <ul className={styles.linkList}>
          {report.shareLinks.map((link) => {
            const live = link.status === 'active';
            return (
              <li key={link.id} className={styles.linkRow}>
                <span className={styles.linkUrl}>{link.url ?? REPORTS_LIST_TEXT.linkByPrefix(link.tokenPrefix)}</span>
                <span className={styles.muted}>
                  {[REPORTS_LIST_TEXT.views(link.views), link.expiresAt ? REPORTS_LIST_TEXT.expires(formatDay(link.expiresAt)) : REPORTS_LIST_TEXT.noExpiry].join(' · ')}
                </span>
                {link.status === 'revoked' ? <Badge tone="neutral">{REPORTS_LIST_TEXT.revoked}</Badge> : null}
                {link.status === 'expired' ? <Badge tone="neutral">{REPORTS_LIST_TEXT.expired}</Badge> : null}
                {live && link.url && onCopyShareLink ? (
                  <Button size="sm" variant="ghost" onClick={() => onCopyShareLink(link)}>
                    {REPORTS_LIST_TEXT.copy}
                  </Button>
                ) : null}
                {live && link.revocable && onRevokeShareLink ? (
                  <AlertDialog
                    trigger={
                      <Button size="sm" variant="danger" loading={revokingId === link.id} loadingText={REPORTS_LIST_TEXT.revoking}>
                        {REPORTS_LIST_TEXT.revoke}
                      </Button>
                    }
                    title={REPORTS_LIST_TEXT.revokeTitle}
                    description={REPORTS_LIST_TEXT.revokeDescription(link.url ?? REPORTS_LIST_TEXT.linkByPrefix(link.tokenPrefix))}
                    confirmLabel={REPORTS_LIST_TEXT.revokeConfirm}
                    onConfirm={() => onRevokeShareLink(link)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <form className={styles.shareForm} onSubmit={submit} noValidate>
        <Field label={REPORTS_LIST_TEXT.expiresLabel} hint={REPORTS_LIST_TEXT.expiresHint(shareDays.default)} error={daysError}>
          <Input inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} size="sm" />
        </Field>
        <Button type="submit" size="sm" loading={creating} loadingText={REPORTS_LIST_TEXT.creatingShare} disabled={report.status !== 'ready'}>
          {REPORTS_LIST_TEXT.createShare}
        </Button>
      </form>
    </div>
  );
}
