import { useState } from 'react';
import { formatCurrency, formatNumber, formatPercent, legalStatus, type LegalStatus, type Property } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { buildingAreaOf, cityLine, propertyTypeLabel, yearOrNA } from '../PropertyDetail/propertyDetailModel';
import { LegalStatusDrawer } from './LegalStatusDrawer';
import { LEGAL_TEXT, legalStatusTone } from './legalText';
import * as styles from './PropertyCard.css';

export const propertyCardVariants = ['compact', 'full'] as const;
export type PropertyCardVariant = (typeof propertyCardVariants)[number];

/** Where a property stands with the portfolio: idle, being added, or already in it. */
export const portfolioAddStates = ['idle', 'adding', 'in-portfolio'] as const;
export type PortfolioAddState = (typeof portfolioAddStates)[number];

export const PORTFOLIO_BUTTON_TEXT = {
  add: 'Add to Portfolio',
  adding: 'Adding...',
  added: '✓ In Portfolio',
} as const;

export interface PropertyCardProps extends NavigationProps {
  property: Property;
  /** `compact`: address, place and the three metrics; `full` adds type, year, units and area. */
  variant?: PropertyCardVariant;
  /** The legal status to show; defaults to the engine's `legalStatus(property)` (real records only). */
  legal?: LegalStatus;
  /** Link to the property's page (e.g. '/property/418-halsey-street-brooklyn-ny-11233'). */
  href?: string;
  /** Adds the property to the portfolio; without it no add button is shown. */
  onAddToPortfolio?: (property: Property) => void;
  addState?: PortfolioAddState;
  /** Heading level of the address (default 3). */
  headingLevel?: 2 | 3 | 4;
}

function cashFlowTone(value: number | null | undefined): 'positive' | 'negative' | 'neutral' {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return 'neutral';
  return value > 0 ? 'positive' : 'negative';
}

/**
 * A property in a grid: address, city/state/zip, the facts (full variant), cap rate (2
 * decimals), monthly cash flow and purchase price (USD, no cents), and — when records exist
 * — a 'Legal Status Detected' box that opens the Legal Status Details drawer.
 */
export function PropertyCard({
  property,
  variant = 'full',
  legal: givenLegal,
  href,
  onAddToPortfolio,
  addState = 'idle',
  headingLevel = 3,
  renderLink,
  onNavigate,
}: PropertyCardProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const legal = givenLegal ?? legalStatus(property);
  const Heading = `h${headingLevel}` as const;
  const place = cityLine(property);
  return (
    <article className={[styles.card, variant === 'compact' ? styles.compact : undefined].filter(Boolean).join(' ')} aria-label={property.address}>
      <div>
        <Heading className={styles.address}>{property.address}</Heading>
        {place ? <p className={styles.place}>{place}</p> : null}
      </div>
      {variant === 'full' ? (
        <dl className={styles.facts}>
          {[
            { label: 'Type', value: propertyTypeLabel(property.propertyType) },
            { label: 'Year Built', value: yearOrNA(property.yearBuilt) },
            { label: 'Units', value: formatNumber(property.units) },
            { label: 'Building Area', value: `${formatNumber(buildingAreaOf(property))}${buildingAreaOf(property) == null ? '' : ' sf'}` },
          ].map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className={styles.metrics}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Cap Rate</dt>
          <dd className={styles.metricValue}>{formatPercent(property.capRate, 2)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Monthly Cash Flow</dt>
          <dd className={[styles.metricValue, styles.cashFlowTone[cashFlowTone(property.monthlyNetCashFlow)]].join(' ')}>
            {formatCurrency(property.monthlyNetCashFlow)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Purchase Price</dt>
          <dd className={styles.metricValue}>{formatCurrency(property.purchasePrice)}</dd>
        </div>
      </dl>
      {legal.hasLegalIssues ? (
        <div className={styles.legalBox}>
          <p className={styles.legalTitle}>{LEGAL_TEXT.detected}</p>
          <ul className={styles.pills} aria-label="Legal records">
            {legal.pills.map((pill) => (
              <li key={pill.kind}>
                <Badge tone={legalStatusTone(pill.status)} outlined>
                  {pill.label}: {pill.status}
                </Badge>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" onClick={() => setDrawerOpen(true)} aria-label={`${LEGAL_TEXT.viewDetails} for ${property.address}`}>
            {LEGAL_TEXT.viewDetails}
          </Button>
          <LegalStatusDrawer open={drawerOpen} onOpenChange={setDrawerOpen} legal={legal} address={property.address} />
        </div>
      ) : null}
      {href || onAddToPortfolio ? (
        <div className={styles.footer}>
          {href ? (
            <Button variant="secondary" size="sm" asChild>
              <ScreenLink href={href} renderLink={renderLink} onNavigate={onNavigate}>
                View Details<span aria-hidden="true"> →</span>
              </ScreenLink>
            </Button>
          ) : null}
          {onAddToPortfolio ? (
            <Button
              variant={addState === 'in-portfolio' ? 'success' : 'primary'}
              size="sm"
              loading={addState === 'adding'}
              loadingText={PORTFOLIO_BUTTON_TEXT.adding}
              disabled={addState === 'in-portfolio'}
              onClick={() => onAddToPortfolio(property)}
              aria-label={addState === 'idle' ? `${PORTFOLIO_BUTTON_TEXT.add}: ${property.address}` : undefined}
            >
              {addState === 'in-portfolio' ? PORTFOLIO_BUTTON_TEXT.added : PORTFOLIO_BUTTON_TEXT.add}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
