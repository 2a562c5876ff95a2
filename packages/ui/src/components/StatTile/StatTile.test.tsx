import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile } from './StatTile';
import * as styles from './StatTile.css';

describe('StatTile', () => {
  it('shows label, value and hint', () => {
    render(<StatTile label="Monthly cash flow" value="$1,043" hint="after debt service" tone="positive" />);
    expect(screen.getByText('$1,043').className).toBe(styles.value({ tone: 'positive' }));
    expect(screen.getByText('after debt service')).toBeTruthy();
  });

  it.each([null, undefined, ''])('shows N/A in muted text for %p', (value) => {
    render(<StatTile label="Cap rate" value={value} tone="positive" />);
    expect(screen.getByText('N/A').className).toBe(styles.value({ tone: 'muted' }));
  });

  it('sets a sentence in place of a figure at body size, muted, even in a large tile', () => {
    const reason = 'Not defined — no cash invested';
    render(<StatTile label="ROI" value={reason} size="lg" tone="positive" />);
    expect(screen.getByText(reason).className).toBe(styles.value({ tone: 'muted', size: 'text' }));
  });

  it('shows 0 as a value, not as missing', () => {
    render(<StatTile label="Properties" value={0} />);
    expect(screen.getByText('0')).toBeTruthy();
  });
});
