import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { NumberInput } from './NumberInput';
import { formatNumberInput, parseNumberInput } from './parseNumberInput';

describe('parseNumberInput', () => {
  it('reads thousands separators, currency signs and percent signs', () => {
    expect(parseNumberInput('1,250,000')).toBe(1_250_000);
    expect(parseNumberInput('$1,250,000.50', 'currency')).toBe(1_250_000.5);
    expect(parseNumberInput(' 8.55 % ', 'percent')).toBe(8.55);
    expect(parseNumberInput('-$2,500', 'currency')).toBe(-2500);
    expect(parseNumberInput('.5')).toBe(0.5);
  });

  it('reads k and m shorthands in currency mode only', () => {
    expect(parseNumberInput('500k', 'currency')).toBe(500_000);
    expect(parseNumberInput('1.1M', 'currency')).toBe(1_100_000);
    expect(parseNumberInput('500k', 'number')).toBeUndefined();
  });

  it('gives undefined, never NaN, for empty or unreadable text', () => {
    for (const text of ['', '   ', '-', '.', 'abc', '1.2.3', '12abc', '$', '%', '--5', 'Infinity', '1e400']) {
      const parsed = parseNumberInput(text, 'currency');
      expect(parsed, text).toBeUndefined();
    }
  });

  it('never returns -0', () => {
    expect(Object.is(parseNumberInput('-0'), 0)).toBe(true);
  });
});

describe('formatNumberInput', () => {
  it('groups thousands and trims decimals', () => {
    expect(formatNumberInput(1_250_000)).toBe('1,250,000');
    expect(formatNumberInput(8.555, 2)).toBe('8.56');
    expect(formatNumberInput(undefined)).toBe('');
  });
});

function ControlledPrice({ onValueChange }: { onValueChange: (value: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>(500_000);
  return (
    <Field label="Purchase price" hint="Whole dollars">
      <NumberInput
        mode="currency"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </Field>
  );
}

describe('NumberInput', () => {
  it('reports the parsed number on each keystroke and shows separators after blur', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<ControlledPrice onValueChange={spy} />);
    const input = screen.getByLabelText('Purchase price');
    expect(input).toHaveProperty('value', '500,000');
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(undefined);
    await user.type(input, '1250000');
    expect(spy).toHaveBeenLastCalledWith(1_250_000);
    expect(input).toHaveProperty('value', '1250000');
    await user.tab();
    expect(input).toHaveProperty('value', '1,250,000');
    expect(spy.mock.calls.every(([value]) => value === undefined || Number.isFinite(value))).toBe(true);
  });

  it('is described by the Field hint', () => {
    render(<ControlledPrice onValueChange={() => {}} />);
    const input = screen.getByLabelText('Purchase price');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Whole dollars');
  });
});
