import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from '@rei/ui';

const items = [
  { value: 'overview', label: 'Overview', content: <p>Building facts, owner and assessed value.</p> },
  { value: 'investment', label: 'Investment', content: <p>Cap rate, cash flow and financing.</p> },
  { value: 'neighborhood', label: 'Neighborhood', content: <p>Scores and nearby sales.</p> },
  { value: 'nyc-data', label: 'NYC Data', content: <p>Violations, permits and 311 complaints.</p> },
  { value: 'summary', label: 'Summary', content: <p>The AI summary.</p>, disabled: true },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Property sections', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Investment' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cap rate, cash flow and financing.');
    await userEvent.keyboard('{End}');
    // Summary is disabled, so End lands on the last enabled tab.
    await expect(canvas.getByRole('tab', { name: 'NYC Data' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('nyc-data');
  },
};

function GatedTabs(props: TabsProps) {
  const [value, setValue] = useState('overview');
  const [notice, setNotice] = useState('');
  return (
    <div>
      <Tabs
        {...props}
        value={value}
        onValueChange={(next) => {
          props.onValueChange?.(next);
          if (next === 'neighborhood') setNotice('Upgrade your subscription to access this tab.');
          else setValue(next);
        }}
      />
      <p role="status">{notice}</p>
    </div>
  );
}

export const RefusedSwitch: Story = {
  render: (args) => <GatedTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Neighborhood' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Upgrade your subscription');
  },
};
