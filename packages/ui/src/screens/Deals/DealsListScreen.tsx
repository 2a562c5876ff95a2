import { useState } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Input } from '../../components/Input';
import { Pager, sortableColumn, type SortState } from '../../components/Pager';
import { Skeleton } from '../../components/Skeleton';
import { Table, type TableColumn } from '../../components/Table';
import {
  DEAL_STRATEGIES,
  DEAL_STRATEGY_LABELS,
  formatDealTime,
  formatHeadline,
  propertyLine,
  type DealStrategyType,
  type DealSummaryView,
} from './dealTypes';
import { BuyBoxCheckList, BuyBoxVerdict } from './BuyBoxChecks';
import * as styles from './Deals.css';

/** Most deals one comparison may hold (the contract's DEAL_COMPARE_MAX). */
export const DEALS_COMPARE_MAX = 6;

/** Every string the deals list shows. */
export const DEALS_LIST_TEXT = {
  title: 'Deals',
  buyBox: 'Buy box',
  buyBoxAll: 'All deals',
  buyBoxPass: 'Passes the buy box',
  buyBoxFail: 'Fails the buy box',
  description: 'Every analysis saved in this organization, each deal with all its versions.',
  loading: 'Loading deals',
  errorTitle: 'Could not load the deals',
  emptyTitle: 'No deals yet',
  emptyBody: 'Save an analysis from any calculator to start a deal.',
  emptyFiltered: 'No deal matches these filters.',
  caption: 'Saved deals',
  name: 'Name',
  strategy: 'Strategy',
  allStrategies: 'All strategies',
  property: 'Property',
  standalone: 'Standalone',
  figures: 'Headline figures',
  updated: 'Updated',
  version: 'Version',
  select: (name: string) => `Select ${name} to compare`,
  search: 'Search by name',
  searchPlaceholder: 'Deal name',
  compare: (count: number) => `Compare ${count} deals`,
  compareHint: `Select 2 to ${DEALS_COMPARE_MAX} deals to compare them side by side.`,
  compareTooMany: `Compare at most ${DEALS_COMPARE_MAX} deals at once.`,
  notComputed: 'not computed',
  pages: 'Deal pages',
  items: 'deals',
} as const;

export type DealSortKey = 'updatedAt' | 'createdAt' | 'name' | 'strategyType';

export interface DealsListScreenProps {
  deals: readonly DealSummaryView[];
  /** Deals matching the filters over all pages. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortState<DealSortKey>;
  onSortChange: (sort: SortState<DealSortKey>) => void;
  strategy: DealStrategyType | null;
  onStrategyChange: (strategy: DealStrategyType | null) => void;
  search: string;
  onSearchChange: (text: string) => void;
  /** The deal's own page address, e.g. `/deals/12`. */
  dealHref: (deal: DealSummaryView) => string;
  /** A property's page address. */
  propertyHref?: (propertyId: number) => string;
  /** Opens the comparison of the chosen deals (2–6 ids). Absent: no selection column. */
  onCompare?: (ids: readonly number[]) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A heading level for embedding (e.g. on the property page) — 1 on the Deals page. */
  headingLevel?: 1 | 2 | 3;
  /** Hides the title, filters and paging: the short list on a property page. */
  compact?: boolean;
  /** The buy box filter (server-side): only deals that pass, or fail, it; null for all. */
  buyBoxFilter?: 'pass' | 'fail' | null;
  /** Absent hides the buy box filter (no buy box is in force). */
  onBuyBoxFilterChange?: (filter: 'pass' | 'fail' | null) => void;
}

