import type { Meta, StoryObj } from '@storybook/react-vite';
import { amortizationSchedule } from '@rei/engine';
import { AmortizationChart } from '@rei/ui';

const meta = {
  title: 'Charts/AmortizationChart',
  component: AmortizationChart,
  args: { schedule: amortizationSchedule({ principal: 400_000, annualRatePercent: 6.5, termMonths: 360 }) },
} satisfies Meta<typeof AmortizationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyYearFixed: Story = {};
export const FifteenYear: Story = { args: { schedule: amortizationSchedule({ principal: 250_000, annualRatePercent: 5.75, termMonths: 180 }) } };
export const SellerFinanced: Story = {
  args: { title: 'Seller note: principal vs interest', schedule: amortizationSchedule({ principal: 120_000, annualRatePercent: 4, termMonths: 60 }) },
};
