import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './Progress';

describe('Progress', () => {
  it('is a named progressbar with the rounded percent', () => {
    render(<Progress label="Importing properties" value={41.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Importing properties' });
    expect(bar.getAttribute('aria-valuenow')).toBe('41.6');
    expect(screen.getByText('42%')).toBeTruthy();
  });

  it('clamps out-of-range values and supports indeterminate', () => {
    render(
      <>
        <Progress label="Over" value={180} />
        <Progress label="Waiting" value={null} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Waiting' }).hasAttribute('aria-valuenow')).toBe(false);
  });
});
