import { useState } from 'react';
import {
  auditStatus,
  discrepancyStatusOfLevel,
  formatCurrency,
  formatPercent,
  summarizeAudit,
  type AuditMarketRent,
  type AuditResult,
  type CashFlowAuditResult,
  type CashFlowForecast,
  type Property,
  type PropertyAudit,
} from '@rei/engine';
import { ForecastScenariosChart, forecastScenarioValues } from '../../charts/ForecastScenariosChart';
import { Badge, riskBadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Pager, sortableColumn, type SortState } from '../../components/Pager';
import { Progress } from '../../components/Progress';
import { Switch } from '../../components/Switch';
import { Select } from '../../components/Select';
import { StatTile } from '../../components/StatTile';
import { Table } from '../../components/Table';
import { Tabs } from '../../components/Tabs';
import { ResultRows } from '../CalculatorSuite/parts/ResultRows';
import { AUDIT_TABS, AUDIT_TEXT, auditProgressText, type AuditTab } from './auditText';
import { DiscrepancyIndicator } from './DiscrepancyIndicator';
import * as styles from './CashFlowAuditScreen.css';

/** A property the audit page lists (GET /api/properties rows): a stored property, so its id is known. */
export type AuditPropertyRow = Pick<Property, 'address' | 'monthlyNetCashFlow'> & { readonly id: number };

/** The organization audit job as the page polls it (GET /api/cash-flow-audit/jobs/{jobId}). */
export interface AuditJobView {
  readonly state: 'queued' | 'running' | 'completed' | 'failed';
  readonly progress: { readonly done: number; readonly total: number | null };
  /** Why it failed, or why the last attempt stopped. */
  readonly error: string | null;
}

/** Sort keys of the audit rows (the server's `AUDIT_ROW_SORT_KEYS`). */
export type AuditRowSortKey = 'address' | 'discrepancyPercentage' | 'riskLevel' | 'marketRentEstimate';

