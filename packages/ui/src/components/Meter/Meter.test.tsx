import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';

describe('Meter', () => {
  it('exposes role meter with its label, value and level text', () => {
    render(<Meter label="Walkability" value={82} levelText="High (82)" />);
    const meter = screen.getByRole('meter', { name: 'Walkability' });
    expect(meter.getAttribute('aria-valuenow')).toBe('82');
    expect(meter.getAttribute('aria-valuetext')).toBe('High (82)');
  });

  it('clamps to 0–100 and never shows NaN', () => {
    render(
      <>
        <Meter label="Over" value={140} levelText="Over limit" />
        <Meter label="Broken" value={Number.NaN} levelText="N/A" />
      </>,
    );
    expect(screen.getByRole('meter', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('meter', { name: 'Broken' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
