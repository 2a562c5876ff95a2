import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './Slider';

function Budget({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(500_000);
  return (
    <Slider
      label="Investment budget"
      min={50_000}
      max={2_000_000}
      step={10_000}
      value={value}
      formatValue={(current) => `$${current}`}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('steps with arrow keys and stays within min and max', async () => {
    const user = userEvent.setup();
    const values: number[] = [];
    render(<Budget onChange={(value) => values.push(value)} />);
    const thumb = screen.getByRole('slider', { name: 'Investment budget' });
    expect(thumb.getAttribute('aria-valuetext')).toBe('$500000');
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowLeft}{End}{Home}');
    expect(values).toEqual([510_000, 500_000, 490_000, 2_000_000, 50_000]);
  });
});
