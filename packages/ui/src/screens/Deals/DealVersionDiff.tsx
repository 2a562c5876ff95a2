import { Table, type TableColumn } from '../../components/Table';
import { formatDealFigure, formatDifference, humanizeField, meaningOfChange, unitOfField, type DealDiffView, type DealFieldChangeView } from './dealTypes';
import * as styles from './Deals.css';

/** Every string the version diff shows. */
export const DEAL_DIFF_TEXT = {
  title: (from: number, to: number) => `What changed from version ${from} to version ${to}`,
  inputs: 'Inputs',
  outputs: 'Headline outputs',
  field: 'Field',
  from: (version: number) => `Version ${version}`,
  to: (version: number) => `Version ${version}`,
  difference: 'Difference',
  noInputs: 'No input changed.',
  noOutputs: 'No headline output changed.',
  better: 'better for the deal',
  worse: 'worse for the deal',
} as const;

export interface DealVersionDiffProps {
  diff: DealDiffView;
}

/** One change's difference, signed, coloured only when the field says which way is good, and said in words too. */
export function ChangeDifference({ change, isOutput }: { change: DealFieldChangeView; isOutput: boolean }) {
  const unit = unitOfField(change.field);
  if (change.difference === null) return <span>changed</span>;
  // Inputs are the investor's choices: a higher price is neither good nor bad news, so no colour.
  const meaning = isOutput ? meaningOfChange(change.field, change.difference) : 'neutral';
  return (
    <span className={styles.meaning[meaning]}>
      {formatDifference(change.difference, unit)}
      {meaning !== 'neutral' ? <span className={styles.reason}>{meaning === 'better' ? DEAL_DIFF_TEXT.better : DEAL_DIFF_TEXT.worse}</span> : null}
    </span>
  );
}

function changeColumns(from: number, to: number, isOutput: boolean): TableColumn<DealFieldChangeView>[] {
  return [
    { key: 'field', header: DEAL_DIFF_TEXT.field, rowHeader: true, render: (row) => humanizeField(row.field) },
    { key: 'from', header: DEAL_DIFF_TEXT.from(from), numeric: true, render: (row) => formatDealFigure(row.from, unitOfField(row.field)) },
    { key: 'to', header: DEAL_DIFF_TEXT.to(to), numeric: true, render: (row) => formatDealFigure(row.to, unitOfField(row.field)) },
    { key: 'difference', header: DEAL_DIFF_TEXT.difference, numeric: true, render: (row) => <ChangeDifference change={row} isOutput={isOutput} /> },
  ];
}

/**
 * What changed between two versions of a deal: the inputs and the headline outputs, each from → to
 * with its signed difference. Outputs are coloured by what the change means for the investor
 * (more cash flow green, more cost red), never by sign alone; inputs are not coloured.
 */
export function DealVersionDiff({ diff }: DealVersionDiffProps) {
  return (
    <section className={styles.panel} aria-labelledby={`deal-diff-${diff.from}-${diff.to}`}>
      <h3 id={`deal-diff-${diff.from}-${diff.to}`} className={styles.sectionTitle}>
        {DEAL_DIFF_TEXT.title(diff.from, diff.to)}
      </h3>
      <Table
        caption={DEAL_DIFF_TEXT.inputs}
        columns={changeColumns(diff.from, diff.to, false)}
        rows={diff.inputs}
        rowKey={(row) => row.field}
        emptyMessage={DEAL_DIFF_TEXT.noInputs}
        density="compact"
      />
      <Table
        caption={DEAL_DIFF_TEXT.outputs}
        columns={changeColumns(diff.from, diff.to, true)}
        rows={diff.outputs}
        rowKey={(row) => row.field}
        emptyMessage={DEAL_DIFF_TEXT.noOutputs}
        density="compact"
      />
    </section>
  );
}
