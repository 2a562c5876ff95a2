import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens after 700 ms and skips the delay for 300 ms after another tooltip', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('opens on keyboard focus without a provider and describes its trigger', async () => {
    render(
      <Tooltip content="Debt service coverage ratio">
        <button type="button">DSCR</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Debt service coverage ratio');
    const trigger = screen.getByRole('button', { name: 'DSCR' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
