import { lazy, Suspense, useId, useState } from 'react';
import { formatCurrency } from '@rei/engine';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager, sortableColumn, type SortState } from '../../components/Pager';
import { Progress } from '../../components/Progress';
import { Table, type TableColumn } from '../../components/Table';
import { CriteriaBuilder } from './CriteriaBuilder';
import {
  SCREEN_BUY_BOX_FIELDS,
  SCREEN_OUTPUT_COLUMNS,
  SCREEN_STRATEGIES,
  screeningRefusalReasons,
  type ScreenCountView,
  type ScreenFiltersView,
  type ScreenResultView,
  type ScreenStrategyView,
  type ScreenSummaryView,
} from './screeningTypes';
import * as styles from './Screening.css';

// The map (and MapLibre behind it) loads only when someone opens it.
const ScreenResultsMap = lazy(() => import('./ScreenResultsMap').then((m) => ({ default: m.ScreenResultsMap })));

export const SCREENING_TEXT = {
  title: 'Screening',
  description:
    'Build a list of NYC lots from the public records this installation holds, preview how many match, then run every lot through a calculator with figures sized from its own record and rank them against your buy box.',
  previewCount: 'Preview count',
  counting: 'Counting…',
  countLabel: 'Lots matching these criteria',
  countNote: (limit: number) => `Counted in the database; nothing is computed yet. A screen runs at most ${limit.toLocaleString('en-US')} lots.`,
  datasets: 'Rests on',
  asOf: (asOf: string | null, importedAt: string) => (asOf ? `as of ${asOf}` : `imported ${importedAt.slice(0, 10)}`),
  countError: 'Could not count',
  runError: 'Could not run the screen',
  runTitle: 'Screen these lots',
  name: 'Screen name',
  strategy: 'Calculator',
  preset: 'Preset',
  noPreset: 'No preset (calculator defaults)',
  buyBox: 'Buy box',
  run: 'Run screen',
  starting: 'Starting…',
  locked: (plan: string) => `Screening runs on the Hunter plan; your ${plan} plan can preview counts. Upgrade to Hunter to screen the lots.`,
  upgrade: 'See plans',
  progress: 'Screening lots',
  progressText: (done: number, total: number | null) => (total === null ? `${done.toLocaleString('en-US')} lots` : `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} lots`),
  cancel: 'Cancel screen',
  finishing: 'Every lot is screened; finishing the screen…',
  failed: 'The screen failed',
  cancelled: 'This screen was cancelled. Run it again to finish it.',
  resultsTitle: 'Results',
  resultsSummary: (screened: number, passing: number | null) =>
    `${screened.toLocaleString('en-US')} lots screened${passing === null ? ' (no buy box: every lot is listed without a verdict)' : `; ${passing.toLocaleString('en-US')} pass every buy-box criterion`}.`,
  estimatedNote: 'Price, rent, tax, insurance and maintenance are estimates sized from each lot\'s public record (marked "est."); hover a figure\'s source below it.',
  emptyTitle: 'No screen yet',
  emptyBody: 'Set criteria, preview the count, then run a screen.',
  noResults: 'No lot matched these criteria.',
  caption: 'Screened lots',
  select: (lot: string) => `Select ${lot}`,
  lot: 'Lot',
  verdict: 'Buy box',
  pass: 'Pass',
  fail: 'Fail',
  noVerdict: '—',
  price: 'Price used',
  rent: 'Rent used (monthly)',
  est: 'est.',
  skipped: (why: string) => `Not screened: ${why}`,
  addSelected: (count: number) => `Add ${count} selected to portfolio`,
  addPassing: 'Add all passing to portfolio',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  showMap: 'Show map',
  hideMap: 'Hide map',
  pages: 'Result pages',
  items: 'lots',
  mapLoading: 'Loading the map…',
} as const;

export interface ScreeningPresetOption {
  readonly id: number;
  readonly name: string;
  readonly strategyType: string;
}

export interface ScreeningRunRequest {
  readonly name: string | undefined;
  readonly strategyType: ScreenStrategyView;
  readonly presetId: number | undefined;
  readonly buyBox: Readonly<Record<string, number>> | undefined;
}

