import { formatCurrency, type LineItemResult } from '@rei/engine';
import { Card } from '../../../components/Card';
import { Table, type TableColumn } from '../../../components/Table';
import { ResultRows, signTone } from '../parts/ResultRows';
import { LINE_BASIS_LABELS, LINE_ITEM_TEXT, LINE_KIND_LABELS } from './lineItemDrafts';

const money = (value: number | null) => (value === null ? '—' : formatCurrency(value));

/**
 * The custom lines as the engine counted them: each line's kind, how it was measured, and its
 * dollars per month and per year (a one-time cost once); in Fix & Flip and Wholesale also over
 * the hold. A negative figure is a credit.
 */
export function LineItemsResults({ lines, wholesalerNetProfit }: { lines: readonly LineItemResult[]; wholesalerNetProfit?: number | undefined }) {
  const overHold = lines.some((line) => line.overHold !== null);
  const columns: TableColumn<LineItemResult>[] = [
    { key: 'label', header: LINE_ITEM_TEXT.label, rowHeader: true, render: (line) => line.label },
    {
      key: 'kind',
      header: LINE_ITEM_TEXT.kind,
      render: (line) => `${LINE_KIND_LABELS[line.kind]}${line.basis === 'amount' ? '' : ` (${line.amount} ${LINE_BASIS_LABELS[line.basis]})`}`,
    },
    { key: 'monthly', header: LINE_ITEM_TEXT.perMonth, numeric: true, render: (line) => money(line.monthly) },
    { key: 'annual', header: LINE_ITEM_TEXT.perYear, numeric: true, render: (line) => money(line.annual) },
    { key: 'once', header: LINE_ITEM_TEXT.once, numeric: true, render: (line) => (line.kind === 'cost' ? money(line.value) : '—') },
    ...(overHold ? [{ key: 'overHold', header: LINE_ITEM_TEXT.overHold, numeric: true, render: (line: LineItemResult) => money(line.overHold) }] : []),
  ];
  return (
    <Card title={LINE_ITEM_TEXT.resultsTitle} headingLevel={3}>
      <Table caption={LINE_ITEM_TEXT.resultsCaption} columns={columns} rows={lines} rowKey={(_line, index) => index} density="compact" />
      {wholesalerNetProfit !== undefined ? (
        <ResultRows rows={[{ label: LINE_ITEM_TEXT.wholesalerNet, value: formatCurrency(wholesalerNetProfit), tone: signTone(wholesalerNetProfit) }]} />
      ) : null}
    </Card>
  );
}
