/** The comparable sales section of the PDF: the criteria, one row per sale, the averages and the source. */
import { formatNumber } from '@rei/engine';
import type { DealReportData } from '../dealReportData';
import { NOT_DEFINED_TEXT, wholeDollars } from './figures';
import type { ReportWriter } from './writer';

/** Comparable sales as a table with their averages; a sentence when none matched. */
export function comparablesSection(writer: ReportWriter, data: DealReportData): void {
  const comparables = data.comparables;
  if (!comparables) return;
  writer.section('Comparable sales');
  writer.note(comparables.criteria);
  if (comparables.rows.length === 0) {
    writer.paragraph('No comparable sales matched these criteria.');
  } else {
    const right = 'right' as const;
    writer.table(
      [
        { header: 'Address', width: 3.2 },
        { header: 'Sale date', width: 1.3 },
        { header: 'Price', width: 1.5, align: right },
        { header: 'Sq ft', width: 1, align: right },
        { header: '$/sq ft', width: 1, align: right },
        { header: 'Miles', width: 0.8, align: right },
        { header: 'Class', width: 0.8 },
        { header: 'Units', width: 0.7, align: right },
      ],
      comparables.rows.map((row) => [
        row.address,
        row.saleDate,
        wholeDollars(row.salePrice),
        row.squareFeet === null ? '—' : formatNumber(row.squareFeet),
        row.pricePerSqFt === null ? '—' : wholeDollars(row.pricePerSqFt),
        row.distance === null ? '—' : formatNumber(row.distance, { decimals: 2 }),
        row.buildingClass ?? '—',
        row.units === null ? '—' : formatNumber(row.units),
      ]),
      { fontSize: 7 },
    );
    writer.keyValues(
      [
        { label: 'Average sale price', value: comparables.avgSalePrice === null ? NOT_DEFINED_TEXT : wholeDollars(comparables.avgSalePrice) },
        { label: 'Average price per sq ft', value: comparables.avgPricePerSqFt === null ? NOT_DEFINED_TEXT : wholeDollars(comparables.avgPricePerSqFt) },
      ],
      2,
    );
  }
  writer.note(comparables.provenance);
}