export interface ScreeningScreenProps {
  filters: ScreenFiltersView;
  onFiltersChange: (filters: ScreenFiltersView) => void;
  onPreviewCount: () => void;
  count: ScreenCountView | null;
  counting?: boolean;
  countError?: string | null;
  /** The per-field reasons of a refused count, keyed as the server names them (`body.filters`, `body.filters.<key>`); listed under `countError`. */
  countFieldErrors?: Readonly<Record<string, string>>;
  /** Server field errors (`body.filters.<key>` → message), shown at their criterion. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Null on Hunter; else the caller's plan name (screening is locked, counting is not). */
  lockedPlan?: string | null;
  upgradeHref?: string;
  presets?: readonly ScreeningPresetOption[];
  onRun: (request: ScreeningRunRequest) => void;
  starting?: boolean;
  runError?: string | null;
  /** The per-field reasons of a refused run, keyed as the server names them; listed under `runError`. */
  runFieldErrors?: Readonly<Record<string, string>>;
  /** The screen shown (the newest run), or null before any. */
  screen: ScreenSummaryView | null;
  onCancel?: () => void;
  results: readonly ScreenResultView[];
  resultsTotal: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortState<string>;
  onSortChange: (sort: SortState<string>) => void;
  onAddToPortfolio: (bbls: readonly string[] | 'passing') => void;
  adding?: boolean;
  /** What the last add did, in words ("Added 5 lots…"). */
  addMessage?: string | null;
  onExport: (format: 'csv' | 'xlsx') => void;
  /** REI_MAP_STYLE_URL, when configured. */
  mapStyleUrl?: string | null;
  resultsError?: string | null;
  onRetry?: () => void;
}

