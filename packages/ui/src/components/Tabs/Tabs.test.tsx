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

describe('Tabs scroll cues', () => {
  it('shows a cue at each end that hides tabs, and none when the row fits', () => {
    // jsdom lays nothing out: the row claims to be 600 px wide in a 300 px box, scrolled to the start.
    const scrollWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
    try {
      const { container, unmount } = render(<Tabs items={items} aria-label="Property sections" />);
      const cues = container.querySelectorAll('button[aria-hidden="true"]');
      expect(cues).toHaveLength(1);
      expect(cues[0]?.textContent).toBe('›');
      unmount();
      Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 300 });
      const fits = render(<Tabs items={items} aria-label="Property sections" />);
      expect(fits.container.querySelectorAll('button[aria-hidden="true"]')).toHaveLength(0);
    } finally {
      if (scrollWidth) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scrollWidth);
      if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
    }
  });
});
