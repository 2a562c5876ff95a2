import { formatCurrency } from '@rei/engine';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { Table } from '../../components/Table';
import { visuallyHidden } from '../../theme/reset.css';
import * as styles from './ReportPreview.css';

/** One line of a ledger: it adds (`sign` 1) or subtracts (−1) its amount, in USD. */
export interface ReportPreviewLine {
  readonly key: string;
  readonly label: string;
  readonly amount: number;
  readonly sign: 1 | -1;
}

/** A ledger whose signed lines add up to its total (the engine's figure). */
export interface ReportPreviewLedger {
  readonly key: string;
  readonly title: string;
  readonly lines: readonly ReportPreviewLine[];
  readonly total: { readonly key: string; readonly label: string; readonly amount: number };
  readonly note: string | null;
}

/** A yes/no test of the deal, with the figures it compared in words. */
export interface ReportPreviewCheck {
  readonly key: string;
  readonly label: string;
  readonly passed: boolean;
  readonly detail: string;
}

/** A schedule (pro forma, note balances, option payments) as rows of words. */
export interface ReportPreviewSchedule {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly note: string | null;
}

/** What GET /api/strategies/{id}/report-preview answers: what a deal report of the strategy prints. */
export interface ReportPreviewView {
  readonly strategyId: number;
  readonly strategyType: string;
  readonly engineVersion: string;
  readonly heading: string;
  readonly ledgers: readonly ReportPreviewLedger[];
  readonly checks: readonly ReportPreviewCheck[];
  readonly schedules: readonly ReportPreviewSchedule[];
}

/** Every string the report preview shows. */
export const REPORT_PREVIEW_TEXT = {
  title: 'Report preview',
  intro: (version: number | null, engineVersion: string) =>
    `What the PDF and Excel report${version === null ? '' : ` of version ${version}`} print for this deal: its saved inputs and the results of @rei/engine ${engineVersion}. Each ledger's lines add up to its total.`,
  loading: 'Laying out the report…',
  loadError: 'Could not load the report preview',
  empty: 'This deal has no figures to lay out yet: open it in the calculator and save it.',
  line: 'Line',
  amount: 'Amount',
  checks: 'Tests of the deal',
  passed: 'Passes',
  failed: 'Fails',
  adds: 'adds',
  subtracts: 'subtracts',
} as const;

const money = (amount: number) => formatCurrency(amount, { decimals: 2 });

/**
 * A line's amount with the sign it carries in its ledger ("+ $1,200.00", "− $300.00"), and the word
 * for readers. A negative amount that adds is shown as a positive one that subtracts (and the other
 * way round), so a line never reads "+ −$300.00".
 */
function SignedAmount({ line }: { line: ReportPreviewLine }) {
  const subtracts = (line.sign < 0) !== (line.amount < 0);
  return (
    <span className={styles.amount}>
      <span aria-hidden="true">{subtracts ? '− ' : '+ '}</span>
      <span className={visuallyHidden}>{subtracts ? `${REPORT_PREVIEW_TEXT.subtracts} ` : `${REPORT_PREVIEW_TEXT.adds} `}</span>
      {money(Math.abs(line.amount))}
    </span>
  );
}

type LedgerRow = { readonly kind: 'line'; readonly line: ReportPreviewLine } | { readonly kind: 'total'; readonly label: string; readonly amount: number; readonly key: string };

function Ledger({ ledger }: { ledger: ReportPreviewLedger }) {
  const rows: LedgerRow[] = [...ledger.lines.map((line) => ({ kind: 'line' as const, line })), { kind: 'total', key: ledger.total.key, label: ledger.total.label, amount: ledger.total.amount }];
  return (
    <div className={styles.ledger}>
      <Table<LedgerRow>
        caption={ledger.title}
        density="compact"
        rows={rows}
        rowKey={(row) => (row.kind === 'line' ? `line-${row.line.key}` : `total-${row.key}`)}
        columns={[
          { key: 'label', header: REPORT_PREVIEW_TEXT.line, rowHeader: true, render: (row) => (row.kind === 'line' ? row.line.label : <span className={styles.total}>= {row.label}</span>) },
          {
            key: 'amount',
            header: REPORT_PREVIEW_TEXT.amount,
            numeric: true,
            render: (row) => (row.kind === 'line' ? <SignedAmount line={row.line} /> : <span className={`${styles.amount} ${styles.total}`}>{money(row.amount)}</span>),
          },
        ]}
      />
      {ledger.note ? <p className={styles.muted}>{ledger.note}</p> : null}
    </div>
  );
}

