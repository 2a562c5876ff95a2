import { useState, type ReactNode } from 'react';
import {
  PLANS,
  dashboardStatTexts,
  dashboardStats,
  effectiveTier,
  firstName,
  hasFeature,
  type DashboardStats,
  type PortfolioCard,
  type Plan,
  type Tier,
} from '@rei/engine';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ListSearch, Pager } from '../../components/Pager';
import { StatTile } from '../../components/StatTile';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { visuallyHidden } from '../../theme/reset.css';
import {
  DASHBOARD_CALCULATORS,
  DASHBOARD_TEXT,
  PORTFOLIO_LIST_ORDERS,
  RECENT_PROPERTIES_LIMIT,
  type PortfolioListPage,
  type PortfolioListQuery,
} from './dashboardText';
import { PlanCards } from './parts/PlanCards';
import { ConfirmRemoveDialog } from './parts/ConfirmRemoveDialog';
import { PortfolioCardSkeleton, PortfolioPropertyCard } from './parts/PortfolioPropertyCard';
import * as styles from './DashboardScreen.css';

/** The signed-in user as the dashboard greets it: the fields of the API's user (the server contract's `User`) it reads. */
export interface DashboardUser {
  fullName?: string | null | undefined;
  email?: string | undefined;
  subscriptionTier?: Tier | undefined;
}

export interface DashboardScreenProps extends NavigationProps {
  user?: DashboardUser | null;
  /** The portfolio (GET /api/portfolio); non-arrays are the app's to turn into []. */
  portfolio: readonly PortfolioCard[];
  /** The portfolio is loading: three skeleton cards. */
  loading?: boolean;
  /** The portfolio could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** Id of the portfolio entry whose removal is in flight ('Removing...'). */
  removingId?: number | null;
  /** Confirmed removal of a portfolio entry. */
  onRemoveProperty?: (id: number) => void;
  /**
   * Confirmed removal of the selected entries together (all or none). Given, each card has a
   * selection box and a bar above the list selects, clears and removes.
   */
  onRemoveProperties?: (ids: number[]) => void;
  /** The selected entries' removal is in flight. */
  removingSelected?: boolean;
  /** Entries selected at first (stories). */
  defaultSelectedIds?: readonly number[];
  /** Opens a portfolio entry. */
  onOpenProperty?: (id: number) => void;
  /** Plan cards; defaults to the engine's plan table. */
  plans?: readonly Plan[];
  onChoosePlan?: (tier: Tier) => void;
  /** Start with every property shown (stories). */
  defaultShowAll?: boolean;
  /** More header actions after Find Property (the app's portfolio export menu). */
  headerActions?: ReactNode;
  /** The whole portfolio's stats (the server's summary); without it they are worked out from `portfolio`. */
  stats?: DashboardStats;
  /** The list's search text and order; with `onListQueryChange` the search box and order control show. */
  listQuery?: PortfolioListQuery;
  onListQueryChange?: (query: PortfolioListQuery) => void;
  /** The list is paged on the server: `portfolio` is this page, shown whole, with the pager under it. */
  listPage?: PortfolioListPage;
  onPageChange?: (page: number) => void;
  /** The next page or search result is loading (the current cards stay). */
  listFetching?: boolean;
}

/**
 * The signed-in home page: greeting, the four stat cards computed by the engine, the
 * calculators, the AI promo (only for plans without AI summaries), the plans and the
 * recent portfolio properties with View All / View Less.
 */
