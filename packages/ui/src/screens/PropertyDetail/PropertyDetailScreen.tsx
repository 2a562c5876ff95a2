import { useState, type ReactElement, type ReactNode } from 'react';
import { displayStreetAddress, formatNumber, legalStatus, type LegalStatus, type MetricsAssumption, type Property } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { StatTile } from '../../components/StatTile';
import { Tabs } from '../../components/Tabs';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { LegalStatusDrawer, legalStatusTone } from '../PropertyCard';
import { PORTFOLIO_BUTTON_TEXT, type PortfolioAddState } from '../PropertyCard/PropertyCard';
import { DETAIL_PATHS, DETAIL_TEXT, PROPERTY_DETAIL_TABS, type PropertyDetailTab } from './detailText';
import { InvestmentTab } from './parts/InvestmentTab';
import { MarketAnalysisCard } from './parts/MarketAnalysisCard';
import { MetricsAssumptions } from './parts/MetricsAssumptions';
import { NeighborhoodTab } from './parts/NeighborhoodTab';
import { NycDataTab } from './parts/NycDataTab';
import { OverviewTab } from './parts/OverviewTab';
import { RecordChanges, type RecordChangesProps } from './parts/RecordChanges';
import { SummaryTab } from './parts/SummaryTab';
import { SourceNote } from './parts/DataSection';
import { RelatedOwnersBlock, type RelatedOwnersBlockProps } from '../OwnerSearch/RelatedOwnersBlock';
import type { NeighborhoodLiveState } from './neighborhoodLive';
import type { NycRecord, PropertySource } from './nycRecord';
import { legalSources, nycLegalStatus, nycProvenance, unreachableNotice, withPublicRecord } from './nycRecordModel';
import type { PropertyProvenance } from './provenance';
import { cityLine, headlineMetrics, propertyTypeLabel, statTiles, yearOrNA } from './propertyDetailModel';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './PropertyDetailScreen.css';

/** The unit of a lot found by search: `condo-lot` (the unit's own tax lot) or `apartment` (of the building's lot); `asked` is what was typed. */
export interface PropertyUnit {
  readonly designator: string;
  readonly kind: 'condo-lot' | 'apartment';
  readonly asked: string | null;
}

export interface PropertyDetailScreenProps extends NavigationProps {
  /** The property is loading. */
  loading?: boolean;
  /** The load failed: the message after 'Failed to load property data: '. */
  error?: string | null;
  /** The property; `null` (after loading, without error) means not found. */
  property?: Property | null;
  /** Source dataset and as-of date per data block, when the server knows them. */
  provenance?: PropertyProvenance;
  /**
   * The lot's public record (the search response's `nycData`): fills the tabs with its
   * blocks and their sources, and the legal pills with its real records. `null`: the server
   * has none for this lot (blocks say what is missing). Leave undefined when not looked up.
   */
  nycData?: NycRecord | null;
  /** Where the property comes from (search response `source`): 'nyc' and 'demo' are labelled. */
  source?: PropertySource;
  /** The unit searched (search response `unit`): a condominium unit's own lot, or an apartment of the building's lot; the page says which. */
  unit?: PropertyUnit | null;
  /** Legal status to show; defaults to the engine's `legalStatus(property)` (real records only). */
  legal?: LegalStatus;
  /** Selected tab (controlled) and its change; uncontrolled from `defaultTab` (overview) otherwise. */
  tab?: PropertyDetailTab;
  defaultTab?: PropertyDetailTab;
  onTabChange?: (tab: PropertyDetailTab) => void;
  /** Add to Portfolio: idle → 'Adding...' → '✓ In Portfolio' (disabled). No button without it. */
  onAddToPortfolio?: () => void;
  addState?: PortfolioAddState;
  /** Opens the calculator on this property to save a strategy ('Generate strategy in the calculator'). */
  onGenerateStrategy?: () => void;
  /** The inputs the computed metrics rest on and where each came from (the API's `assumptions`). */
  metricsAssumptions?: readonly MetricsAssumption[] | null;
  /** More header actions beside Add to Portfolio (the app's deal-report export menu). */
  headerActions?: ReactNode;
  /** The property's saved deals (a short list the app fills), shown under the header. */
  dealsSection?: ReactNode;
  /** The lot's neighbourhood from NYPD, DOE and Census data (fills the Neighborhood tab); leave undefined when not looked up. */
  neighborhood?: NeighborhoodLiveState;
  /** "Other buildings of this owner" below the tabs; no block when undefined. */
  relatedOwners?: Omit<RelatedOwnersBlockProps, 'renderLink' | 'onNavigate'>;
  /** The lot's recent record changes (GET /api/properties/{id}/events?since=) below the tabs; no block when undefined. */
  recordChanges?: RecordChangesProps;
}

function isTab(value: string): value is PropertyDetailTab {
  return PROPERTY_DETAIL_TABS.some((tab) => tab.value === value);
}

