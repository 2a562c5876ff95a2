import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title heading', () => {
    render(
      <Card title="Buy & Hold" description="3 properties" actions={<button type="button">View All</button>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Buy & Hold' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 3, name: 'Buy & Hold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View All' })).toBeTruthy();
  });

  it('renders an article for self-contained items and no name without a title', () => {
    const { container } = render(
      <Card as="article">
        <p>Untitled</p>
      </Card>,
    );
    const article = container.querySelector('article');
    expect(article).not.toBeNull();
    expect(article?.hasAttribute('aria-labelledby')).toBe(false);
  });
});
