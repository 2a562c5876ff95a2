import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the message and retries on request', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to fetch property details." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch property details.');
    expect(screen.getByRole('heading', { level: 3, name: 'Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState message="Invalid credentials" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
