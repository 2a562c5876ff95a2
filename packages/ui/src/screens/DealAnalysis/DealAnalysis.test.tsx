import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buyHoldDefaults,
  calculateBuyHold,
  dealInputInfo,
  formatCurrency,
  holdAssumptionDefaults,
  rentalDealGoalSeek,
  rentalDealMetric,
  type BuyHoldValues,
} from '@rei/engine';
import { BuyHoldPanel } from '../CalculatorSuite';
import { DealAnalysis } from './DealAnalysis';
import { dealFromBuyHold } from './dealFromCalculators';
import { formatDealValue } from './dealFormat';
import { GoalSeekView } from './GoalSeekView';
import { ScenarioComparison, type DealScenario } from './ScenarioComparison';
import { SensitivityTable } from './SensitivityTable';

const values = buyHoldDefaults();
const basis = dealFromBuyHold(values, calculateBuyHold(values));
const hold = { ...basis.deal, ...holdAssumptionDefaults() };

function scenario(name: string, overrides: Partial<BuyHoldValues>): DealScenario {
  const inputs = { ...values, ...overrides };
  return { strategy: 'buy_hold', name, savedAt: '2026-11-20T09:00:00Z', inputs, results: calculateBuyHold(inputs) };
}

describe('SensitivityTable', () => {
  it('marks the current deal and redraws the cells when an axis changes', async () => {
    const user = userEvent.setup();
    render(<SensitivityTable deal={basis.deal} inputs={basis.inputs} />);
    const table = screen.getByRole('table', { name: /Monthly cash flow/ });
    const current = table.querySelector('[aria-current="true"]');
    expect(current?.textContent).toContain(formatCurrency(rentalDealMetric(hold, 'monthlyCashFlow')));
    expect(current?.textContent).toContain('current deal');
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toContain(formatDealValue(basis.deal.purchasePrice - 50_000, 'usd'));

    await user.click(screen.getByRole('combobox', { name: 'Rows vary' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: dealInputInfo.vacancyPercent.label }));

    const redrawn = screen.getByRole('table', { name: /Monthly cash flow: Vacancy/ });
    // vacancy 5 % stepped by 2.5 points: 0, 2.5, 5, 7.5, 10
    expect(within(redrawn).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      ['0.00%', '2.50%', '5.00%current', '7.50%', '10.00%'],
    );
    const firstCell = within(redrawn).getAllByRole('row')[1]?.querySelectorAll('td')[0];
    // columns stay on monthly rent, stepped by $250
    const firstColumnRent = basis.deal.monthlyRent - 2 * dealInputInfo.monthlyRent.defaultStep;
    expect(firstCell?.textContent).toContain(
      formatCurrency(rentalDealMetric({ ...hold, vacancyPercent: 0, monthlyRent: firstColumnRent }, 'monthlyCashFlow')),
    );
  });
});

describe('GoalSeekView', () => {
  it('finds the highest price that still gives 8 % cash-on-cash', async () => {
    const user = userEvent.setup();
    render(<GoalSeekView deal={basis.deal} inputs={basis.inputs} defaultMetric="cashOnCashPercent" defaultTarget={8} defaultSolveFor="purchasePrice" />);
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    const answer = rentalDealGoalSeek({ deal: hold, metric: 'cashOnCashPercent', target: 8, solveFor: 'purchasePrice' });
    expect(answer.status).toBe('found');
    if (answer.status !== 'found') return;
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`Highest purchase price for a cash-on-cash return of at least 8.00%: ${formatCurrency(answer.value)}`);
    expect(status.textContent).toContain(`Cash-on-cash return: ${formatDealValue(answer.metricsAtValue.cashOnCashPercent, 'percent')}`);
  });

  it('says when no value in range reaches the target', async () => {
    const user = userEvent.setup();
    render(<GoalSeekView deal={basis.deal} inputs={basis.inputs} defaultMetric="capRatePercent" defaultTarget={50} defaultSolveFor="interestRatePercent" />);
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.getByRole('status').textContent).toMatch(/^No solution in range/);
  });
});

