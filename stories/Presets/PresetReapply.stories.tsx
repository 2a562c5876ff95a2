import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PresetReapplyPanel } from '@rei/ui';
import { dealWithV1Inputs, teamPresetV1, teamPresetV2 } from '../fixtures/presets';

const meta = {
  title: 'Screens/Presets/Re-apply diff',
  component: PresetReapplyPanel,
  args: { strategyType: 'buy_hold', recorded: teamPresetV1, latest: teamPresetV2, dealInputs: dealWithV1Inputs, onReapply: fn() },
} satisfies Meta<typeof PresetReapplyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Version 2 lowers the locked rate and raises vacancy, which the investor had changed by hand: it stays unless ticked. */
export const Diff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('changed by you')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-apply version 2' }));
    await expect(args.onReapply).toHaveBeenCalledWith(expect.objectContaining({ interestRate: 6.5, vacancyRate: 8 }));
  },
};

/** Ticking the hand-changed field takes version 2's value. */
export const TickHandChanged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    const unticked = boxes.find((box) => !(box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled)!;
    await userEvent.click(unticked);
    await userEvent.click(canvas.getByRole('button', { name: 'Re-apply version 2' }));
    await expect(args.onReapply).toHaveBeenCalledWith(expect.objectContaining({ vacancyRate: 6 }));
  },
};

/** After a downgrade the diff shows, re-applying does not. */
export const NotUsable: Story = {
  args: { unavailableReason: 'Kept for reference: the Operator plan does not apply organization presets to new deals; Hunter does.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Re-apply/ })).toBeNull();
  },
};
