import { formatCurrency, summarizeComparables, type Comparable, type LegalBadge, type LegalStatus } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { DETAIL_TEXT } from '../detailText';
import { missingBlockText, recordLegalCheck } from '../nycRecordModel';
import { LegalCheckSummary } from './LegalCheckSummary';
import { headlineMetrics, textOrNA, violationRows } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import { comparablesSummaryRows } from './NycDataTab';
import { comparablesCountText } from './PublicRecord';
import type { PropertyTabProps } from './OverviewTab';
import * as styles from './parts.css';

const BADGE_TONES: Readonly<Record<LegalBadge, 'danger' | 'warning' | 'success'>> = {
  'Pre-Foreclosure': 'danger',
  'Tax Lien': 'danger',
  'Eviction History': 'warning',
  Probate: 'warning',
  'Clear Legal Status': 'success',
};

export interface SummaryTabProps extends PropertyTabProps {
  /** The engine's legal status of the property (real records only). */
  legal: LegalStatus;
}

/**
 * Summary: legal risk assessment (the engine's badges for records found, and the three-state
 * check: found / checked, none found / not checked — "Clear" only when all was checked), strategy analysis, narrative, key
 * metrics, risk assessment and comparables. Sections without data say so; no placeholder
 * legal data is ever shown on a real property.
 */
export function SummaryTab({ property, provenance = {}, legal, record }: SummaryTabProps) {
  const strategy = property.strategyStructured;
  const comparables = summarizeComparables<Comparable>(property.comparables ?? null);
  const advantage = strategy?.marketAdvantage ?? strategy?.physicalAdvantage ?? null;
  // "Clear" is the three-state check's word, said only when every legal dataset was checked;
  // without the lot's record on the page nothing was checked.
  const check = recordLegalCheck(record ?? null, legal);
  const issueBadges = legal.badges.filter((badge) => badge !== 'Clear Legal Status');
  return (
    <div className={styles.stack}>
      <DataSection title="Legal Risk Assessment" source={provenance.legal}>
        {issueBadges.length > 0 ? (
          <ul className={styles.chips} aria-label="Legal status">
            {issueBadges.map((badge) => (
              <li key={badge}>
                <Badge tone={BADGE_TONES[badge]}>{badge}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <LegalCheckSummary check={check} />
      </DataSection>

      <DataSection title="Strategy Analysis">
        {!property.metricsCalculated ? (
          <p className={styles.muted}>{DETAIL_TEXT.strategyPending}</p>
        ) : strategy || property.strategyAdvice ? (
          <>
            <dl className={styles.stackedList}>
              {[
                { label: 'Zoning Opportunity', value: textOrNA(strategy?.zoningOpportunity) },
                { label: strategy?.marketAdvantage ? 'Market Advantage' : 'Physical Advantage', value: textOrNA(advantage) },
                { label: 'Strategy Advice', value: textOrNA(property.strategyAdvice) },
              ].map((row) => (
                <div key={row.label}>
                  <dt className={styles.dataLabel}>{row.label}</dt>
                  <dd className={styles.stackedValue}>{row.value}</dd>
                </div>
              ))}
            </dl>
            {strategy && strategy.summaryBullets.length > 0 ? (
              <ul className={styles.list}>
                {strategy.summaryBullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>{DETAIL_TEXT.noStrategy}</p>
        )}
      </DataSection>

      <DataSection title="Property Narrative">
        <p className={property.propertyNarrative ? styles.bodyText : styles.muted}>{property.propertyNarrative ?? DETAIL_TEXT.noNarrative}</p>
      </DataSection>

      <div className={styles.grid2}>
        <DataSection title="Key Metrics" source={provenance.metrics}>
          {property.metricsCalculated ? (
            <DataList single rows={headlineMetrics(property)} />
          ) : (
            <p className={styles.muted}>{DETAIL_TEXT.investmentNotAvailable}</p>
          )}
        </DataSection>
        <DataSection title="Risk Assessment" source={provenance.violations}>
          <DataList single rows={violationRows(property)} />
          {strategy?.riskAwareness ? <p className={styles.bodyText}>{strategy.riskAwareness}</p> : null}
        </DataSection>
      </div>

      <DataSection title="Comparables" source={provenance.comparables}>
        {record !== undefined ? (
          record?.comparables ? (
            <>
              <p className={styles.bodyText}>{comparablesCountText(record.comparables.analysis)}</p>
              <DataList
                rows={[
                  { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(record.comparables.summary.avgPricePerSqFt, { decimals: 2 }) },
                  { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(record.comparables.summary.avgSalePrice) },
                ]}
              />
            </>
          ) : (
            <p className={styles.muted}>{missingBlockText(record, 'sales')}</p>
          )
        ) : (
          <DataList rows={comparablesSummaryRows(comparables)} />
        )}
      </DataSection>
    </div>
  );
}
