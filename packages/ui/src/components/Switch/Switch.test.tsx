import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles from its label and from the keyboard', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Include wholesale fee" description="Off by default" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Include wholesale fee' });
    await user.click(screen.getByText('Include wholesale fee'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    toggle.focus();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
  });
});
