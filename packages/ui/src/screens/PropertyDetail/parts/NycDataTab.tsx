import { LockedDataBlocks } from './LockedDataBlocks';
import { COMPARABLES_CRITERIA, formatCurrency, formatNumber, summarizeComparables, type Comparable } from '@rei/engine';
import { Table } from '../../../components/Table';
import { DETAIL_TEXT } from '../detailText';
import { MAX_WATER_LIENS_SHOWN, assessmentRows, buildingDetailRows, textOrNA, violationRows, zoningRows } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import { AssessmentsRollSection, HpdComplaintsSection } from './HousingValuation';
import type { PropertyTabProps } from './OverviewTab';
import { ComparablesSection, Complaints311Section, LegalRecordsSection, LotFactsSection, PermitsSection, SalesSection, ViolationsSection } from './PublicRecord';
import * as styles from './parts.css';

/** The comparables' summary rows (engine `summarizeComparables`). */
export function comparablesSummaryRows(summary: ReturnType<typeof summarizeComparables>) {
  return [
    { label: DETAIL_TEXT.comparablesFound, value: formatNumber(summary.totalFound) },
    { label: 'After Filtering', value: formatNumber(summary.afterFiltering) },
    { label: DETAIL_TEXT.avgSalePrice, value: formatCurrency(summary.avgSalePrice) },
    { label: DETAIL_TEXT.avgPricePerSqFt, value: formatCurrency(summary.avgPricePerSqFt, { decimals: 2 }) },
  ];
}

/** Zoning and classification, assessments and building details, each with its source. */
function LotDetailSections({ property, provenance = {} }: Pick<PropertyTabProps, 'property' | 'provenance'>) {
  return (
    <>
      <DataSection title="Zoning & Classification" source={provenance.lot}>
        <DataList rows={zoningRows(property)} single />
      </DataSection>
      <DataSection title="Assessments" source={provenance.assessment}>
        <DataList rows={assessmentRows(property)} single />
      </DataSection>
      <DataSection title="Building Details" source={provenance.lot}>
        <DataList rows={buildingDetailRows(property)} single />
      </DataSection>
    </>
  );
}

/**
 * NYC Data: comparables analysis (with the search criteria), enhanced information from
 * several sources, violations and permits, zoning, land use, building classification,
 * assessments, building details and the first five water liens. With the lot's public
 * record, its own blocks (comparables, lot facts, violations by agency, permits, 311, last
 * sale, evictions, liens, foreclosure) replace the property's summary fields, each with its
 * source and as-of date, or with what is missing.
 */
export function NycDataTab({ property, provenance = {}, record }: PropertyTabProps) {
  if (record !== undefined) {
    return (
      <div className={styles.stack}>
        {record?.lockedBlocks?.length ? <LockedDataBlocks blocks={record.lockedBlocks} /> : null}
        <ComparablesSection record={record} />
        <SalesSection record={record} />
        <LotFactsSection record={record} />
        <ViolationsSection record={record} />
        <div className={styles.grid2}>
          <PermitsSection record={record} />
          <Complaints311Section record={record} />
          <HpdComplaintsSection record={record} />
          <AssessmentsRollSection record={record} />
          <LotDetailSections property={property} provenance={provenance} />
        </div>
        <LegalRecordsSection record={record} />
      </div>
    );
  }
  const summary = summarizeComparables<Comparable>(property.comparables ?? null);
  const liens = property.waterLiens ?? [];
  const shownLiens = liens.slice(0, MAX_WATER_LIENS_SHOWN);
  const enhanced = property.enhancedData;
  return (
    <div className={styles.stack}>
      <DataSection title="Comparables Analysis" source={provenance.comparables}>
        <DataList rows={comparablesSummaryRows(summary)} />
        <p className={styles.muted}>Criteria: {COMPARABLES_CRITERIA.join(' · ')}</p>
        {summary.comparables.length === 0 ? (
          <p className={styles.muted}>{DETAIL_TEXT.noComparables}</p>
        ) : (
          <Table
            caption="Comparable sales"
            rowKey={(row: Comparable) => `${row.address}-${row.saleDate ?? ''}`}
            rows={summary.comparables}
            columns={[
              { key: 'address', header: 'Address', render: (row: Comparable) => row.address },
              { key: 'saleDate', header: 'Sale Date', render: (row: Comparable) => textOrNA(row.saleDate) },
              { key: 'salePrice', header: 'Sale Price', numeric: true, render: (row: Comparable) => formatCurrency(row.salePrice) },
              {
                key: 'area',
                header: 'Area (sf)',
                numeric: true,
                render: (row: Comparable) => formatNumber(row.buildingArea ?? row.squareFeet),
              },
              { key: 'units', header: 'Units', numeric: true, render: (row: Comparable) => formatNumber(row.units) },
              {
                key: 'distance',
                header: 'Distance (mi)',
                numeric: true,
                render: (row: Comparable) => formatNumber(row.distance, { decimals: 2 }),
              },
              { key: 'buildingClass', header: 'Class', render: (row: Comparable) => textOrNA(row.buildingClass) },
            ]}
          />
        )}
      </DataSection>

      <DataSection title="Enhanced Information">
        {enhanced && (enhanced.additionalInfo.length > 0 || enhanced.sources != null) ? (
          <>
            <DataList
              rows={[
                { label: 'Sources', value: formatNumber(enhanced.sources) },
                { label: 'Last Updated', value: textOrNA(enhanced.lastUpdated) },
              ]}
            />
            <ul className={styles.list}>
              {enhanced.additionalInfo.map((info) => (
                <li key={info.title}>
                  <strong>{info.url ? <a href={info.url}>{info.title}</a> : info.title}</strong>
                  {info.content ? <p className={styles.bodyText}>{info.content}</p> : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.muted}>{DETAIL_TEXT.noEnhancedData}</p>
        )}
      </DataSection>

      <div className={styles.grid2}>
        <DataSection title="Violations & Permits" source={provenance.violations}>
          <DataList rows={violationRows(property)} single />
        </DataSection>
        <LotDetailSections property={property} provenance={provenance} />
      </div>

      <DataSection title="Water Liens" source={provenance.waterLiens}>
        {shownLiens.length === 0 ? (
          <p className={styles.muted}>{DETAIL_TEXT.noWaterLiens}</p>
        ) : (
          <Table
            caption={
              liens.length > shownLiens.length
                ? `Water liens (first ${shownLiens.length} of ${liens.length})`
                : `Water liens (${liens.length})`
            }
            rowKey={(_row, index) => String(index)}
            rows={shownLiens}
            columns={[
              { key: 'period', header: 'Period', render: (row) => textOrNA(row.period) },
              { key: 'type', header: 'Type', render: (row) => textOrNA(row.type) },
              { key: 'amount', header: 'Amount', numeric: true, render: (row) => formatCurrency(row.amount, { decimals: 2 }) },
              { key: 'status', header: 'Status', render: (row) => textOrNA(row.status) },
            ]}
          />
        )}
      </DataSection>
    </div>
  );
}
