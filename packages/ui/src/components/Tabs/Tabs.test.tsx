import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { value: 'overview', label: 'Overview', content: <p>Overview panel</p> },
  { value: 'investment', label: 'Investment', content: <p>Investment panel</p> },
  { value: 'summary', label: 'Summary', content: <p>Summary panel</p> },
];

describe('Tabs', () => {
  it('moves selection with arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} aria-label="Property sections" />);
    expect(screen.getByRole('tablist', { name: 'Property sections' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Investment' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Investment panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
  });

  it('keeps the current tab when a controlled parent refuses the change', async () => {
    const user = userEvent.setup();
    const attempts: string[] = [];
    function Gated() {
      const [value, setValue] = useState('overview');
      return (
        <Tabs
          items={items}
          aria-label="Calculators"
          value={value}
          onValueChange={(next) => {
            attempts.push(next);
            if (next !== 'summary') setValue(next);
          }}
        />
      );
    }
    render(<Gated />);
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    expect(attempts).toEqual(['summary']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
  });
});
