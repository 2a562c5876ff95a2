import { useState, type ReactNode } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import { Table } from '../../components/Table';
import { ChangeDifference, DealVersionDiff } from './DealVersionDiff';
import {
  DEAL_STRATEGY_LABELS,
  formatDealTime,
  formatDealFigure,
  formatHeadline,
  humanizeField,
  propertyLine,
  unitOfField,
  type DealDiffView,
  type DealRecomputeView,
  type DealVersionListItem,
  type DealVersionView,
  type DealView,
} from './dealTypes';
import * as styles from './Deals.css';

/** The export formats a deal offers. */
/** The exports a deal version offers, in the order the buttons show (`pdf-premium`: Hunter's due-diligence dossier). */
export const DEAL_EXPORT_FORMATS = ['csv', 'pdf', 'xlsx', 'pdf-premium'] as const;
export type DealExportFormat = (typeof DEAL_EXPORT_FORMATS)[number];

/** Every string the deal page shows. */
export const DEAL_SCREEN_TEXT = {
  loading: 'Loading the deal',
  notFoundTitle: 'Deal not found',
  notFoundBody: 'This deal does not exist or belongs to another organization.',
  errorTitle: 'Could not load the deal',
  strategy: 'Strategy',
  property: 'Property',
  standalone: 'Standalone (no property)',
  rename: 'Rename',
  renameLabel: 'Deal name',
  saveName: 'Save name',
  cancel: 'Cancel',
  openInCalculator: 'Open in calculator',
  duplicate: 'Duplicate',
  delete: 'Delete',
  deleteTitle: 'Delete this deal?',
  deleteDescription: (name: string) => `"${name}" and all its versions are deleted for everyone in the organization. This cannot be undone.`,
  deleteConfirm: 'Delete deal',
  exportAs: (format: string) => (format === 'pdf-premium' ? 'Export premium PDF' : `Export ${format.toUpperCase()}`),
  share: 'Share read-only link',
  readOnly: 'You can read, export and duplicate this deal. Only the analyst who created it, or an owner or admin of the organization, can save, rename or delete it.',
  unsaved: 'There are unsaved changes: the numbers below are the last saved version until you save in the calculator.',
  viewing: (version: number, total: number, current: number) =>
    version === current ? `You are viewing version ${version} of ${total} — the current one` : `You are viewing version ${version} of ${total} — older than the current one`,
  backToCurrent: 'Back to the current version',
  headlines: 'Headline figures',
  inputs: 'Inputs',
  outputs: 'All outputs',
  source: 'Source',
  value: 'Value',
  input: 'Input',
  output: 'Output',
  noSource: 'default',
  yourInput: 'your input',
  versions: 'Versions',
  versionLabel: (version: number) => `Version ${version}`,
  view: 'View',
  compareWith: (version: number) => `Select version ${version} to compare`,
  showDiff: 'Show what changed',
  pickTwo: 'Select two versions to see what changed.',
  author: (name: string | null) => (name ? `by ${name}` : 'by a removed account'),
  engine: (version: string) => `engine ${version}`,
  noComment: 'no comment',
  recompute: "Recompute with today's engine",
  recomputing: 'Recomputing…',
  recomputeMoved: (saved: string, now: string, count: number) =>
    `The numbers moved: ${count} output${count === 1 ? '' : 's'} differ between engine ${saved} (saved) and engine ${now} (today).`,
  recomputeUnchanged: (saved: string, now: string) => `The numbers did not move: engine ${now} gives the same outputs as engine ${saved}.`,
  saved: 'Saved',
  today: 'Today',
  difference: 'Difference',
} as const;

export interface DealScreenProps {
  /** The deal with its current version; null while loading or when not found. */
  deal: DealView | null;
  loading?: boolean;
  notFound?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The version on screen; defaults to the deal's current version. */
  version?: DealVersionView | null;
  versions?: readonly DealVersionListItem[];
  onSelectVersion?: (version: number) => void;
  /** Two versions were chosen: show what changed. */
  onCompareVersions?: (from: number, to: number) => void;
  diff?: DealDiffView | null;
  onRecompute?: (version: number) => void;
  recompute?: DealRecomputeView | null;
  recomputing?: boolean;
  /** The form differs from the saved version (shown as a banner). */
  unsavedChanges?: boolean;
  calculatorHref: string;
  propertyHref?: (propertyId: number) => string;
  onRename?: (name: string) => void;
  onDuplicate?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  onExport?: (format: DealExportFormat, version: DealVersionView) => void;
  onShare?: (version: DealVersionView) => void;
  /**
   * The export formats the plan includes (all when absent); the others show locked, and the
   * read-only link (a PDF) needs `pdf`. `lockedExportNote` says which plan adds them.
   */
  exportFormats?: readonly DealExportFormat[];
  lockedExportNote?: string;
  /** How the last export went ("Building the PDF…", "Downloaded …", the failure), announced politely. */
  exportStatus?: string | null;
  /** The last export failed: the status is shown as an alert. */
  exportFailed?: boolean;
  /** Notices about the deal shown above its figures: the re-apply offer of a newer preset version, the buy box checks. */
  /** The report preview of the shown version (a `ReportPreview`), under its outputs. */
  reportPreview?: ReactNode;
  notices?: ReactNode;
}

