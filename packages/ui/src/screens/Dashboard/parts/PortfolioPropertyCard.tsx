import { useState } from 'react';
import {
  STRATEGY_NAMES,
  formatPercent,
  portfolioCardCells,
  portfolioCardState,
  portfolioSummaryText,
  toFiniteNumber,
  type PortfolioCard,
} from '@rei/engine';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { ConfirmRemoveDialog } from './ConfirmRemoveDialog';
import { propertyTypeLabel } from '../../shared/propertyTypeLabel';
import { webImageUrl } from '../../shared/webImageUrl';
import { DASHBOARD_TEXT } from '../dashboardText';
import * as styles from './PortfolioPropertyCard.css';

/** Strategy names as the card badge shows them: the engine's `STRATEGY_NAMES`. */
export const STRATEGY_LABELS = STRATEGY_NAMES;

export interface PortfolioPropertyCardProps {
  card: PortfolioCard;
  /** The removal of this card is in flight: the remove button reads 'Removing...'. */
  removing?: boolean;
  /** Confirmed removal. Without it no remove action is shown. */
  onRemove?: (id: number) => void;
  /** Opens the property (e.g. /portfolio/{id}); the address becomes a button when given. */
  onOpen?: (id: number) => void;
  /** Whether the card is selected for an action on several entries (its box is ticked). */
  selected?: boolean;
  /** Ticks or clears the card's selection box; without it the card has no box. */
  onSelectedChange?: (id: number, selected: boolean) => void;
}

/**
 * Where a card has no photo: a building outline on the muted ground, decorative (the
 * address below names the property), so a grid of cards without photos stays calm.
 */
function BuildingPlaceholder() {
  return (
    <svg className={styles.placeholder} viewBox="0 0 64 48" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false" data-testid="photo-placeholder">
      <path d="M10 44V14l14-8 14 8v30M38 44V22h16v22M6 44h52" />
      <path d="M17 20h4M27 20h4M17 28h4M27 28h4M17 36h4M27 36h4M43 29h6M43 36h6" />
    </svg>
  );
}

function placeLine(card: PortfolioCard): string {
  const cityState = [card.city, card.state].filter(Boolean).join(', ');
  return [cityState, card.zip].filter(Boolean).join(' ');
}

/**
 * A portfolio property on the dashboard: address, place, type and units, cap rate (2
 * decimals), the four metric cells of its strategy in their state (Calculating... / values,
 * an incomplete card showing what is known) and the summary sentence — for an incomplete card
 * the input to add ("Add the monthly rent to see cash flow…") — all worded by the engine.
 */
export function PortfolioPropertyCard({ card, removing = false, onRemove, onOpen, selected = false, onSelectedChange }: PortfolioPropertyCardProps) {
  const state = portfolioCardState(card);
  const cells = portfolioCardCells(card);
  const headingId = `portfolio-card-${card.id}`;
  const units = card.units ?? null;
  const typeLabel = propertyTypeLabel(card.propertyType);
  const imageSrc = webImageUrl(card.imageUrl);
  // A photo that does not load (moved, private) leaves the same quiet placeholder as none.
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        {imageSrc && !imageFailed ? (
          <img className={styles.image} src={imageSrc} alt={`Photo of ${card.address}`} onError={() => setImageFailed(true)} />
        ) : (
          <BuildingPlaceholder />
        )}
        <span className={styles.strategyBadge}>{STRATEGY_LABELS[card.strategyType]}</span>
      </div>
      <div className={styles.body}>
        <div>
          <h3 className={styles.address} id={headingId}>
            {card.address}
          </h3>
          <p className={styles.place}>{placeLine(card)}</p>
        </div>
        <div className={styles.facts}>
          {typeLabel ? <span>{typeLabel}</span> : null}
          {units !== null ? <span>{DASHBOARD_TEXT.units(units)}</span> : null}
          <span>
            {DASHBOARD_TEXT.capRate}: <span className={styles.capRate}>{formatPercent(card.capRate, 2)}</span>
          </span>
        </div>
        <dl className={styles.metrics}>
          {cells.map((cell) => (
            <div key={cell.key} className={styles.metric}>
              <dt className={styles.metricLabel}>{cell.label}</dt>
              <dd className={styles.metricValue({ state })} title={cell.hint || undefined}>
                {cell.text}
              </dd>
            </div>
          ))}
        </dl>
        {state === 'ready' ? (
          <p className={styles.place}>{card.strategyId != null ? DASHBOARD_TEXT.figuresFromDeal(STRATEGY_LABELS[card.strategyType], card.deal) : DASHBOARD_TEXT.figuresEstimated}</p>
        ) : null}
        <p className={styles.summary({ state: state === 'ready' && losesMoney(card) ? 'loss' : state })} role={state === 'incomplete' ? 'note' : undefined}>
          {portfolioSummaryText(card)}
        </p>
        <div className={styles.footer}>
          {onSelectedChange ? (
            <label className={styles.select}>
              <input type="checkbox" checked={selected} onChange={(event) => onSelectedChange(card.id, event.target.checked)} aria-label={DASHBOARD_TEXT.selectLabel(card.address)} />
              <span aria-hidden="true">{DASHBOARD_TEXT.select}</span>
            </label>
          ) : null}
          {onOpen ? (
            <Button variant="secondary" size="sm" onClick={() => onOpen(card.id)} aria-describedby={headingId}>
              View
            </Button>
          ) : null}
          {onRemove ? (
            <ConfirmRemoveDialog
              title={DASHBOARD_TEXT.removeTitle}
              description={DASHBOARD_TEXT.removeDescription(card.address)}
              confirmLabel={DASHBOARD_TEXT.remove}
              cancelLabel={DASHBOARD_TEXT.cancel}
              onConfirm={() => onRemove(card.id)}
              trigger={
                <Button variant="ghost" size="sm" loading={removing} loadingText={DASHBOARD_TEXT.removing} aria-label={removing ? DASHBOARD_TEXT.removing : `${DASHBOARD_TEXT.remove} ${card.address}`}>
                  {DASHBOARD_TEXT.remove}
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A placeholder card while the portfolio loads (announced once by the grid, so silent itself). */
export function PortfolioCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <Skeleton height="md" width="70%" />
        <Skeleton height="sm" width="45%" />
        <div className={styles.metrics}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="block" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A computed deal that loses money (negative monthly cash flow, or a negative flip or end-buyer profit): its summary is not shown as good news. */
function losesMoney(card: PortfolioCard): boolean {
  const figure = card.strategyType === 'fix_flip' || card.strategyType === 'wholesale' ? card.profit : card.monthlyNetCashFlow;
  const value = toFiniteNumber(figure);
  return value !== null && value < 0;
}