/**
 * The property detail page: loading, error ('Error Loading Property: Failed to load
 * property data: {message}' with Back to Search), not found, and loaded — header with
 * metrics, chips, legal pills and Add to Portfolio, the six stat tiles, the Investment
 * Analysis block (only with calculated metrics), the five tabs, the Market Analysis card and
 * the footer links. Missing values show 'N/A'. With the lot's public record (`nycData`) the
 * tabs show its blocks with their sources, and the legal pills come from its real rows.
 */
export function PropertyDetailScreen({
  loading = false,
  error,
  property: givenProperty,
  provenance: givenProvenance = {},
  nycData,
  source,
  unit,
  legal: givenLegal,
  tab,
  defaultTab = 'overview',
  onTabChange,
  onAddToPortfolio,
  addState = 'idle',
  onGenerateStrategy,
  metricsAssumptions,
  headerActions,
  dealsSection,
  neighborhood,
  relatedOwners,
  recordChanges,
  renderLink,
  onNavigate,
}: PropertyDetailScreenProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [ownTab, setOwnTab] = useState<PropertyDetailTab>(defaultTab);
  const nav = { renderLink, onNavigate };

  if (loading) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status" className={styles.stateMessage}>
          {DETAIL_TEXT.loading}
        </p>
        <div className={styles.skeletonStack} aria-hidden="true">
          <Skeleton height="chart" />
          <div className={styles.tiles}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height="lg" lines={2} />
            ))}
          </div>
          <Skeleton height="chart" />
        </div>
      </div>
    );
  }

  if (error) {
    return (
      <div className={styles.page}>
        <div className={styles.stateBox} role="alert">
          <h1 className={styles.stateTitle}>{DETAIL_TEXT.errorTitle}</h1>
          <p className={styles.stateMessage}>{DETAIL_TEXT.errorMessage(error)}</p>
          <Button asChild variant="primary">
            <ScreenLink href={DETAIL_PATHS.search} {...nav}>
              {DETAIL_TEXT.backToSearch}
            </ScreenLink>
          </Button>
        </div>
      </div>
    );
  }

  if (!givenProperty) {
    return (
      <div className={styles.page}>
        <div className={styles.stateBox}>
          <h1 className={styles.stateTitle}>{DETAIL_TEXT.notFoundTitle}</h1>
          <p className={styles.stateMessage}>{DETAIL_TEXT.notFoundMessage}</p>
          <Button asChild variant="primary">
            <ScreenLink href={DETAIL_PATHS.search} {...nav}>
              {DETAIL_TEXT.backToSearch}
            </ScreenLink>
          </Button>
        </div>
      </div>
    );
  }

  const record = nycData;
  // The property's own fields, with the gaps filled from the lot's public record.
  const property = withPublicRecord(givenProperty, record);
  const provenance: PropertyProvenance = { ...(record ? nycProvenance(record) : {}), ...givenProvenance };
  const legal = givenLegal ?? (record ? nycLegalStatus(record, givenProperty) : legalStatus(givenProperty));
  const legalSourcesByKind = record ? legalSources(record) : undefined;
  const selectedTab = tab ?? ownTab;
  const changeTab = (next: string) => {
    if (!isTab(next)) return;
    if (tab === undefined) setOwnTab(next);
    onTabChange?.(next);
  };
  const place = cityLine(property);
  // DOF writes '4533 3 AVENUE'; the page says '4533 3rd Avenue' and the lot's source line keeps the record's form.
  // An address with lower-case letters was written by a person ('866 Ninth Avenue') and is shown as written.
  const shownAddress = /[a-z]/.test(property.address) ? property.address : displayStreetAddress(property.address);
  const lotSource = provenance.lot && shownAddress !== property.address ? { ...provenance.lot, recordedAs: property.address } : provenance.lot;
  const unreachable = unreachableNotice(record);
  const chips = [
    property.propertyType ? propertyTypeLabel(property.propertyType) : null,
    property.yearBuilt != null ? `Built ${yearOrNA(property.yearBuilt)}` : null,
    property.units != null ? `${formatNumber(property.units)} ${property.units === 1 ? 'unit' : 'units'}` : null,
  ].filter((chip): chip is string => chip !== null);

  const tabContent: Record<PropertyDetailTab, ReactElement> = {
    overview: <OverviewTab property={property} provenance={provenance} record={record} />,
    investment: <InvestmentTab property={property} provenance={provenance} onGenerateStrategy={onGenerateStrategy} record={record} />,
    neighborhood: <NeighborhoodTab property={property} provenance={provenance} record={record} live={neighborhood} />,
    'nyc-data': <NycDataTab property={property} provenance={provenance} record={record} />,
    summary: <SummaryTab property={property} provenance={provenance} legal={legal} record={record} />,
  };

  return (
    <div className={styles.page}>
      <ScreenLink href={DETAIL_PATHS.dashboard} className={styles.backLink} {...nav}>
        <span aria-hidden="true">← </span>
        {DETAIL_TEXT.backToDashboard}
      </ScreenLink>

      <header className={styles.header}>
        <div className={styles.headerTop}>
          <div>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{shownAddress}</h1>
              {property.metricsCalculated ? <Badge tone="success">{DETAIL_TEXT.metricsCalculated}</Badge> : null}
              {source === 'nyc' ? <Badge tone="accent">{DETAIL_TEXT.publicRecordOnly}</Badge> : null}
              {source === 'demo' ? <Badge tone="warning">{DETAIL_TEXT.demoData}</Badge> : null}
            </div>
            {place ? <p className={styles.place}>{place}</p> : null}
            {unit ? (
              <p className={styles.place} data-testid="unit-note">
                {DETAIL_TEXT.unitNote(unit, property.bbl ?? null)}
              </p>
            ) : null}
          </div>
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 'sm' })}>
            {onAddToPortfolio ? (
              <Button
                variant={addState === 'in-portfolio' ? 'success' : 'primary'}
                loading={addState === 'adding'}
                loadingText={PORTFOLIO_BUTTON_TEXT.adding}
                disabled={addState === 'in-portfolio'}
                onClick={onAddToPortfolio}
              >
                {addState === 'in-portfolio' ? PORTFOLIO_BUTTON_TEXT.added : PORTFOLIO_BUTTON_TEXT.add}
              </Button>
            ) : null}
            {headerActions}
          </div>
        </div>
        {chips.length > 0 ? (
          <ul className={styles.chips} aria-label="Property facts">
            {chips.map((chip) => (
              <li key={chip}>
                <Badge tone="neutral">{chip}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.headlineMetrics}>
          {headlineMetrics(property).map((metric) => (
            <div key={metric.label} className={styles.headlineMetric}>
              <dt className={styles.headlineLabel}>{metric.label}</dt>
              <dd className={styles.headlineValue}>{metric.value}</dd>
            </div>
          ))}
        </dl>
        {legal.hasLegalIssues ? (
          <div className={styles.legalRow}>
            <Badge tone="danger">{DETAIL_TEXT.legalIssues}</Badge>
            <ul className={styles.chips} aria-label="Legal records">
              {legal.pills.map((pill) => (
                <li key={pill.kind}>
                  <Badge tone={legalStatusTone(pill.status)} outlined>
                    {pill.label}: {pill.status}
                  </Badge>
                </li>
              ))}
            </ul>
            <Button variant="secondary" size="sm" onClick={() => setDrawerOpen(true)}>
              {DETAIL_TEXT.legalDetails}
            </Button>
            <LegalStatusDrawer open={drawerOpen} onOpenChange={setDrawerOpen} legal={legal} address={property.address} source={legalSourcesByKind ? null : provenance.legal} sources={legalSourcesByKind} />
          </div>
        ) : null}
      </header>

      {dealsSection ?? null}

      {unreachable ? (
        <p role="status" className={styles.unreachable}>
          {unreachable}
        </p>
      ) : null}

      <section aria-label="Key facts">
        <div className={styles.tiles}>
          {statTiles(property).map((tile) => (
            <StatTile key={tile.label} label={tile.label} value={tile.value} />
          ))}
        </div>
        <SourceNote source={lotSource} />
      </section>

      {property.metricsCalculated ? (
        <section aria-labelledby="investment-analysis-heading">
          <h2 id="investment-analysis-heading" className={styles.stateTitle}>
            {DETAIL_TEXT.investmentAnalysis}
          </h2>
          <div className={styles.investment}>
            <StatTile label="Cap Rate %" value={headlineMetrics(property)[0]?.value} />
            <StatTile label="Cash-on-Cash %" value={headlineMetrics(property)[1]?.value} />
            <StatTile label="Monthly Cash Flow" value={headlineMetrics(property)[2]?.value} />
          </div>
          <SourceNote source={provenance.metrics} />
          <MetricsAssumptions assumptions={metricsAssumptions ?? []} />
        </section>
      ) : null}

      <div className={styles.columns}>
        <Tabs
          aria-label="Property sections"
          value={selectedTab}
          onValueChange={changeTab}
          items={PROPERTY_DETAIL_TABS.map((item) => ({ value: item.value, label: item.label, content: tabContent[item.value] }))}
        />
        <MarketAnalysisCard property={property} source={provenance.comparables} record={record} />
      </div>

      {recordChanges ? <RecordChanges {...recordChanges} /> : null}

      {relatedOwners ? <RelatedOwnersBlock {...relatedOwners} {...nav} /> : null}

      <nav className={styles.footer} aria-label="More">
        <Button asChild variant="secondary">
          <ScreenLink href={DETAIL_PATHS.search} {...nav}>
            {DETAIL_TEXT.searchMore}
          </ScreenLink>
        </Button>
        <Button asChild variant="secondary">
          <ScreenLink href={DETAIL_PATHS.dashboard} {...nav}>
            {DETAIL_TEXT.viewPortfolio}
          </ScreenLink>
        </Button>
      </nav>
    </div>
  );
}