const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value.toFixed(2)} %`);
const figure = (value: number | null | undefined, unit: 'money' | 'percent' | 'ratio') =>
  value === null || value === undefined ? '—' : unit === 'money' ? formatCurrency(value) : unit === 'percent' ? percent(value) : value.toFixed(2);

function InputFigure({ result, field }: { result: ScreenResultView; field: string }) {
  const input = result.inputs[field];
  if (!input) return <span className={styles.muted}>—</span>;
  return (
    <>
      {formatCurrency(input.value)} {input.estimated ? <abbr title="estimated">{SCREENING_TEXT.est}</abbr> : null}
      <span className={styles.source}>{input.source}</span>
    </>
  );
}

function Verdict({ result }: { result: ScreenResultView }) {
  if (result.passes === null) return <span className={styles.verdict.none}>{SCREENING_TEXT.noVerdict}</span>;
  return (
    <>
      <span className={result.passes ? styles.verdict.pass : styles.verdict.fail}>{result.passes ? SCREENING_TEXT.pass : SCREENING_TEXT.fail}</span>
      <ul className={styles.checkList}>
        {result.checks.map((check) => (
          <li key={check.metric}>
            {check.label} {check.comparison} {check.threshold}: {check.status === 'pass' ? SCREENING_TEXT.pass : check.status === 'fail' ? SCREENING_TEXT.fail : check.status.replace('_', ' ')}
            {check.value === null ? '' : ` (${check.value})`}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A refused count or run: what failed and the server's message, then each field's reason in the screen's words. */
function Refusal({ lead, message, fields }: { lead: string; message: string; fields: Readonly<Record<string, string>> | undefined }) {
  const reasons = screeningRefusalReasons(fields);
  return (
    <div role="alert">
      <p>{`${lead}: ${message}`}</p>
      {reasons.length > 0 ? (
        <ul className={styles.reasonList}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Bulk screening: the criteria builder with a free count preview, the run form (calculator,
 * preset, buy box; locked below Hunter, naming the plan), the running screen's progress, and the
 * results: sortable by any output, pass/fail per buy-box criterion, select and add to the
 * portfolio, export, and a map loaded only when opened.
 */
export function ScreeningScreen(props: ScreeningScreenProps) {
  const { filters, count, screen, results, sort, lockedPlan = null } = props;
  const id = useId();
  const [strategyType, setStrategyType] = useState<ScreenStrategyView>('buy_hold');
  const [presetId, setPresetId] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [buyBox, setBuyBox] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [mapOpen, setMapOpen] = useState(false);
  const running = screen !== null && (screen.state === 'queued' || screen.state === 'running');
  const strategy = (screen?.strategyType as ScreenStrategyView | undefined) ?? strategyType;
  const outputColumns = SCREEN_OUTPUT_COLUMNS[strategy] ?? SCREEN_OUTPUT_COLUMNS.buy_hold;

  const run = () => {
    const box: Record<string, number> = {};
    for (const [key, text] of Object.entries(buyBox)) if (text.trim() !== '' && Number.isFinite(Number(text))) box[key] = Number(text);
    props.onRun({ name: name.trim() || undefined, strategyType, presetId, buyBox: Object.keys(box).length > 0 ? box : undefined });
  };
  const toggle = (bbl: string) => setSelected((current) => (current.includes(bbl) ? current.filter((each) => each !== bbl) : [...current, bbl]));

  const columns: TableColumn<ScreenResultView>[] = [
    {
      key: 'select',
      header: <span className={styles.source}>Select</span>,
      render: (result) => <input type="checkbox" aria-label={SCREENING_TEXT.select(result.address ?? result.bbl)} checked={selected.includes(result.bbl)} onChange={() => toggle(result.bbl)} />,
    },
    {
      key: 'lot',
      rowHeader: true,
      ...sortableColumn(SCREENING_TEXT.lot, 'address', sort, props.onSortChange),
      render: (result) => (
        <>
          {result.address ?? result.bbl}
          <span className={styles.source}>
            BBL {result.bbl} · {String(result.facts.buildingClass ?? '')} · {String(result.facts.units ?? '?')} units · built {String(result.facts.yearBuilt ?? '?')}
          </span>
        </>
      ),
    },
    { key: 'passes', ...sortableColumn(SCREENING_TEXT.verdict, 'passes', sort, props.onSortChange, 'desc'), render: (result) => <Verdict result={result} /> },
    { key: 'price', header: SCREENING_TEXT.price, numeric: true, render: (result) => <InputFigure result={result} field={strategy === 'wholesale' ? 'contractPrice' : 'purchasePrice'} /> },
    { key: 'rent', header: SCREENING_TEXT.rent, numeric: true, render: (result) => <InputFigure result={result} field={strategy === 'brrr' ? 'monthlyRent' : 'grossMonthlyRent'} /> },
    ...outputColumns.map(
      (output): TableColumn<ScreenResultView> => ({
        key: output.key,
        numeric: true,
        ...sortableColumn(output.label, output.key, sort, props.onSortChange, 'desc'),
        render: (result) => (result.outputs === null ? <span className={styles.muted}>{SCREENING_TEXT.skipped(result.skipped ?? '')}</span> : figure(result.outputs[output.key], output.unit)),
      }),
    ),
  ];

  let resultsBody;
  if (props.resultsError) resultsBody = <ErrorState title={SCREENING_TEXT.failed} message={props.resultsError} onRetry={props.onRetry} headingLevel={3} />;
  else if (screen === null) resultsBody = <EmptyState title={SCREENING_TEXT.emptyTitle} description={SCREENING_TEXT.emptyBody} headingLevel={3} />;
  else
    resultsBody = (
      <>
        <p className={styles.muted}>{SCREENING_TEXT.resultsSummary(screen.screened, screen.passing)}</p>
        <p className={styles.muted}>{SCREENING_TEXT.estimatedNote}</p>
        <div className={styles.actions}>
          <Button onClick={() => props.onAddToPortfolio(selected)} disabled={selected.length === 0 || props.adding === true} loading={props.adding}>
            {SCREENING_TEXT.addSelected(selected.length)}
          </Button>
          {screen.passing !== null && screen.passing > 0 ? (
            <Button variant="secondary" onClick={() => props.onAddToPortfolio('passing')} disabled={props.adding === true}>
              {SCREENING_TEXT.addPassing}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => props.onExport('csv')}>
            {SCREENING_TEXT.exportCsv}
          </Button>
          <Button variant="secondary" onClick={() => props.onExport('xlsx')}>
            {SCREENING_TEXT.exportXlsx}
          </Button>
          <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
            {mapOpen ? SCREENING_TEXT.hideMap : SCREENING_TEXT.showMap}
          </Button>
        </div>
        {props.addMessage ? <p role="status">{props.addMessage}</p> : null}
        {mapOpen ? (
          <Suspense fallback={<p className={styles.muted}>{SCREENING_TEXT.mapLoading}</p>}>
            <ScreenResultsMap results={results} styleUrl={props.mapStyleUrl ?? null} />
          </Suspense>
        ) : null}
        <Table caption={SCREENING_TEXT.caption} captionVisible={false} columns={columns} rows={results} rowKey={(result) => result.bbl} emptyMessage={SCREENING_TEXT.noResults} />
        <Pager page={props.page} pageSize={props.pageSize} total={props.resultsTotal} onPageChange={props.onPageChange} label={SCREENING_TEXT.pages} itemsLabel={SCREENING_TEXT.items} />
      </>
    );

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {SCREENING_TEXT.title}
      </h1>
      <p className={styles.muted}>{SCREENING_TEXT.description}</p>
      <CriteriaBuilder filters={filters} onFiltersChange={props.onFiltersChange} fieldErrors={props.fieldErrors} />

      <section className={styles.panel} aria-label={SCREENING_TEXT.countLabel}>
        <div className={styles.actions}>
          <Button onClick={props.onPreviewCount} loading={props.counting} loadingText={SCREENING_TEXT.counting}>
            {SCREENING_TEXT.previewCount}
          </Button>
        </div>
        {props.countError ? <Refusal lead={SCREENING_TEXT.countError} message={props.countError} fields={props.countFieldErrors} /> : null}
        {count ? (
          <div role="status">
            <p className={styles.muted}>{SCREENING_TEXT.countLabel}</p>
            <p className={styles.count}>{count.count.toLocaleString('en-US')}</p>
            <p className={styles.muted}>{SCREENING_TEXT.countNote(count.limit)}</p>
            <p className={styles.muted}>
              {SCREENING_TEXT.datasets}: {count.datasets.map((dataset) => `${dataset.title} (${SCREENING_TEXT.asOf(dataset.asOf, dataset.importedAt)})`).join('; ')}
            </p>
          </div>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby={`${id}-run`}>
        <h2 id={`${id}-run`} className={styles.sectionTitle}>
          {SCREENING_TEXT.runTitle}
        </h2>
        {lockedPlan !== null ? (
          <p role="note">
            {SCREENING_TEXT.locked(lockedPlan)} {props.upgradeHref ? <a href={props.upgradeHref}>{SCREENING_TEXT.upgrade}</a> : null}
          </p>
        ) : (
          <>
            <div className={styles.grid}>
              <div className={styles.field}>
                <label htmlFor={`${id}-name`}>{SCREENING_TEXT.name}</label>
                <input id={`${id}-name`} className={styles.input} value={name} onChange={(event) => setName(event.currentTarget.value)} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-strategy`}>{SCREENING_TEXT.strategy}</label>
                <select id={`${id}-strategy`} className={styles.input} value={strategyType} onChange={(event) => setStrategyType(event.currentTarget.value as ScreenStrategyView)}>
                  {SCREEN_STRATEGIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-preset`}>{SCREENING_TEXT.preset}</label>
                <select
                  id={`${id}-preset`}
                  className={styles.input}
                  value={presetId === undefined ? '' : String(presetId)}
                  onChange={(event) => setPresetId(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))}
                >
                  <option value="">{SCREENING_TEXT.noPreset}</option>
                  {(props.presets ?? [])
                    .filter((preset) => preset.strategyType === strategyType)
                    .map((preset) => (
                      <option key={preset.id} value={preset.id}>
                        {preset.name}
                      </option>
                    ))}
                </select>
              </div>
            </div>
            <fieldset className={styles.fieldset}>
              <legend className={styles.groupTitle}>{SCREENING_TEXT.buyBox}</legend>
              <div className={styles.grid}>
                {SCREEN_BUY_BOX_FIELDS.map((field) => (
                  <div key={field.key} className={styles.field}>
                    <label htmlFor={`${id}-box-${field.key}`}>{field.label}</label>
                    <input
                      id={`${id}-box-${field.key}`}
                      className={styles.input}
                      type="number"
                      inputMode="decimal"
                      value={buyBox[field.key] ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setBuyBox((current) => ({ ...current, [field.key]: value }));
                      }}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
            <div className={styles.actions}>
              <Button onClick={run} loading={props.starting} loadingText={SCREENING_TEXT.starting} disabled={running}>
                {SCREENING_TEXT.run}
              </Button>
            </div>
            {props.runError ? <Refusal lead={SCREENING_TEXT.runError} message={props.runError} fields={props.runFieldErrors} /> : null}
          </>
        )}
        {running ? (
          <div className={styles.actions}>
            <Progress
              label={SCREENING_TEXT.progress}
              value={screen.matched ? (screen.screened / Math.max(1, screen.matched)) * 100 : null}
              valueText={SCREENING_TEXT.progressText(screen.screened, screen.matched)}
            />
            {/* Every lot stored: the run is only closing its parts, so there is nothing left to cancel. */}
            {screen.matched !== null && screen.screened >= screen.matched ? (
              <p role="status">{SCREENING_TEXT.finishing}</p>
            ) : props.onCancel ? (
              <Button variant="secondary" onClick={props.onCancel}>
                {SCREENING_TEXT.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
        {screen?.state === 'failed' ? <p role="alert">{`${SCREENING_TEXT.failed}: ${screen.error ?? ''}`}</p> : null}
        {screen?.state === 'cancelled' ? <p role="status">{SCREENING_TEXT.cancelled}</p> : null}
      </section>

      <section className={styles.panel} aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className={styles.sectionTitle}>
          {SCREENING_TEXT.resultsTitle}
          {screen ? ` — ${screen.name}` : ''}
        </h2>
        {resultsBody}
      </section>
    </section>
  );
}