function Schedule({ schedule }: { schedule: ReportPreviewSchedule }) {
  const rows = schedule.rows.map((cells, index) => ({ index, cells }));
  return (
    <div className={styles.ledger}>
      <Table<(typeof rows)[number]>
        caption={schedule.title}
        density="compact"
        rows={rows}
        rowKey={(row) => String(row.index)}
        columns={schedule.head.map((header, column) => ({
          key: `c${column}`,
          header,
          rowHeader: column === 0,
          numeric: column > 0,
          render: (row) => row.cells[column] ?? '',
        }))}
      />
      {schedule.note ? <p className={styles.muted}>{schedule.note}</p> : null}
    </div>
  );
}

export interface ReportPreviewProps {
  /** The preview; null while not loaded (or when the load failed). */
  preview: ReportPreviewView | null;
  loading?: boolean;
  /** The load failed: why. */
  error?: string | null;
  /** When given, the error state offers a retry. */
  onRetry?: () => void;
  /** The deal version the preview is of, said in the introduction. */
  version?: number | null;
}

/**
 * The report preview: for the deal's kind (Buy & Hold's pro forma and returns; a flip's budget,
 * profit and 70 % rule; a wholesale's fee and end-investor view; BRRRR's refinance and cash left in;
 * each creative structure's note or option), the ledgers, tests and schedules its PDF and workbook
 * print, before any file is built. Every amount says whether it adds or subtracts, and every
 * ledger ends with the engine's total.
 */
export function ReportPreview({ preview, loading = false, error = null, onRetry, version = null }: ReportPreviewProps) {
  const empty = preview !== null && preview.ledgers.length === 0 && preview.checks.length === 0 && preview.schedules.length === 0;
  return (
    <section className={styles.root} aria-labelledby="report-preview-title" aria-busy={loading || undefined}>
      <h2 id="report-preview-title" className={styles.title}>
        {REPORT_PREVIEW_TEXT.title}
      </h2>
      {loading ? (
        <>
          <p role="status" className={styles.muted}>
            {REPORT_PREVIEW_TEXT.loading}
          </p>
          <Skeleton lines={4} />
        </>
      ) : error ? (
        <ErrorState title={REPORT_PREVIEW_TEXT.loadError} message={error} headingLevel={3} {...(onRetry ? { onRetry } : {})} />
      ) : preview === null ? null : (
        <>
          <p className={styles.muted}>{REPORT_PREVIEW_TEXT.intro(version, preview.engineVersion)}</p>
          <h3 className={styles.heading}>{preview.heading}</h3>
          {empty ? <p className={styles.muted}>{REPORT_PREVIEW_TEXT.empty}</p> : null}
          {preview.ledgers.length > 0 ? (
            <div className={styles.ledgers}>
              {preview.ledgers.map((ledger) => (
                <Ledger key={ledger.key} ledger={ledger} />
              ))}
            </div>
          ) : null}
          {preview.checks.length > 0 ? (
            <>
              <h3 className={styles.heading}>{REPORT_PREVIEW_TEXT.checks}</h3>
              <ul className={styles.checks}>
                {preview.checks.map((check) => (
                  <li key={check.key} className={styles.check}>
                    <span className={check.passed ? styles.verdict.passed : styles.verdict.failed}>{check.passed ? REPORT_PREVIEW_TEXT.passed : REPORT_PREVIEW_TEXT.failed}</span>
                    <span className={styles.checkText}>
                      <span className={styles.checkLabel}>{check.label}</span>
                      <span className={styles.muted}>{check.detail}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.schedules.map((schedule) => (
            <Schedule key={schedule.title} schedule={schedule} />
          ))}
        </>
      )}
    </section>
  );
}
