import { formatCurrency, type LegalKind, type LegalStatus } from '@rei/engine';
import { textOrNA, type DetailRow } from '../PropertyDetail/propertyDetailModel';

/** Words of the legal-status card box and drawer. */
export const LEGAL_TEXT = {
  detected: 'Legal Status Detected',
  drawerTitle: 'Legal Status Details',
  none: 'No legal record is listed here. Whether each dataset was checked is stated with the property (checked and none found, or not checked).',
  viewDetails: 'View legal details',
  sample: 'Sample data (demo) — not a record of this property',
  filings: 'Eviction filings',
} as const;

/** Section titles per kind of record. */
export const LEGAL_SECTION_TITLES: Readonly<Record<LegalKind, string>> = {
  foreclosure: 'Foreclosure',
  taxLien: 'Tax Lien',
  eviction: 'Evictions',
  probate: 'Probate',
};

/** Badge tone for a legal status text: resolved is calm, pending/progress is a warning, the rest danger. */
export function legalStatusTone(status: string): 'success' | 'warning' | 'danger' {
  const s = status.toLowerCase();
  if (s.includes('resolved') || s.includes('satisfied') || s.includes('closed') || s.includes('paid')) return 'success';
  if (s.includes('pending') || s.includes('progress') || s.includes('on record')) return 'warning';
  return 'danger';
}

/** The rows of one kind of record, or `null` when the property has none of that kind. */
export function legalRows(legal: LegalStatus, kind: LegalKind): DetailRow[] | null {
  switch (kind) {
    case 'foreclosure': {
      const d = legal.foreclosureDetails;
      if (!d) return null;
      return [
        { label: 'Status', value: d.status },
        { label: 'Creditor', value: textOrNA(d.creditor) },
        { label: 'Debtor', value: textOrNA(d.debtor) },
        { label: 'Lien Amount', value: formatCurrency(d.lienAmount) },
        { label: 'Notice Date', value: textOrNA(d.noticeDate) },
      ];
    }
    case 'taxLien': {
      const d = legal.taxLienDetails;
      if (!d) return null;
      return [
        { label: 'Status', value: d.status },
        { label: 'Lien Amount', value: formatCurrency(d.lienAmount) },
        { label: 'Filed', value: textOrNA(d.filedDate) },
        { label: 'Collector', value: textOrNA(d.collector) },
        { label: 'Tax Year', value: d.taxYear == null ? textOrNA(null) : String(d.taxYear) },
      ];
    }
    case 'eviction': {
      const d = legal.evictionDetails;
      if (!d) return null;
      return [{ label: 'Evictions on Record', value: String(d.count) }];
    }
    case 'probate': {
      const d = legal.probateDetails;
      if (!d) return null;
      return [
        { label: 'Status', value: d.status },
        { label: 'Case Number', value: textOrNA(d.caseNumber) },
        { label: 'Petitioner', value: textOrNA(d.petitioner) },
        { label: 'Date Filed', value: textOrNA(d.dateFiled) },
        { label: 'Court', value: textOrNA(d.courtName) },
        { label: 'Deceased', value: textOrNA(d.deceasedName) },
        { label: 'Source', value: d.source === 'api' ? 'Court API' : d.source === 'scraped' ? 'Court website' : textOrNA(null) },
      ];
    }
  }
}
