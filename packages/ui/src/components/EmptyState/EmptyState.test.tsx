import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading at the requested level, the description and the action', () => {
    render(
      <EmptyState
        title="No properties yet"
        description="Search an NYC address to start."
        action={<button type="button">Search Properties</button>}
        icon="⌂"
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No properties yet' })).toBeTruthy();
    expect(screen.getByText('Search an NYC address to start.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search Properties' })).toBeTruthy();
    expect(screen.getByText('⌂').getAttribute('aria-hidden')).toBe('true');
  });
});
