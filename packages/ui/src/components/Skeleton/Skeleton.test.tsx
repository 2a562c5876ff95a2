import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.children).toHaveLength(3);
  });

  it('announces loading when labelled', () => {
    render(<Skeleton label="Loading properties" />);
    expect(screen.getByRole('status', { name: 'Loading properties' })).toBeTruthy();
  });
});