describe('ScenarioComparison', () => {
  const scenarios = [scenario('Asking', {}), scenario('Offer', { purchasePrice: values.purchasePrice - 100_000 }), scenario('More down', { downPaymentPercent: 35 })];

  it('highlights what differs from the first scenario in text and colour', () => {
    render(<ScenarioComparison scenarios={scenarios} />);
    const priceRow = screen.getByRole('rowheader', { name: 'Purchase price' }).closest('tr') as HTMLTableRowElement;
    const [first, second] = [...priceRow.querySelectorAll('td')];
    expect(first?.textContent).toBe(formatCurrency(values.purchasePrice));
    expect(second?.textContent).toContain('−$100,000 vs first');
    expect(second?.className).not.toBe(first?.className);
    const rentRow = screen.getByRole('rowheader', { name: 'Gross monthly rent' }).closest('tr') as HTMLTableRowElement;
    expect(rentRow.textContent).not.toContain('vs first');
  });

  it('chooses scenarios with the keyboard', async () => {
    const user = userEvent.setup();
    render(<ScenarioComparison scenarios={scenarios} />);
    const scenarioColumns = () => screen.getAllByRole('row')[0]?.querySelectorAll('th').length;
    expect(scenarioColumns()).toBe(3);
    const third = screen.getByRole('checkbox', { name: /More down/ });
    third.focus();
    await user.keyboard(' ');
    expect((third as HTMLInputElement).checked).toBe(true);
    expect(scenarioColumns()).toBe(4);
    await user.click(screen.getByRole('checkbox', { name: /Asking/ }));
    await user.click(screen.getByRole('checkbox', { name: /Offer/ }));
    expect(screen.getByText('Choose at least two scenarios to compare.')).toBeTruthy();
  });

  it('says when nothing is saved', () => {
    render(<ScenarioComparison scenarios={[]} />);
    expect(screen.getByText('No saved scenarios yet')).toBeTruthy();
  });
});

describe('DealAnalysis', () => {
  it('keeps the hold typed in the pro forma for the other tabs', async () => {
    const user = userEvent.setup();
    render(<DealAnalysis deal={basis.deal} inputs={basis.inputs} assumptions={basis.assumptions} />);
    const years = screen.getByRole('textbox', { name: /Hold \(years\)/ });
    await user.clear(years);
    await user.type(years, '5');
    await user.click(screen.getByRole('tab', { name: 'Sensitivity' }));
    expect(screen.getByText(/assume a 5-year hold/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pro forma' }));
    expect((screen.getByRole('textbox', { name: /Hold \(years\)/ }) as HTMLInputElement).value).toBe('5');
    expect(within(screen.getByRole('table', { name: /Pro forma by year/ })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5']);
  });
});

describe('DealAnalysis with saved scenarios', () => {
  it('compares the latest two as soon as a second scenario is saved', () => {
    const first = scenario('Scenario 1', {});
    const { rerender } = render(<DealAnalysis deal={basis.deal} inputs={basis.inputs} assumptions={basis.assumptions} scenarios={[first]} />);
    expect(screen.getByText('Choose at least two scenarios to compare.')).toBeTruthy();
    rerender(
      <DealAnalysis deal={basis.deal} inputs={basis.inputs} assumptions={basis.assumptions} scenarios={[first, scenario('Scenario 2', { grossMonthlyRent: 16_000 })]} />,
    );
    const table = screen.getByRole('table', { name: /Saved scenarios compared/ });
    expect(table.textContent).toContain('Scenario 2');
    expect(within(table).getAllByText(/vs first/).length).toBeGreaterThan(0);
  });
});

describe('Buy & Hold panel', () => {
  it('shows the deal analysis under the results', async () => {
    render(<BuyHoldPanel />);
    const section = screen.getByRole('region', { name: 'Deal analysis' });
    expect(within(section).getByRole('tab', { name: 'Pro forma' })).toBeTruthy();
    expect(within(section).getByText(/IRR \(annual\)/)).toBeTruthy();
  });
});
