import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rentalDealGoalSeek, formatCurrency, holdAssumptionDefaults, rentalHoldProForma, formatPercent } from '@rei/engine';
import { DealAnalysis, GoalSeekView, ProFormaView, ScenarioComparison, SensitivityTable } from '@rei/ui';
import { brrrInfiniteBasis, buyHoldBasis, buyHoldScenarios } from './dealAnalysisFixtures';

/**
 * Deal analysis under the Buy & Hold and BRRRR results. Every figure is computed by the engine
 * synchronously, so there is no loading state.
 */
const meta = {
  title: 'Screens/DealAnalysis',
  component: DealAnalysis,
  args: { deal: buyHoldBasis.deal, inputs: buyHoldBasis.inputs, assumptions: buyHoldBasis.assumptions },
} satisfies Meta<typeof DealAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pro forma tab of the Buy & Hold defaults: IRR, NPV, equity multiple, the table and the chart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = rentalHoldProForma({ ...buyHoldBasis.deal, ...holdAssumptionDefaults() });
    await expect(canvas.getByText(formatPercent(expected.totals.irrPercent, 2))).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: /Pro forma by year/ })).toBeInTheDocument();
    // A window too narrow for the ten columns scrolls the table, not the page: the region is focusable and says so.
    const scroller = canvas.getByRole('region', { name: 'Pro forma by year (scrolls sideways)' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller).toHaveAccessibleDescription(/scroll the table sideways/);
    await expect(canvasElement.textContent ?? '').not.toMatch(/NaN/);
  },
};

/** With saved scenarios: the latest two compared under the tabs. */
export const WithScenarios: Story = {
  args: { scenarios: buyHoldScenarios },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Saved scenarios compared/ })).toBeInTheDocument();
  },
};

/** BRRRR with no cash left in the deal: IRR, equity multiple and cash-on-cash read "Not defined" with the reason. */
export const UndefinedIrr: Story = {
  args: { deal: brrrInfiniteBasis.deal, inputs: brrrInfiniteBasis.inputs, assumptions: brrrInfiniteBasis.assumptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Not defined').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/No cash is invested, so there is no rate/)).toBeInTheDocument();
    await expect(canvasElement.textContent ?? '').not.toMatch(/NaN/);
  },
};

/** Exit valued at a cap rate instead of appreciation. */
export const ProFormaExitCap: Story = {
  render: () => <ProFormaView deal={buyHoldBasis.deal} defaultAssumptions={{ exitValuation: 'exitCapRate', exitCapRatePercent: 6.5, holdingYears: 7 }} />,
};

/** Monthly cash flow over rent × purchase price, the current deal outlined. */
export const Sensitivity: Story = {
  render: () => <SensitivityTable deal={buyHoldBasis.deal} inputs={buyHoldBasis.inputs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('current deal')).toBeInTheDocument();
  },
};

/** Sensitivity of IRR (a hold result) over rent growth × appreciation. */
export const SensitivityIrr: Story = {
  render: () => (
    <SensitivityTable deal={buyHoldBasis.deal} inputs={['annualRentGrowthPercent', 'annualAppreciationPercent', 'monthlyRent']} defaultMetric="irrPercent" stepsEachSide={1} />
  ),
};

/** Goal seek: the highest price that still gives 8 % cash-on-cash… here the answer is found. */
export const GoalSeekFound: Story = {
  render: () => <GoalSeekView deal={buyHoldBasis.deal} inputs={buyHoldBasis.inputs} defaultMetric="dscr" defaultTarget={1.25} defaultSolveFor="monthlyRent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solve' }));
    const answer = rentalDealGoalSeek({ deal: { ...buyHoldBasis.deal, ...holdAssumptionDefaults() }, metric: 'dscr', target: 1.25, solveFor: 'monthlyRent' });
    if (answer.status !== 'found') throw new Error('fixture should have a solution');
    await expect(canvas.getByText(new RegExp(`Lowest monthly rent .*${formatCurrency(answer.value).replace('$', '\\$')}`))).toBeInTheDocument();
  },
};

/** Goal seek with no solution in range: a 50 % cap rate cannot come from the interest rate. */
export const GoalSeekNoSolution: Story = {
  render: () => <GoalSeekView deal={buyHoldBasis.deal} inputs={buyHoldBasis.inputs} defaultMetric="capRatePercent" defaultTarget={50} defaultSolveFor="interestRatePercent" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solve' }));
    await expect(canvas.getByText(/No solution in range/)).toBeInTheDocument();
  },
};

/** Two saved scenarios; the second's differences are marked in text and colour. */
export const TwoScenarios: Story = {
  render: () => <ScenarioComparison scenarios={buyHoldScenarios.slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/vs first/).length).toBeGreaterThan(0);
  },
};

/** Four saved scenarios compared at once. */
export const FourScenarios: Story = {
  render: () => <ScenarioComparison scenarios={buyHoldScenarios} defaultSelected={[0, 1, 2, 3]} />,
};

/** No saved scenarios yet. */
export const EmptyScenarios: Story = {
  render: () => <ScenarioComparison scenarios={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved scenarios yet')).toBeInTheDocument();
  },
};