/** A deal's headline figures, each with its label and unit; a figure that could not be computed says so. */
export function DealHeadlines({ deal }: { deal: DealSummaryView }) {
  if (deal.headlines.length === 0) return <span className={styles.muted}>{DEALS_LIST_TEXT.notComputed}</span>;
  return (
    <ul className={styles.headlineList}>
      {deal.headlines.map((headline) => (
        <li key={headline.key}>
          <span className={styles.statLabel}>{headline.label}: </span>
          {headline.value === null ? <span className={styles.muted}>— {DEALS_LIST_TEXT.notComputed}</span> : formatHeadline(headline)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The organization's deals: a paged table sortable by name, strategy and updated time, filtered by
 * strategy and name. Each row links to its deal; choosing 2–6 rows offers "Compare".
 */
export function DealsListScreen({
  deals,
  total,
  page,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
  strategy,
  onStrategyChange,
  search,
  onSearchChange,
  dealHref,
  propertyHref,
  onCompare,
  loading = false,
  error = null,
  onRetry,
  headingLevel = 1,
  compact = false,
  buyBoxFilter = null,
  onBuyBoxFilterChange,
}: DealsListScreenProps) {
  const [selected, setSelected] = useState<readonly number[]>([]);
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));
  const filtered = strategy !== null || search.trim() !== '' || buyBoxFilter !== null;

  const columns: TableColumn<DealSummaryView>[] = [];
  if (onCompare) {
    columns.push({
      key: 'select',
      header: <span className={styles.statLabel}>Compare</span>,
      render: (deal) => (
        <input type="checkbox" aria-label={DEALS_LIST_TEXT.select(deal.name)} checked={selected.includes(deal.id)} onChange={() => toggle(deal.id)} />
      ),
    });
  }
  columns.push(
    {
      key: 'name',
      rowHeader: true,
      ...(compact ? { header: DEALS_LIST_TEXT.name } : sortableColumn(DEALS_LIST_TEXT.name, 'name', sort, onSortChange)),
      render: (deal) => (
        <a className={styles.link} href={dealHref(deal)}>
          {deal.name}
        </a>
      ),
    },
    {
      key: 'strategyType',
      ...(compact ? { header: DEALS_LIST_TEXT.strategy } : sortableColumn(DEALS_LIST_TEXT.strategy, 'strategyType', sort, onSortChange)),
      render: (deal) => DEAL_STRATEGY_LABELS[deal.strategyType],
    },
  );
  if (!compact) {
    columns.push({
      key: 'property',
      header: DEALS_LIST_TEXT.property,
      render: (deal) =>
        deal.property === null ? (
          <span className={styles.muted}>{DEALS_LIST_TEXT.standalone}</span>
        ) : propertyHref ? (
          <a className={styles.link} href={propertyHref(deal.property.id)}>
            {propertyLine(deal.property)}
          </a>
        ) : (
          propertyLine(deal.property)
        ),
    });
  }
  columns.push(
    { key: 'headlines', header: DEALS_LIST_TEXT.figures, render: (deal) => <DealHeadlines deal={deal} /> },
  );
  if (deals.some((deal) => deal.buyBox)) {
    columns.push({
      key: 'buyBox',
      header: DEALS_LIST_TEXT.buyBox,
      render: (deal) =>
        deal.buyBox ? (
          <>
            <BuyBoxVerdict buyBox={deal.buyBox} />
            <BuyBoxCheckList buyBox={deal.buyBox} />
          </>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    });
  }
  columns.push(
    {
      key: 'updatedAt',
      ...(compact ? { header: DEALS_LIST_TEXT.updated } : sortableColumn(DEALS_LIST_TEXT.updated, 'updatedAt', sort, onSortChange, 'desc')),
      render: (deal) => formatDealTime(deal.updatedAt),
    },
    { key: 'version', header: DEALS_LIST_TEXT.version, numeric: true, render: (deal) => `v${deal.currentVersion}` },
  );

  let body;
  if (loading) body = <Skeleton lines={5} label={DEALS_LIST_TEXT.loading} />;
  else if (error) body = <ErrorState title={DEALS_LIST_TEXT.errorTitle} message={error} onRetry={onRetry} headingLevel={headingLevel === 1 ? 2 : 3} />;
  else if (deals.length === 0 && !filtered)
    body = <EmptyState title={DEALS_LIST_TEXT.emptyTitle} description={DEALS_LIST_TEXT.emptyBody} headingLevel={headingLevel === 1 ? 2 : 3} />;
  else
    body = (
      <>
        <Table caption={DEALS_LIST_TEXT.caption} captionVisible={false} columns={columns} rows={deals} rowKey={(deal) => deal.id} emptyMessage={DEALS_LIST_TEXT.emptyFiltered} />
        {compact ? null : <Pager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} label={DEALS_LIST_TEXT.pages} itemsLabel={DEALS_LIST_TEXT.items} />}
      </>
    );

  const count = selected.length;
  const canCompare = count >= 2 && count <= DEALS_COMPARE_MAX;
  return (
    <section className={styles.page} aria-labelledby="deals-list-title">
      <Heading id="deals-list-title" className={compact ? styles.sectionTitle : styles.title}>
        {DEALS_LIST_TEXT.title}
      </Heading>
      {compact ? null : (
        <>
          <p className={styles.muted}>{DEALS_LIST_TEXT.description}</p>
          <div className={styles.toolbar}>
            <label className={styles.field}>
              {DEALS_LIST_TEXT.search}
              <Input type="search" value={search} placeholder={DEALS_LIST_TEXT.searchPlaceholder} onChange={(event) => onSearchChange(event.target.value)} />
            </label>
            <label className={styles.field}>
              {DEALS_LIST_TEXT.strategy}
              <select
                className={styles.nativeSelect}
                value={strategy ?? ''}
                onChange={(event) => onStrategyChange(event.target.value === '' ? null : (event.target.value as DealStrategyType))}
              >
                <option value="">{DEALS_LIST_TEXT.allStrategies}</option>
                {DEAL_STRATEGIES.map((each) => (
                  <option key={each} value={each}>
                    {DEAL_STRATEGY_LABELS[each]}
                  </option>
                ))}
              </select>
            </label>
            {onBuyBoxFilterChange ? (
              <label className={styles.field}>
                {DEALS_LIST_TEXT.buyBox}
                <select
                  className={styles.nativeSelect}
                  value={buyBoxFilter ?? ''}
                  onChange={(event) => onBuyBoxFilterChange(event.target.value === '' ? null : (event.target.value as 'pass' | 'fail'))}
                >
                  <option value="">{DEALS_LIST_TEXT.buyBoxAll}</option>
                  <option value="pass">{DEALS_LIST_TEXT.buyBoxPass}</option>
                  <option value="fail">{DEALS_LIST_TEXT.buyBoxFail}</option>
                </select>
              </label>
            ) : null}
          </div>
        </>
      )}
      {body}
      {onCompare && !loading && !error && deals.length > 0 ? (
        <div className={styles.actions}>
          <Button type="button" disabled={!canCompare} onClick={() => onCompare(selected)}>
            {DEALS_LIST_TEXT.compare(count)}
          </Button>
          <span className={styles.muted} role="status">
            {count > DEALS_COMPARE_MAX ? DEALS_LIST_TEXT.compareTooMany : DEALS_LIST_TEXT.compareHint}
          </span>
        </div>
      ) : null}
    </section>
  );
}
