import type { Meta, StoryObj } from '@storybook/react-vite';
import { cashFlowProjectionDefaults, projectCashFlows } from '@rei/engine';
import { expect, within } from 'storybook/test';
import { CashFlowProjectionChart, cashFlowPointsFromProjection } from '@rei/ui';

// Real numbers: the engine's default rental deal held 10 years (3 % rent and expense growth).
const tenYears = cashFlowPointsFromProjection(projectCashFlows(cashFlowProjectionDefaults()));
// A thin deal: rent barely above costs, so early years lose money before rent growth catches up.
const thinDeal = cashFlowPointsFromProjection(
  projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 10, monthlyRent: 3_800, annualRentGrowthPercent: 5 })),
);

const meta = {
  title: 'Charts/CashFlowProjectionChart',
  component: CashFlowProjectionChart,
  args: { data: tenYears, title: 'Buy & Hold cash-flow projection' },
} satisfies Meta<typeof CashFlowProjectionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Buy & Hold cash-flow projection' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Buy & Hold cash-flow projection' })).toBeInTheDocument();
  },
};

export const ThinDeal: Story = { args: { data: thinDeal, title: 'BRRR cash-flow projection' } };

export const ThirtyYears: Story = {
  args: { data: cashFlowPointsFromProjection(projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 30 }))) },
};

export const Empty: Story = { args: { data: [] } };
