import { COMPARABLES_CRITERIA, formatCurrency, formatNumber, summarizeComparables, type Comparable, type Property } from '@rei/engine';
import { DETAIL_TEXT } from '../detailText';
import type { DataSource } from '../provenance';
import { DataList, DataSection } from './DataSection';
import * as styles from './parts.css';

/**
 * Market Analysis: Comparables Found, Avg Price/Sq Ft and Avg Sale Price (N/A when
 * missing) from the engine's comparables summary, with a collapsible debug block.
 */
export function MarketAnalysisCard({ property, source }: { property: Property; source?: DataSource | null }) {
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
      <details>
        <summary className={styles.muted}>{DETAIL_TEXT.debugDetails}</summary>
        <DataList
          single
          rows={[
            { label: 'Comparables in response', value: formatNumber(Array.isArray(property.comparables) ? property.comparables.length : property.comparables?.comparables.length) },
            { label: 'Reported total found', value: formatNumber(reported?.totalFound) },
            { label: 'Reported after filtering', value: formatNumber(reported?.afterFiltering) },
            { label: 'Counted after filtering (price > $0)', value: formatNumber(summary.afterFiltering) },
            { label: 'Criteria', value: COMPARABLES_CRITERIA.join(', ') },
          ]}
        />
      </details>
    </DataSection>
  );
}
