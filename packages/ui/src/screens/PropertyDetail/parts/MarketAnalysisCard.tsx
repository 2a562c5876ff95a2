import { COMPARABLES_CRITERIA, formatCurrency, formatNumber, summarizeComparables, type Comparable, type Property } from '@rei/engine';
import { DETAIL_TEXT } from '../detailText';
import type { NycRecord } from '../nycRecord';
import { missingBlockText, sourceOf } from '../nycRecordModel';
import type { DataSource } from '../provenance';
import { DataList, DataSection } from './DataSection';
import * as styles from './parts.css';

/**
 * Market Analysis: Comparables Found, Avg Price/Sq Ft and Avg Sale Price (N/A when
 * missing) from the engine's comparables summary, and one line saying what was averaged.
 */
export function MarketAnalysisCard({ property, source, record }: { property: Property; source?: DataSource | null; record?: NycRecord | null }) {
  if (record !== undefined) return <RecordMarketAnalysis record={record} />;
  const summary = summarizeComparables<Comparable>(property.comparables ?? null);
  const reported = property.comparables && !Array.isArray(property.comparables) ? property.comparables.analysis : null;
  return (
    <DataSection title={DETAIL_TEXT.marketAnalysis} source={source} level={2}>
      <DataList
        single
        rows={[
          { label: DETAIL_TEXT.comparablesFound, value: formatNumber(summary.totalFound) },
          { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(summary.avgPricePerSqFt, { decimals: 2 }) },
          { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(summary.avgSalePrice) },
        ]}
      />
      <p className={styles.muted}>
        {DETAIL_TEXT.comparablesMethod(summary.afterFiltering, reported?.totalFound ?? summary.totalFound, COMPARABLES_CRITERIA.join(', '))}
      </p>
    </DataSection>
  );
}

/** The card over the lot's public-record comparables (counts as the server applied its criteria). */
function RecordMarketAnalysis({ record }: { record: NycRecord | null }) {
  const comparables = record?.comparables;
  return (
    <DataSection title={DETAIL_TEXT.marketAnalysis} source={comparables ? sourceOf(comparables.provenance) : null} level={2}>
      <DataList
        single
        rows={[
          { label: DETAIL_TEXT.comparablesFound, value: formatNumber(comparables?.analysis.totalFound) },
          { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(comparables?.summary.avgPricePerSqFt, { decimals: 2 }) },
          { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(comparables?.summary.avgSalePrice) },
        ]}
      />
      {comparables ? (
        <p className={styles.muted}>
          {DETAIL_TEXT.comparablesMethod(comparables.analysis.afterFiltering, comparables.analysis.totalFound, comparables.criteria)}
        </p>
      ) : (
        <p className={styles.muted}>{missingBlockText(record, 'sales')}</p>
      )}
    </DataSection>
  );
}