export function DashboardScreen({
  user,
  portfolio,
  loading = false,
  error,
  onRetry,
  removingId,
  onRemoveProperty,
  onRemoveProperties,
  removingSelected = false,
  defaultSelectedIds,
  onOpenProperty,
  plans = PLANS,
  onChoosePlan,
  defaultShowAll = false,
  headerActions,
  stats: givenStats,
  listQuery,
  onListQueryChange,
  listPage,
  onPageChange,
  listFetching = false,
  renderLink,
  onNavigate,
}: DashboardScreenProps) {
  const [showAll, setShowAll] = useState(defaultShowAll);
  const [selection, setSelection] = useState<ReadonlySet<number>>(() => new Set(defaultSelectedIds ?? []));
  const nav = { renderLink, onNavigate };
  const tier = effectiveTier(user?.subscriptionTier);
  const statTexts = dashboardStatTexts(givenStats ?? dashboardStats(portfolio));
  const paged = listPage !== undefined;
  const visible = paged || showAll ? portfolio : portfolio.slice(0, RECENT_PROPERTIES_LIMIT);
  // Only entries still listed count as selected (a removed or filtered-out entry drops out).
  const selectedCards = visible.filter((card) => selection.has(card.id));
  const setSelected = (id: number, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectionBar = onRemoveProperties ? (
    <div className={styles.actions} role="group" aria-label={DASHBOARD_TEXT.selectionLabel}>
      <span className={styles.selectionCount} aria-live="polite">
        {DASHBOARD_TEXT.selectedCount(selectedCards.length)}
      </span>
      <Button variant="secondary" size="sm" onClick={() => setSelection(new Set(visible.map((card) => card.id)))} disabled={selectedCards.length === visible.length}>
        {DASHBOARD_TEXT.selectPage}
      </Button>
      {selectedCards.length > 0 ? (
        <>
          <Button variant="ghost" size="sm" onClick={() => setSelection(new Set())}>
            {DASHBOARD_TEXT.clearSelection}
          </Button>
          <ConfirmRemoveDialog
            title={DASHBOARD_TEXT.removeManyTitle(selectedCards.length)}
            description={DASHBOARD_TEXT.removeManyDescription(selectedCards.map((card) => card.address))}
            confirmLabel={DASHBOARD_TEXT.removeManyConfirm(selectedCards.length)}
            cancelLabel={DASHBOARD_TEXT.cancel}
            onConfirm={() => {
              onRemoveProperties(selectedCards.map((card) => card.id));
              setSelection(new Set());
            }}
            trigger={
              <Button variant="danger" size="sm" loading={removingSelected} loadingText={DASHBOARD_TEXT.removing}>
                {DASHBOARD_TEXT.removeSelected(selectedCards.length)}
              </Button>
            }
          />
        </>
      ) : null}
    </div>
  ) : null;
  const searching = listQuery !== undefined && listQuery.text.trim() !== '';
  const controls =
    listQuery && onListQueryChange ? (
      <ListSearch
        label={DASHBOARD_TEXT.filtersLabel}
        searchLabel={DASHBOARD_TEXT.searchLabel}
        searchPlaceholder={DASHBOARD_TEXT.searchPlaceholder}
        text={listQuery.text}
        onTextChange={(text) => onListQueryChange({ ...listQuery, text })}
        orderLabel={DASHBOARD_TEXT.orderLabel}
        order={listQuery.order}
        orders={PORTFOLIO_LIST_ORDERS}
        orderText={DASHBOARD_TEXT.orders}
        onOrderChange={(order) => onListQueryChange({ ...listQuery, order })}
      />
    ) : null;
  const stats = [
    { label: DASHBOARD_TEXT.stats.properties, value: statTexts.properties },
    { label: DASHBOARD_TEXT.stats.avgCapRate, value: statTexts.avgCapRate },
    { label: DASHBOARD_TEXT.stats.totalValue, value: statTexts.totalValue },
    { label: DASHBOARD_TEXT.stats.analyzed, value: statTexts.reports },
  ];

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{DASHBOARD_TEXT.greeting(user ? firstName(user) : 'User')}</h1>
          <p className={styles.tagline}>{DASHBOARD_TEXT.tagline}</p>
        </div>
        <div className={styles.actions}>
          <Button asChild variant="primary">
            <ScreenLink href="/property-upload" {...nav}>
              {DASHBOARD_TEXT.addProperty}
            </ScreenLink>
          </Button>
          <Button asChild variant="secondary">
            <ScreenLink href="/property-search" {...nav}>
              {DASHBOARD_TEXT.findProperty}
            </ScreenLink>
          </Button>
          {headerActions}
        </div>
      </header>

      <section className={styles.statGrid} aria-label="Portfolio statistics" aria-busy={loading || undefined}>
        {stats.map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} size="lg" loading={loading} />
        ))}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-calculators">
        <div className={styles.sectionHeader}>
          <h2 id="dashboard-calculators" className={styles.sectionTitle}>
            {DASHBOARD_TEXT.calculatorsTitle}
          </h2>
          <ScreenLink href="/calculator" className={styles.textLink} {...nav}>
            {DASHBOARD_TEXT.viewAll}
            <span className={visuallyHidden}> calculators</span>
          </ScreenLink>
        </div>
        <div className={styles.threeColumns}>
          {DASHBOARD_CALCULATORS.map((calculator) => (
            <article key={calculator.href} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <ScreenLink href={calculator.href} className={styles.textLink} {...nav}>
                  {calculator.title}
                </ScreenLink>
              </h3>
              <p className={styles.muted}>{calculator.description}</p>
            </article>
          ))}
        </div>
      </section>

      {hasFeature(tier, 'ai_summary') ? null : (
        <section className={styles.promo} aria-labelledby="dashboard-ai-promo">
          <span className={styles.promoBadge}>{DASHBOARD_TEXT.aiPromo.badge}</span>
          <h2 id="dashboard-ai-promo" className={styles.sectionTitle}>
            {DASHBOARD_TEXT.aiPromo.title}
          </h2>
          <p>{DASHBOARD_TEXT.aiPromo.body}</p>
          <ul className={styles.promoList}>
            {DASHBOARD_TEXT.aiPromo.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
          <div>
            <Button asChild variant="primary">
              <ScreenLink href="/subscription" {...nav}>
                {DASHBOARD_TEXT.aiPromo.button}
              </ScreenLink>
            </Button>
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="dashboard-plans">
        <h2 id="dashboard-plans" className={styles.sectionTitle}>
          {DASHBOARD_TEXT.plansTitle}
        </h2>
        <PlanCards plans={plans} currentTier={user ? tier : null} {...(onChoosePlan ? { onChoosePlan } : {})} />
      </section>

      <section className={styles.section} aria-labelledby="dashboard-recent" aria-busy={loading || undefined}>
        <div className={styles.sectionHeader}>
          <h2 id="dashboard-recent" className={styles.sectionTitle}>
            {DASHBOARD_TEXT.recentTitle}
          </h2>
        </div>
        {controls}
        {loading ? (
          <div className={styles.propertyGrid}>
            <span className={visuallyHidden} role="status">
              {DASHBOARD_TEXT.loadingProperties}
            </span>
            {Array.from({ length: RECENT_PROPERTIES_LIMIT }, (_, i) => (
              <PortfolioCardSkeleton key={i} />
            ))}
          </div>
        ) : error ? (
          <ErrorState title={DASHBOARD_TEXT.errorTitle} message={error} retryLabel={DASHBOARD_TEXT.retry} {...(onRetry ? { onRetry } : {})} />
        ) : portfolio.length === 0 && searching && listQuery && onListQueryChange ? (
          <EmptyState
            title={DASHBOARD_TEXT.noMatch}
            action={
              <Button variant="secondary" onClick={() => onListQueryChange({ ...listQuery, text: '' })}>
                {DASHBOARD_TEXT.clearSearch}
              </Button>
            }
          />
        ) : portfolio.length === 0 ? (
          <EmptyState
            title={DASHBOARD_TEXT.emptyTitle}
            description={DASHBOARD_TEXT.emptyBody}
            action={
              <div className={styles.actions}>
                <Button asChild variant="primary">
                  <ScreenLink href="/property-upload" {...nav}>
                    {DASHBOARD_TEXT.addProperty}
                  </ScreenLink>
                </Button>
                <Button asChild variant="secondary">
                  <ScreenLink href="/property-search" {...nav}>
                    {DASHBOARD_TEXT.searchProperties}
                  </ScreenLink>
                </Button>
              </div>
            }
          />
        ) : (
          <>
            {selectionBar}
            <div className={styles.propertyGrid} aria-busy={listFetching || undefined}>
              {visible.map((card) => (
                <PortfolioPropertyCard
                  key={card.id}
                  card={card}
                  removing={removingId === card.id || (removingSelected && selection.has(card.id))}
                  {...(onRemoveProperties ? { selected: selection.has(card.id), onSelectedChange: setSelected } : {})}
                  {...(onRemoveProperty ? { onRemove: onRemoveProperty } : {})}
                  {...(onOpenProperty ? { onOpen: onOpenProperty } : {})}
                />
              ))}
            </div>
            {listPage && onPageChange ? (
              <Pager
                page={listPage.page}
                pageSize={listPage.pageSize}
                total={listPage.total}
                onPageChange={onPageChange}
                busy={listFetching}
                label={DASHBOARD_TEXT.pagerLabel}
                itemsLabel={DASHBOARD_TEXT.pagerItems}
              />
            ) : portfolio.length > RECENT_PROPERTIES_LIMIT ? (
              <div className={styles.centered}>
                <Button variant="secondary" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
                  {showAll ? DASHBOARD_TEXT.viewLess : DASHBOARD_TEXT.viewAll}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
