import { amortizationSchedule, cashFlowProjectionDefaults, projectCashFlows } from '@rei/engine';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmortizationChart, amortizationByYear } from './AmortizationChart';
import { CashFlowProjectionChart, cashFlowPointsFromProjection } from './CashFlowProjectionChart';
import { ForecastScenariosChart, forecastScenarioValues } from './ForecastScenariosChart';
import { RiskGauge, riskGaugeLevel } from './RiskGauge';

describe('amortizationByYear', () => {
  it('sums 12 payments per year and keeps the year-end balance', () => {
    // 12,000 at 0 % over 24 months: 500 a month, 6,000 of principal a year.
    const years = amortizationByYear(amortizationSchedule({ principal: 12_000, annualRatePercent: 0, termMonths: 24 }));
    expect(years).toEqual([
      { year: 1, principal: 6000, interest: 0, endingBalance: 6000 },
      { year: 2, principal: 6000, interest: 0, endingBalance: 0 },
    ]);
  });

  it('adds up to the loan amount for a 30-year loan', () => {
    const years = amortizationByYear(amortizationSchedule({ principal: 400_000, annualRatePercent: 6.5, termMonths: 360 }));
    expect(years).toHaveLength(30);
    const principal = years.reduce((sum, year) => sum + year.principal, 0);
    expect(principal).toBeCloseTo(400_000, 2);
    // Early years are mostly interest (6.5 % of ~400k ≈ 26k a year), late years mostly principal.
    expect(years[0]?.interest).toBeGreaterThan(years[0]?.principal ?? Infinity);
    expect(years[29]?.principal).toBeGreaterThan(years[29]?.interest ?? Infinity);
  });
});

describe('charts render accessible SVG with a data table', () => {
  it('names the cash-flow chart and lists every year in its table', () => {
    const projection = projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 5 }));
    render(<CashFlowProjectionChart data={cashFlowPointsFromProjection(projection)} title="Buy & Hold projection" />);
    const image = screen.getByRole('img', { name: 'Buy & Hold projection' });
    expect(image.getAttribute('aria-describedby')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Buy & Hold projection' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
    ]);
    expect(image.querySelectorAll('rect')).toHaveLength(5);
  });

  it('draws negative cash-flow years below the zero line and never writes NaN', () => {
    const { container } = render(
      <CashFlowProjectionChart
        data={[
          { year: 1, cashFlow: -1200 },
          { year: 2, cashFlow: 800 },
        ]}
      />,
    );
    expect(container.innerHTML).not.toContain('NaN');
    expect(screen.getByText(/-\$1,200 in year 1/)).toBeTruthy();
  });

  it('survives an empty projection', () => {
    const { container } = render(<CashFlowProjectionChart data={[]} />);
    expect(container.innerHTML).not.toContain('NaN');
    expect(screen.getByText('No projection yet.')).toBeTruthy();
  });

  it('summarises the amortization crossover year', () => {
    render(<AmortizationChart schedule={amortizationSchedule({ principal: 400_000, annualRatePercent: 6.5, termMonths: 360 })} />);
    expect(screen.getByRole('img', { name: 'Principal vs interest by year' })).toBeTruthy();
    expect(screen.getByText(/principal overtakes interest in year \d+/)).toBeTruthy();
  });

  it('shows the three forecast scenarios in order', () => {
    const scenarios = forecastScenarioValues(
      {
        rentHighScenario: 3400,
        rentMedianScenario: 3100,
        rentLowScenario: 2800,
        cashFlowHighScenario: 650,
        cashFlowMedianScenario: 310,
        cashFlowLowScenario: -90,
      },
      'cashFlow',
    );
    expect(scenarios).toEqual({ high: 650, median: 310, low: -90 });
    render(<ForecastScenariosChart scenarios={scenarios} />);
    const table = screen.getByRole('table', { name: 'Forecast scenarios' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['High$650', 'Median$310', 'Low-$90']);
  });
});

describe('RiskGauge', () => {
  it('classifies DSCR against the 1.25 target', () => {
    expect([1.32, 1.25, 1.1, 0.9, null, Number.NaN].map((value) => riskGaugeLevel(value, 1.25))).toEqual([
      'meets-target',
      'meets-target',
      'below-target',
      'not-covered',
      'not-available',
      'not-available',
    ]);
  });

  it('is a meter full at 1.5 that clamps and says where the value stands', () => {
    render(<RiskGauge value={2.1} />);
    const meter = screen.getByRole('meter', { name: 'DSCR' });
    expect(meter.getAttribute('aria-valuemax')).toBe('1.5');
    expect(meter.getAttribute('aria-valuenow')).toBe('1.5');
    expect(meter.getAttribute('aria-valuetext')).toBe('2.10x: Meets the target (target 1.25x)');
  });

  it('shows N/A without a value', () => {
    render(<RiskGauge value={null} />);
    expect(screen.getByRole('meter', { name: 'DSCR' }).getAttribute('aria-valuetext')).toMatch(/^N\/A: Not available/);
  });
});
