import type { Meta, StoryObj } from '@storybook/react-vite';
import { dscr } from '@rei/engine';
import { expect, within } from 'storybook/test';
import { RiskGauge } from '@rei/ui';

const meta = {
  title: 'Charts/RiskGauge',
  component: RiskGauge,
  // NOI 38,400 ÷ debt service 28,800 = 1.3333 → meets the 1.25 target.
  args: { value: dscr(38_400, 28_800) },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RiskGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MeetsTarget: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'DSCR' });
    await expect(meter).toHaveAttribute('aria-valuetext', '1.33x: Meets the target (target 1.25x)');
  },
};
// 30,000 ÷ 28,800 = 1.0417: covers the debt but under 1.25.
export const BelowTarget: Story = { args: { value: dscr(30_000, 28_800) } };
// 24,000 ÷ 28,800 = 0.8333.
export const NotCovered: Story = { args: { value: dscr(24_000, 28_800) } };
export const FullAboveOnePointFive: Story = { args: { value: dscr(60_000, 28_800) } };
// No loan: DSCR is null.
export const NotAvailable: Story = { args: { value: dscr(38_400, 0) } };
