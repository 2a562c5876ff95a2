import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, riskBadgeTone, roleBadgeTone } from './Badge';
import * as styles from './Badge.css';

describe('Badge tones', () => {
  it('maps organization roles to their colours, unknown roles to gray', () => {
    expect(['owner', 'Admin', 'analyst', 'member', 'viewer'].map(roleBadgeTone)).toEqual([
      'owner',
      'admin',
      'analyst',
      'member',
      'member',
    ]);
  });

  it('maps risk levels Low / Medium / High', () => {
    expect(['Low', 'Medium', 'High', 'Unknown'].map(riskBadgeTone)).toEqual(['riskLow', 'riskMedium', 'riskHigh', 'neutral']);
  });

  it('renders its text with the tone class', () => {
    render(<Badge tone={roleBadgeTone('owner')}>Owner</Badge>);
    expect(screen.getByText('Owner').className).toBe(styles.badge({ tone: 'owner' }));
  });
});