/** Renaming in place: the name as a heading with a Rename button, or a field with Save and Cancel. */
function DealName({ name, onRename }: { name: string; onRename?: (name: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  if (!editing || !onRename) {
    return (
      <div className={styles.actions}>
        <h1 className={styles.title}>{name}</h1>
        {onRename ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => { setDraft(name); setEditing(true); }}>
            {DEAL_SCREEN_TEXT.rename}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = draft.trim();
        if (trimmed === '') return;
        onRename(trimmed);
        setEditing(false);
      }}
    >
      <h1 className={styles.title}>{name}</h1>
      <label className={styles.field}>
        {DEAL_SCREEN_TEXT.renameLabel}
        <Input value={draft} maxLength={120} required onChange={(event) => setDraft(event.target.value)} />
      </label>
      <Button type="submit">{DEAL_SCREEN_TEXT.saveName}</Button>
      <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
        {DEAL_SCREEN_TEXT.cancel}
      </Button>
    </form>
  );
}

interface Row {
  readonly field: string;
  readonly value: unknown;
  readonly source?: string;
}

/**
 * One deal: its name (renamable), strategy and property; the shown version's inputs, each with
 * where it came from, and its outputs (headlines first, then every output, labelled and
 * formatted); actions (open in calculator, duplicate, delete after confirming, export, share);
 * the versions list (view one, pick two to see what changed) and a recompute with today's engine
 * that says whether the numbers moved and by how much.
 */
export function DealScreen({
  deal,
  loading = false,
  notFound = false,
  error = null,
  onRetry,
  version,
  versions = [],
  onSelectVersion,
  onCompareVersions,
  diff = null,
  onRecompute,
  recompute = null,
  recomputing = false,
  unsavedChanges = false,
  notices = null,
  reportPreview = null,
  calculatorHref,
  propertyHref,
  onRename,
  onDuplicate,
  onDelete,
  deleting = false,
  onExport,
  onShare,
  exportFormats = ['csv', 'pdf', 'xlsx'],
  lockedExportNote,
  exportStatus = null,
  exportFailed = false,
}: DealScreenProps) {
  const [picked, setPicked] = useState<readonly number[]>([]);
  if (loading) return <Skeleton lines={8} label={DEAL_SCREEN_TEXT.loading} />;
  if (notFound || (!deal && !error)) return <EmptyState title={DEAL_SCREEN_TEXT.notFoundTitle} description={DEAL_SCREEN_TEXT.notFoundBody} headingLevel={2} />;
  if (error || !deal) return <ErrorState title={DEAL_SCREEN_TEXT.errorTitle} message={error ?? ''} onRetry={onRetry} headingLevel={2} />;

  const shown = version ?? deal.current;
  const editable = deal.canEdit !== false;
  const totalVersions = Math.max(deal.currentVersion, versions.length);
  const headlineKeys = new Set(deal.headlines.map((headline) => headline.key));
  const inputRows: Row[] = Object.entries(shown.inputs).map(([field, value]) => ({
    field,
    value,
    source: shown.inputSources[field]?.label ?? (field in shown.sentInputs ? DEAL_SCREEN_TEXT.yourInput : DEAL_SCREEN_TEXT.noSource),
  }));
  const outputRows: Row[] = Object.entries(shown.outputs)
    .filter(([, value]) => value === null || ['number', 'string', 'boolean'].includes(typeof value))
    .map(([field, value]) => ({ field, value }));
  const headlines = shown.version === deal.currentVersion
    ? deal.headlines
    : deal.headlines.map((headline) => ({ ...headline, value: typeof shown.outputs[headline.key] === 'number' ? (shown.outputs[headline.key] as number) : null }));
  const togglePick = (number: number) =>
    setPicked((current) => (current.includes(number) ? current.filter((each) => each !== number) : [...current, number].slice(-2)));

  return (
    <article className={styles.page} aria-label={deal.name}>
      <header className={styles.panel}>
        <DealName key={deal.name} name={deal.name} onRename={editable ? onRename : undefined} />
        <dl className={styles.grid}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{DEAL_SCREEN_TEXT.strategy}</dt>
            <dd className={styles.statValue}>{DEAL_STRATEGY_LABELS[deal.strategyType]}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{DEAL_SCREEN_TEXT.property}</dt>
            <dd className={styles.statValue}>
              {deal.property === null ? (
                DEAL_SCREEN_TEXT.standalone
              ) : propertyHref ? (
                <a className={styles.link} href={propertyHref(deal.property.id)}>
                  {propertyLine(deal.property)}
                </a>
              ) : (
                propertyLine(deal.property)
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <a className={styles.link} href={calculatorHref}>
            {DEAL_SCREEN_TEXT.openInCalculator}
          </a>
          {onDuplicate ? (
            <Button type="button" variant="secondary" onClick={onDuplicate}>
              {DEAL_SCREEN_TEXT.duplicate}
            </Button>
          ) : null}
          {onExport
            ? DEAL_EXPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  type="button"
                  variant="secondary"
                  disabled={!exportFormats.includes(format)}
                  aria-describedby={!exportFormats.includes(format) && lockedExportNote ? 'deal-export-locked' : undefined}
                  onClick={() => onExport(format, shown)}
                >
                  {DEAL_SCREEN_TEXT.exportAs(format)}
                </Button>
              ))
            : null}
          {onShare && exportFormats.includes('pdf') ? (
            <Button type="button" variant="secondary" onClick={() => onShare(shown)}>
              {DEAL_SCREEN_TEXT.share}
            </Button>
          ) : null}
          {onDelete && editable ? (
            <AlertDialog
              trigger={
                <Button type="button" variant="danger">
                  {DEAL_SCREEN_TEXT.delete}
                </Button>
              }
              title={DEAL_SCREEN_TEXT.deleteTitle}
              description={DEAL_SCREEN_TEXT.deleteDescription(deal.name)}
              confirmLabel={DEAL_SCREEN_TEXT.deleteConfirm}
              onConfirm={onDelete}
              tone="danger"
              confirming={deleting}
            />
          ) : null}
        </div>
        {!editable ? <p className={styles.muted}>{DEAL_SCREEN_TEXT.readOnly}</p> : null}
        {lockedExportNote && exportFormats.length < DEAL_EXPORT_FORMATS.length ? (
          <p id="deal-export-locked" className={styles.muted}>
            {lockedExportNote}
          </p>
        ) : null}
        {exportStatus ? (
          <p role={exportFailed ? 'alert' : 'status'} className={exportFailed ? styles.banner.warning : styles.muted}>
            {exportStatus}
          </p>
        ) : null}
      </header>

      {unsavedChanges ? (
        <p role="status" className={styles.banner.warning}>
          {DEAL_SCREEN_TEXT.unsaved}
        </p>
      ) : null}
      <p role="status" className={shown.version === deal.currentVersion ? styles.banner.info : styles.banner.warning}>
        {DEAL_SCREEN_TEXT.viewing(shown.version, totalVersions, deal.currentVersion)}{' '}
        {shown.version !== deal.currentVersion && onSelectVersion ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => onSelectVersion(deal.currentVersion)}>
            {DEAL_SCREEN_TEXT.backToCurrent}
          </Button>
        ) : null}
      </p>

      {notices}
      <section className={styles.panel} aria-labelledby="deal-headlines">
        <h2 id="deal-headlines" className={styles.sectionTitle}>
          {DEAL_SCREEN_TEXT.headlines}
        </h2>
        <dl className={styles.grid}>
          {headlines.map((headline) => (
            <div key={headline.key} className={styles.stat}>
              <dt className={styles.statLabel}>{headline.label}</dt>
              <dd className={styles.statValue}>{formatHeadline(headline)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="deal-inputs">
        <h2 id="deal-inputs" className={styles.sectionTitle}>
          {DEAL_SCREEN_TEXT.inputs}
        </h2>
        <Table<Row>
          caption={`${DEAL_SCREEN_TEXT.inputs} — ${DEAL_SCREEN_TEXT.versionLabel(shown.version)}`}
          captionVisible={false}
          density="compact"
          rows={inputRows}
          rowKey={(row) => row.field}
          columns={[
            { key: 'field', header: DEAL_SCREEN_TEXT.input, rowHeader: true, render: (row) => humanizeField(row.field) },
            { key: 'value', header: DEAL_SCREEN_TEXT.value, numeric: true, render: (row) => formatDealFigure(row.value, unitOfField(row.field)) },
            { key: 'source', header: DEAL_SCREEN_TEXT.source, render: (row) => <span className={styles.source}>{row.source}</span> },
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="deal-outputs">
        <h2 id="deal-outputs" className={styles.sectionTitle}>
          {DEAL_SCREEN_TEXT.outputs}
        </h2>
        <Table<Row>
          caption={`${DEAL_SCREEN_TEXT.outputs} — ${DEAL_SCREEN_TEXT.versionLabel(shown.version)}`}
          captionVisible={false}
          density="compact"
          rows={[...outputRows.filter((row) => headlineKeys.has(row.field)), ...outputRows.filter((row) => !headlineKeys.has(row.field))]}
          rowKey={(row) => row.field}
          columns={[
            { key: 'field', header: DEAL_SCREEN_TEXT.output, rowHeader: true, render: (row) => humanizeField(row.field) },
            { key: 'value', header: DEAL_SCREEN_TEXT.value, numeric: true, render: (row) => formatDealFigure(row.value, unitOfField(row.field)) },
          ]}
        />
        {onRecompute ? (
          <div className={styles.actions}>
            <Button type="button" variant="secondary" disabled={recomputing} onClick={() => onRecompute(shown.version)}>
              {recomputing ? DEAL_SCREEN_TEXT.recomputing : DEAL_SCREEN_TEXT.recompute}
            </Button>
          </div>
        ) : null}
        {recompute && recompute.version === shown.version ? (
          <div className={styles.stat}>
            <p role="status" className={recompute.moved ? styles.banner.warning : styles.banner.info}>
              {recompute.moved
                ? DEAL_SCREEN_TEXT.recomputeMoved(recompute.savedEngineVersion, recompute.currentEngineVersion, recompute.changes.length)
                : DEAL_SCREEN_TEXT.recomputeUnchanged(recompute.savedEngineVersion, recompute.currentEngineVersion)}
            </p>
            {recompute.moved ? (
              <Table
                caption={DEAL_SCREEN_TEXT.recompute}
                captionVisible={false}
                density="compact"
                rows={recompute.changes}
                rowKey={(row) => row.field}
                columns={[
                  { key: 'field', header: DEAL_SCREEN_TEXT.output, rowHeader: true, render: (row) => humanizeField(row.field) },
                  { key: 'from', header: DEAL_SCREEN_TEXT.saved, numeric: true, render: (row) => formatDealFigure(row.from, unitOfField(row.field)) },
                  { key: 'to', header: DEAL_SCREEN_TEXT.today, numeric: true, render: (row) => formatDealFigure(row.to, unitOfField(row.field)) },
                  { key: 'difference', header: DEAL_SCREEN_TEXT.difference, numeric: true, render: (row) => <ChangeDifference change={row} isOutput /> },
                ]}
              />
            ) : null}
          </div>
        ) : null}
      </section>

      {reportPreview}

      <section className={styles.panel} aria-labelledby="deal-versions">
        <h2 id="deal-versions" className={styles.sectionTitle}>
          {DEAL_SCREEN_TEXT.versions}
        </h2>
        <ul className={styles.versionList}>
          {versions.map((item) => (
            <li key={item.version} className={styles.versionRow}>
              <input
                type="checkbox"
                aria-label={DEAL_SCREEN_TEXT.compareWith(item.version)}
                checked={picked.includes(item.version)}
                onChange={() => togglePick(item.version)}
              />
              <strong>{DEAL_SCREEN_TEXT.versionLabel(item.version)}</strong>
              <span className={styles.muted}>{formatDealTime(item.createdAt)}</span>
              <span className={styles.muted}>{DEAL_SCREEN_TEXT.author(item.author?.name ?? null)}</span>
              <span className={styles.muted}>{item.comment ?? DEAL_SCREEN_TEXT.noComment}</span>
              <span className={styles.muted}>{DEAL_SCREEN_TEXT.engine(item.engineVersion)}</span>
              {onSelectVersion ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`${DEAL_SCREEN_TEXT.view} ${DEAL_SCREEN_TEXT.versionLabel(item.version).toLowerCase()}`}
                  aria-current={item.version === shown.version ? 'true' : undefined}
                  onClick={() => onSelectVersion(item.version)}
                >
                  {DEAL_SCREEN_TEXT.view}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {onCompareVersions ? (
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              disabled={picked.length !== 2}
              onClick={() => {
                const [a, b] = [...picked].sort((x, y) => x - y);
                if (a !== undefined && b !== undefined) onCompareVersions(a, b);
              }}
            >
              {DEAL_SCREEN_TEXT.showDiff}
            </Button>
            {picked.length !== 2 ? <span className={styles.muted}>{DEAL_SCREEN_TEXT.pickTwo}</span> : null}
          </div>
        ) : null}
        {diff ? <DealVersionDiff diff={diff} /> : null}
      </section>
    </article>
  );
}
