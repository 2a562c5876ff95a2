import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('takes its accessible name from aria-label and hides the icon', () => {
    render(<IconButton aria-label="Open menu" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
