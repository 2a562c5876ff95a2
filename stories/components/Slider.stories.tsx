import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider, type SliderProps } from '@rei/ui';

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

function ControlledSlider(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <Slider
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Slider',
  component: ControlledSlider,
  args: {
    label: 'Investment budget',
    min: 50_000,
    max: 2_000_000,
    step: 10_000,
    value: 500_000,
    formatValue: dollars,
    onValueChange: fn(),
  },
} satisfies Meta<typeof ControlledSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Budget: Story = {
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Investment budget' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '$500,000');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(510_000);
    await userEvent.keyboard('{Home}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(50_000);
  },
};

export const WholesaleFee: Story = {
  args: { label: 'Wholesale fee', min: 0, max: 50, step: 1, value: 10, formatValue: (value: number) => `${value}%` },
};

export const Disabled: Story = { args: { disabled: true } };