/** One page of the latest run's rows, as the server pages, sorts and filters them. */
export interface AuditRowsView {
  readonly items: readonly AuditResult[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SortState<AuditRowSortKey>;
  /** The address filter typed so far. */
  readonly filter: string;
  readonly flaggedOnly: boolean;
  /** The next page (or sort, or filter) is loading. */
  readonly loading?: boolean;
}

/** The tiles of a stored run, when the page has them without the rows. */
export type AuditTiles = Pick<CashFlowAuditResult, 'totalPropertiesAudited' | 'flaggedProperties' | 'averageDiscrepancy' | 'auditAccuracy'>;

export interface CashFlowAuditScreenProps {
  properties: readonly AuditPropertyRow[];
  /** The properties are loading. */
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The latest organization audit; `null` before the first run. */
  organizationAudit?: CashFlowAuditResult | null;
  onRunOrganizationAudit?: () => void;
  runningOrganizationAudit?: boolean;
  /** The organization audit job started last (queued, running with progress, finished or failed). */
  auditJob?: AuditJobView | null;
  /** The tiles of the latest run (else computed from `organizationAudit`'s rows). */
  auditTiles?: AuditTiles | null;
  /** A page of the latest run's rows; without it the table lists `organizationAudit.auditResults`. */
  auditRows?: AuditRowsView | null;
  onAuditRowsPageChange?: (page: number) => void;
  onAuditRowsSortChange?: (sort: SortState<AuditRowSortKey>) => void;
  onAuditRowsFilterChange?: (filter: { text: string; flaggedOnly: boolean }) => void;
  selectedPropertyId?: number | null;
  onSelectProperty?: (propertyId: number | null) => void;
  /** The selected property's latest audit; `null` when it has none. */
  propertyAudit?: PropertyAudit | null;
  propertyAuditLoading?: boolean;
  onRunPropertyAudit?: (propertyId: number) => void;
  runningPropertyAudit?: boolean;
  /** The selected property's forecasts, newest last. */
  forecasts?: readonly CashFlowForecast[];
  forecastsLoading?: boolean;
  tab?: AuditTab;
  defaultTab?: AuditTab;
  onTabChange?: (tab: AuditTab) => void;
}

/** The market rent card of the Property Analysis tab: estimate, band, method, comparables, confidence, fallbacks. */
function MarketRentCard({ marketRent }: { marketRent: AuditMarketRent | null | undefined }) {
  if (!marketRent) {
    return (
      <Card title={AUDIT_TEXT.marketRentTitle}>
        <p className={styles.muted}>{AUDIT_TEXT.marketRentMissing}</p>
      </Card>
    );
  }
  return (
    <Card title={AUDIT_TEXT.marketRentTitle} description={marketRent.method}>
      <ResultRows
        rows={[
          { label: 'Estimated Monthly Rent', value: formatCurrency(marketRent.estimate) },
          { label: 'Range (Low – High)', value: `${formatCurrency(marketRent.low)} – ${formatCurrency(marketRent.high)}` },
          { label: 'Cash Flow at Market Rent', value: formatCurrency(marketRent.monthlyCashFlow) },
          { label: 'Comparable Sales Used', value: String(marketRent.comparablesUsed) },
          { label: 'Estimate Confidence', value: formatPercent(marketRent.confidence * 100, 0) },
        ]}
      />
      <h4>{AUDIT_TEXT.marketRentFallbacks}</h4>
      {marketRent.fallbacksUsed.length > 0 ? (
        <ul className={styles.list}>
          {marketRent.fallbacksUsed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{AUDIT_TEXT.marketRentNoFallbacks}</p>
      )}
    </Card>
  );
}

/** The audit job's state: a progress bar while it waits or runs ("312 of 520 properties"), the reason when it failed. */
function AuditJobPanel({ job, onRetry }: { job: AuditJobView; onRetry?: (() => void) | undefined }) {
  if (job.state === 'completed') return null;
  if (job.state === 'failed') {
    return <ErrorState title={AUDIT_TEXT.jobFailed} message={job.error ?? AUDIT_TEXT.jobFailed} onRetry={onRetry} retryLabel={AUDIT_TEXT.jobRetry} />;
  }
  const { done, total } = job.progress;
  const percent = job.state === 'running' && total !== null && total > 0 ? (done / total) * 100 : null;
  return (
    <Card>
      <div role="status" className={styles.stack}>
        <Progress
          label={job.state === 'queued' ? AUDIT_TEXT.jobQueued : AUDIT_TEXT.jobRunning}
          value={percent}
          valueText={job.state === 'running' ? auditProgressText(done, total) : undefined}
        />
        {job.error ? <p className={styles.muted}>{AUDIT_TEXT.jobRetrying}</p> : null}
      </div>
    </Card>
  );
}

/**
 * Cash-flow audit: Portfolio Overview (Run Organization Audit, the four tiles computed by
 * the engine's `summarizeAudit`, each property's discrepancy with its icon and market rent),
 * Property Analysis (one property's audit and market rent estimate) and Forecasts (high /
 * median / low scenarios and how they were made).
 */
export function CashFlowAuditScreen({
  properties,
  loading = false,
  error,
  onRetry,
  organizationAudit = null,
  onRunOrganizationAudit,
  runningOrganizationAudit = false,
  auditJob = null,
  auditTiles = null,
  auditRows = null,
  onAuditRowsPageChange,
  onAuditRowsSortChange,
  onAuditRowsFilterChange,
  selectedPropertyId = null,
  onSelectProperty,
  propertyAudit = null,
  propertyAuditLoading = false,
  onRunPropertyAudit,
  runningPropertyAudit = false,
  forecasts = [],
  forecastsLoading = false,
  tab,
  defaultTab = 'overview',
  onTabChange,
}: CashFlowAuditScreenProps) {
  const [ownTab, setOwnTab] = useState<AuditTab>(defaultTab);
  const selectedTab = tab ?? ownTab;
  const summary = auditTiles ?? (organizationAudit ? summarizeAudit(organizationAudit.auditResults) : null);
  const jobActive = auditJob?.state === 'queued' || auditJob?.state === 'running';
  const addressOf = (id: number) => properties.find((p) => p.id === id)?.address ?? `Property #${id}`;
  const selected = properties.find((p) => p.id === selectedPropertyId) ?? null;

  const selector = (
    <div className={styles.selector}>
      <Field label={AUDIT_TEXT.propertyLabel}>
        <Select
          placeholder={properties.length === 0 ? AUDIT_TEXT.noProperties : 'Select a property'}
          disabled={properties.length === 0}
          value={selected ? String(selected.id) : undefined}
          onValueChange={(value) => onSelectProperty?.(Number(value))}
          options={properties.map((p) => ({ value: String(p.id), label: p.address }))}
        />
      </Field>
    </div>
  );

  // With a sort (server-paged rows) the headers sort; without one they are plain.
  const header = (label: string, key: AuditRowSortKey, sort: SortState<AuditRowSortKey> | null, firstDirection: 'asc' | 'desc' = 'desc') =>
    sort && onAuditRowsSortChange ? sortableColumn(label, key, sort, onAuditRowsSortChange, firstDirection) : { header: label };
  const resultsTable = (rows: readonly AuditResult[], sort: SortState<AuditRowSortKey> | null) => (
    <Table
      caption="Audit results by property"
      rowKey={(row: AuditResult) => row.propertyId}
      rows={rows}
      columns={[
        { key: 'property', ...header('Property', 'address', sort, 'asc'), rowHeader: true, render: (row: AuditResult) => row.address || addressOf(row.propertyId) },
        {
          key: 'recorded',
          header: 'Recorded Cash Flow',
          numeric: true,
          render: (row: AuditResult) => formatCurrency(properties.find((p) => p.id === row.propertyId)?.monthlyNetCashFlow),
        },
        { key: 'marketRent', ...header(AUDIT_TEXT.marketRentColumn, 'marketRentEstimate', sort), numeric: true, render: (row: AuditResult) => formatCurrency(row.marketRentEstimate) },
        {
          key: 'discrepancy',
          ...header('Discrepancy', 'discrepancyPercentage', sort),
          render: (row: AuditResult) => (
            <DiscrepancyIndicator
              percentage={row.discrepancyPercentage}
              // The server's status: a market finding or a stored flag wins over a small discrepancy.
              status={{ ...discrepancyStatusOfLevel(row.status), reasons: row.statusReasons }}
              flagged={row.flagged}
            />
          ),
        },
        { key: 'risk', ...header('Risk', 'riskLevel', sort), render: (row: AuditResult) => <Badge tone={riskBadgeTone(row.riskLevel)}>{row.riskLevel}</Badge> },
      ]}
    />
  );

  const overview = (
    <div className={styles.stack}>
      <div className={styles.tiles}>
        <StatTile label={AUDIT_TEXT.propertiesAudited} value={summary ? String(summary.totalPropertiesAudited) : null} />
        <StatTile
          label={AUDIT_TEXT.flaggedProperties}
          value={summary ? String(summary.flaggedProperties) : null}
          tone={summary && summary.flaggedProperties > 0 ? 'negative' : 'neutral'}
        />
        <StatTile label={AUDIT_TEXT.averageDiscrepancy} value={summary ? formatPercent(summary.averageDiscrepancy) : null} />
        <StatTile label={AUDIT_TEXT.auditAccuracy} value={summary && summary.auditAccuracy !== null ? formatPercent(summary.auditAccuracy) : null} />
      </div>
      {auditJob ? <AuditJobPanel job={auditJob} onRetry={onRunOrganizationAudit} /> : null}
      {auditRows ? (
        <div className={styles.stack}>
          <div className={styles.row}>
            <Field label={AUDIT_TEXT.rowsFilterLabel}>
              <Input
                type="search"
                value={auditRows.filter}
                onChange={(event) => onAuditRowsFilterChange?.({ text: event.target.value, flaggedOnly: auditRows.flaggedOnly })}
              />
            </Field>
            <Switch
              label={AUDIT_TEXT.flaggedOnly}
              checked={auditRows.flaggedOnly}
              onCheckedChange={(checked) => onAuditRowsFilterChange?.({ text: auditRows.filter, flaggedOnly: checked })}
            />
          </div>
          {auditRows.items.length > 0 ? (
            <div aria-busy={auditRows.loading || undefined}>{resultsTable(auditRows.items, auditRows.sort)}</div>
          ) : auditRows.loading ? (
            <p role="status" className={styles.muted}>
              {AUDIT_TEXT.rowsLoading}
            </p>
          ) : (
            <EmptyState title={auditRows.total === 0 && !auditRows.filter && !auditRows.flaggedOnly ? AUDIT_TEXT.noAudit : AUDIT_TEXT.noMatchingRows} />
          )}
          {auditRows.total > 0 ? (
            <Pager
              label="Audit result pages"
              itemsLabel="properties"
              page={auditRows.page}
              pageSize={auditRows.pageSize}
              total={auditRows.total}
              busy={auditRows.loading}
              onPageChange={(page) => onAuditRowsPageChange?.(page)}
            />
          ) : null}
        </div>
      ) : organizationAudit && organizationAudit.auditResults.length > 0 ? (
        resultsTable(organizationAudit.auditResults, null)
      ) : (
        <EmptyState title={AUDIT_TEXT.noAudit} />
      )}
    </div>
  );

  const propertyTab = (
    <div className={styles.stack}>
      <div className={styles.row}>
        {selector}
        {selected && onRunPropertyAudit ? (
          <Button variant="secondary" loading={runningPropertyAudit} loadingText={AUDIT_TEXT.runningProperty} onClick={() => onRunPropertyAudit(selected.id)}>
            {AUDIT_TEXT.runProperty}
          </Button>
        ) : null}
      </div>
      {!selected ? (
        <p className={styles.muted}>{AUDIT_TEXT.selectProperty}</p>
      ) : propertyAuditLoading ? (
        <p role="status" className={styles.muted}>
          {AUDIT_TEXT.loading}
        </p>
      ) : !propertyAudit ? (
        <EmptyState title={AUDIT_TEXT.noPropertyAudit} />
      ) : (
        <div className={styles.grid2}>
          <Card title={`Audit of ${selected.address}`} actions={<Badge tone={riskBadgeTone(propertyAudit.riskLevel)}>Risk: {propertyAudit.riskLevel}</Badge>}>
            <ResultRows
              rows={[
                { label: 'Audit Date', value: <time dateTime={propertyAudit.auditDate}>{propertyAudit.auditDate.slice(0, 10)}</time> },
                { label: 'Recorded Monthly Rent', value: formatCurrency(propertyAudit.originalMonthlyRent) },
                { label: 'Recorded Monthly Cash Flow', value: formatCurrency(propertyAudit.originalMonthlyCashFlow) },
                {
                  label: 'Discrepancy',
                  value: (
                    <DiscrepancyIndicator
                      percentage={propertyAudit.discrepancyPercentage}
                      flagged={propertyAudit.flagged}
                      status={auditStatus({
                        discrepancyPercentage: propertyAudit.discrepancyPercentage,
                        monthlyRent: propertyAudit.originalMonthlyRent,
                        statedMonthlyCashFlow: propertyAudit.originalMonthlyCashFlow,
                        marketRent: propertyAudit.marketRent,
                      })}
                    />
                  ),
                },
                { label: AUDIT_TEXT.auditConfidence, value: formatPercent(propertyAudit.confidenceScore * 100, 0) },
              ]}
            />
          </Card>
          <Card title="Data Used">
            <h4>{AUDIT_TEXT.figureFallbacks}</h4>
            {propertyAudit.fallbacksUsed.length > 0 ? (
              <ul className={styles.list}>
                {propertyAudit.fallbacksUsed.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{AUDIT_TEXT.figureNoFallbacks(propertyAudit.marketRent?.fallbacksUsed.length ?? 0)}</p>
            )}
            <h4>Flagged assets</h4>
            {propertyAudit.flaggedAssets.length > 0 ? (
              <ul className={styles.list}>
                {propertyAudit.flaggedAssets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>None.</p>
            )}
          </Card>
          <MarketRentCard marketRent={propertyAudit.marketRent} />
        </div>
      )}
    </div>
  );

  const latest = forecasts.length > 0 ? forecasts[forecasts.length - 1] : undefined;
  const forecastsTab = (
    <div className={styles.stack}>
      {selector}
      {!selected ? (
        <p className={styles.muted}>{AUDIT_TEXT.selectProperty}</p>
      ) : forecastsLoading ? (
        <p role="status" className={styles.muted}>
          {AUDIT_TEXT.loading}
        </p>
      ) : !latest ? (
        <EmptyState title={AUDIT_TEXT.noForecasts} />
      ) : (
        <>
          <div className={styles.grid2}>
            <Card title="Monthly Cash Flow Scenarios" description={`Forecast of ${latest.generationDate.slice(0, 10)} · confidence ${formatPercent(latest.confidenceLevel * 100, 0)}`}>
              <ForecastScenariosChart scenarios={forecastScenarioValues(latest, 'cashFlow')} measureLabel="Monthly cash flow" title="Cash flow: high, median and low" />
            </Card>
            <Card title="Monthly Rent Scenarios" description={`Updated cap rate ${formatPercent(latest.updatedCapRate, 2)}`}>
              <ForecastScenariosChart scenarios={forecastScenarioValues(latest, 'rent')} measureLabel="Monthly rent" title="Rent: high, median and low" />
            </Card>
          </div>
          {latest.method ? (
            <Card title={AUDIT_TEXT.forecastMethod}>
              <p className={styles.muted}>{latest.method}</p>
            </Card>
          ) : null}
          <Table
            caption="Forecast history"
            rowKey={(row: CashFlowForecast) => row.id}
            rows={forecasts}
            columns={[
              { key: 'date', header: 'Generated', rowHeader: true, render: (row: CashFlowForecast) => row.generationDate.slice(0, 10) },
              { key: 'rent', header: 'Median Rent', numeric: true, render: (row: CashFlowForecast) => formatCurrency(row.rentMedianScenario) },
              { key: 'low', header: 'Low Cash Flow', numeric: true, render: (row: CashFlowForecast) => formatCurrency(row.cashFlowLowScenario) },
              { key: 'median', header: 'Median Cash Flow', numeric: true, render: (row: CashFlowForecast) => formatCurrency(row.cashFlowMedianScenario) },
              { key: 'high', header: 'High Cash Flow', numeric: true, render: (row: CashFlowForecast) => formatCurrency(row.cashFlowHighScenario) },
              { key: 'confidence', header: 'Confidence', numeric: true, render: (row: CashFlowForecast) => formatPercent(row.confidenceLevel * 100, 0) },
            ]}
          />
        </>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{AUDIT_TEXT.title}</h1>
          <p className={styles.subtitle}>{AUDIT_TEXT.subtitle}</p>
        </div>
        {onRunOrganizationAudit ? (
          <Button
            onClick={onRunOrganizationAudit}
            loading={runningOrganizationAudit || jobActive}
            loadingText={AUDIT_TEXT.runningOrganization}
            disabled={loading || properties.length === 0}
          >
            {AUDIT_TEXT.runOrganization}
          </Button>
        ) : null}
      </header>
      {loading ? (
        <p role="status" className={styles.muted}>
          {AUDIT_TEXT.loading}
        </p>
      ) : error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : properties.length === 0 ? (
        <EmptyState title={AUDIT_TEXT.noProperties} />
      ) : (
        <Tabs
          aria-label="Audit views"
          value={selectedTab}
          onValueChange={(next) => {
            if (!(AUDIT_TABS as readonly string[]).includes(next)) return;
            if (tab === undefined) setOwnTab(next as AuditTab);
            onTabChange?.(next as AuditTab);
          }}
          items={[
            { value: 'overview', label: AUDIT_TEXT.overviewTab, content: overview },
            { value: 'property', label: AUDIT_TEXT.propertyTab, content: propertyTab },
            { value: 'forecasts', label: AUDIT_TEXT.forecastsTab, content: forecastsTab },
          ]}
        />
      )}
    </div>
  );
}
