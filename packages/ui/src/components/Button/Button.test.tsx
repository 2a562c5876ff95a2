import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import * as styles from './Button.css';

describe('Button', () => {
  it('is a type="button" button with the variant class and calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" size="sm" onClick={onClick}>
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe(styles.button({ variant: 'danger', size: 'sm' }));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows the loading text, is aria-busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Adding…" onClick={onClick}>
        Add to Portfolio
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Adding…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child element with the button styles when asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/properties">View All</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View All' });
    expect(link.className).toContain(styles.button({ variant: 'secondary' }).split(' ')[0]);
  });
});
