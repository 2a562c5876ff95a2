import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, NumberInput, numberInputModes, type NumberInputProps } from '@rei/ui';

function LabelledNumberInput({ label, hint, ...props }: NumberInputProps & { label: string; hint?: string }) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '18rem' }}>
      <Field label={label} hint={hint}>
        <NumberInput
          {...props}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            props.onValueChange(next);
          }}
        />
      </Field>
      <p>
        Value: <output>{value === undefined ? 'empty' : String(value)}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Components/NumberInput',
  component: LabelledNumberInput,
  args: { label: 'Purchase price', mode: 'currency', value: 500000, onValueChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: numberInputModes } },
} satisfies Meta<typeof LabelledNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Purchase price');
    await expect(input).toHaveValue('500,000');
    await userEvent.clear(input);
    await userEvent.type(input, '1,250,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250000);
    await userEvent.tab();
    await expect(input).toHaveValue('1,250,000');
    await expect(canvas.getByText('1250000')).toBeInTheDocument();
  },
};

export const Percent: Story = {
  args: { label: 'Interest rate', mode: 'percent', value: 7.25, hint: 'Annual, in percent' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Interest rate');
    await userEvent.clear(input);
    await userEvent.type(input, '6.875');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6.875);
  },
};

export const Empty: Story = {
  args: { label: 'Rehab budget', value: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Rehab budget');
    await userEvent.type(input, 'abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
    await expect(within(canvasElement).getByText('empty')).toBeInTheDocument();
  },
};

export const Shorthand: Story = {
  args: { label: 'Budget', value: undefined, hint: 'Try 500k or 1.2m' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Budget'), '1.2m');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1200000);
  },
};

export const PlainNumber: Story = { args: { label: 'Units', mode: 'number', value: 4 } };
