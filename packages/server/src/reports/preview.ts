/**
 * A report's preview: the ledgers, checks and schedules a deal's PDF and workbook print for its
 * strategy, for the deal page to show before anything is exported (GET
 * /api/strategies/{id}/report-preview). Fix & Flip, Wholesale, BRRRR and creative financing use
 * their own layouts (strategyLayout.ts); Buy & Hold's report is its pro forma, shown here as the
 * year-1 ledger from rent to cash flow, the yearly table and the returns of the hold and sale.
 *
 * Nothing is computed here that the report does not print: the figures are the engine's, through
 * the same functions the renderers call.
 */
import type { ReportPreviewResponse } from '../contract';
import type { ReportProForma, ReportStrategy } from './dealReportData';
import { proFormaOf } from './dealSchedules';
import { engineInputValues } from './figures';
import { strategyLayoutOf, usd, type LayoutLedger } from './strategyLayout';

/** The preview as the API answers it, less the strategy's id and engine version. */
export type ReportPreview = Omit<ReportPreviewResponse, 'strategyId' | 'engineVersion'>;
type PreviewLedger = ReportPreview['ledgers'][number];
type PreviewLine = PreviewLedger['lines'][number];
type PreviewCheck = ReportPreview['checks'][number];
type PreviewSchedule = ReportPreview['schedules'][number];

const percent = (x: number) => `${x.toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;

/** A report ledger without its spreadsheet formulas (the preview has no cells to point at). */
function previewLedger(ledger: LayoutLedger): PreviewLedger {
  return {
    key: ledger.key,
    title: ledger.title,
    lines: ledger.lines.map(({ key, label, amount, sign }) => ({ key, label, amount, sign })),
    total: { key: ledger.total.key, label: ledger.total.label, amount: ledger.total.amount },
    note: ledger.note ?? null,
  };
}

function buyHoldPreview(proForma: ReportProForma | null): Omit<ReportPreview, 'strategyType'> {
  const heading = 'Buy & Hold: pro forma and returns';
  const first = proForma?.rows[0];
  if (!proForma || !first) {
    return { heading, ledgers: [], checks: [], schedules: [] };
  }
  const line = (key: string, label: string, amount: number, sign: 1 | -1 = 1): PreviewLine => ({ key, label, amount, sign });
  const ledgers: PreviewLedger[] = [
    {
      key: 'noi',
      title: 'Year 1: rent to net operating income',
      lines: [line('grossRent', 'Scheduled rent', first.grossRent), line('vacancyLoss', 'Vacancy loss', first.vacancyLoss, -1), line('operatingExpenses', 'Operating expenses (tax, insurance, maintenance, management)', first.operatingExpenses, -1)],
      total: { key: 'noi', label: 'Net operating income', amount: first.noi },
      note: null,
    },
    {
      key: 'cashFlow',
      title: 'Year 1: net operating income to cash flow',
      lines: [line('noi', 'Net operating income', first.noi), line('debtService', 'Debt service (principal and interest)', first.debtService, -1)],
      total: { key: 'cashFlow', label: 'Cash flow before tax', amount: first.cashFlow },
      note: null,
    },
  ];
  const returns = proForma.returns;
  const years = proForma.rows.length;
  const checks: PreviewCheck[] = [
    { key: 'cashFlowPositive', label: 'Cash flow positive in year 1', passed: first.cashFlow >= 0, detail: `Year 1 cash flow before tax is ${usd(first.cashFlow)}.` },
  ];
  if (returns) {
    checks.push({
      key: 'npvPositive',
      label: `Net present value positive at the ${percent(returns.discountRatePercent)} discount rate`,
      passed: returns.npv >= 0,
      detail: `The hold's net present value at ${percent(returns.discountRatePercent)} is ${usd(returns.npv)}${returns.irrPercent === null ? '' : `; its IRR is ${percent(returns.irrPercent)}`}.`,
    });
  }
  const schedules: PreviewSchedule[] = [
    {
      title: `Pro forma, ${years} years`,
      head: ['Year', 'Scheduled rent', 'Vacancy', 'Operating expenses', 'NOI', 'Debt service', 'Cash flow'],
      rows: proForma.rows.map((row) => [String(row.year), usd(row.grossRent), usd(row.vacancyLoss), usd(row.operatingExpenses), usd(row.noi), usd(row.debtService), usd(row.cashFlow)]),
      note: `Assumed: ${proForma.assumptions.map((figure) => `${figure.label} ${figure.unit === 'percent' ? percent(Number(figure.value)) : `${String(figure.value)} ${figure.unit}`}`).join('; ')}.`,
    },
  ];
  if (returns) {
    const notDefined = (key: string) => `not defined: ${returns.notDefined[key] ?? 'the cash flows have no such figure'}`;
    schedules.push({
      title: `Returns if sold after ${years} years`,
      head: ['Figure', 'Value'],
      rows: [
        ['Equity put in (year 0)', usd(returns.initialEquity)],
        ['Sale price', usd(returns.salePrice)],
        ['Selling costs', usd(returns.sellingCosts)],
        ['Loan payoff', usd(returns.loanPayoff)],
        ['Net sale proceeds', usd(returns.netSaleProceeds)],
        ['Total profit', usd(returns.totalProfit)],
        ['IRR', returns.irrPercent === null ? notDefined('irrPercent') : percent(returns.irrPercent)],
        [`NPV at ${percent(returns.discountRatePercent)}`, usd(returns.npv)],
        ['Equity multiple', returns.equityMultiple === null ? notDefined('equityMultiple') : `${returns.equityMultiple.toLocaleString('en-US', { maximumFractionDigits: 2 })}×`],
      ],
      note: null,
    });
  }
  return { heading, ledgers, checks, schedules };
}

/** The preview of a saved strategy's report, from its stored inputs and engine results. */
export function reportPreviewOf(strategy: Pick<ReportStrategy, 'type' | 'rawInputs' | 'rawResults'>): ReportPreview {
  const layout = strategyLayoutOf(strategy);
  if (layout) {
    return {
      strategyType: strategy.type,
      heading: layout.heading,
      ledgers: layout.ledgers.map(previewLedger),
      checks: layout.checks.map((check) => ({ ...check })),
      schedules: layout.schedules.map((schedule) => ({ title: schedule.title, head: [...schedule.head], rows: schedule.rows.map((row) => [...row]), note: schedule.note ?? null })),
    };
  }
  const values = engineInputValues(strategy.type, strategy.rawInputs);
  return { strategyType: strategy.type, ...buyHoldPreview(proFormaOf(strategy.type, values, strategy.rawResults)) };
}
