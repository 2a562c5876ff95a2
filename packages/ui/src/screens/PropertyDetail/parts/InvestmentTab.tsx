import { Button } from '../../../components/Button';
import { StatTile } from '../../../components/StatTile';
import { DETAIL_TEXT } from '../detailText';
import { breakdownRows, hasStrategy, investmentRows } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import type { PropertyTabProps } from './OverviewTab';
import { formatCurrency } from '@rei/engine';
import type { NycRecord } from '../nycRecord';
import { missingBlockText, sourceOf } from '../nycRecordModel';
import * as styles from './parts.css';

export interface InvestmentTabProps extends PropertyTabProps {
  /**
   * Opens the calculator on this property, where Calculate Returns saves a strategy and so
   * writes its advice ('Generate strategy in the calculator').
   */
  onGenerateStrategy?: () => void;
}

/**
 * Investment: the metrics dashboard and the property breakdown, or 'Investment Analysis Not
 * Available' when metrics were not calculated. When metrics exist without a strategy, a
 * 'Generate strategy in the calculator' button is offered.
 */
export function InvestmentTab({ property, provenance = {}, onGenerateStrategy, record }: InvestmentTabProps) {
  const market = record !== undefined ? <MarketReference record={record} /> : null;
  if (!property.metricsCalculated) {
    return (
      <div className={styles.stack}>
        <DataSection title={DETAIL_TEXT.investmentNotAvailable}>
          <p className={styles.muted}>{property.metricsError ?? DETAIL_TEXT.investmentNotAvailableHint}</p>
          <p className={styles.muted}>{DETAIL_TEXT.investmentFromCalculators}</p>
          <DataList rows={breakdownRows(property)} />
        </DataSection>
        {market}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <DataSection
        title="Investment Dashboard"
        source={provenance.metrics}
        actions={
          !hasStrategy(property) && onGenerateStrategy ? (
            <Button variant="secondary" size="sm" onClick={onGenerateStrategy}>
              {DETAIL_TEXT.generateStrategy}
            </Button>
          ) : null
        }
      >
        <div className={styles.grid4}>
          {investmentRows(property).map((row) => (
            <StatTile key={row.label} label={row.label} value={row.value} />
          ))}
        </div>
      </DataSection>
      <DataSection title="Property Breakdown" source={provenance.lot}>
        <DataList rows={breakdownRows(property)} />
      </DataSection>
      {market}
    </div>
  );
}

/** What the public record says the lot and its comparables sold for. */
function MarketReference({ record }: { record: NycRecord | null }) {
  const sale = record?.lastSale;
  const comparables = record?.comparables;
  if (!sale && !comparables) {
    return (
      <DataSection title="Market Reference">
        <p className={styles.muted}>{missingBlockText(record, 'sales')}</p>
      </DataSection>
    );
  }
  return (
    <DataSection title="Market Reference" source={sale ? sourceOf(sale.provenance) : comparables ? sourceOf(comparables.provenance) : null}>
      <DataList
        rows={[
          { label: 'Last Sale Price', value: formatCurrency(sale?.price) },
          { label: 'Last Sale Date', value: sale?.date ?? 'N/A' },
          { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(comparables?.summary.avgSalePrice) },
          { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(comparables?.summary.avgPricePerSqFt, { decimals: 2 }) },
        ]}
      />
    </DataSection>
  );
}
