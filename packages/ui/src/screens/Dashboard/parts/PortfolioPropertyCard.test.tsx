import { render, screen } from '@testing-library/react';
import type { PortfolioCard } from '@rei/engine';
import { describe, expect, it } from 'vitest';
import { PortfolioPropertyCard } from './PortfolioPropertyCard';

const card: PortfolioCard = {
  id: 1,
  address: '418 Halsey Street',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11233',
  propertyType: 'multi-family',
  units: 4,
  capRate: null,
  purchasePrice: null,
  annualNOI: null,
  monthlyRent: null,
  monthlyNetCashFlow: null,
  cashOnCash: null,
  rehabCost: null,
  arv: null,
  profit: null,
  assignmentFee: null,
  imageUrl: null,
  strategyType: 'buy_hold',
  metricsCalculated: false,
  metricsError: null,
  strategyAdvice: null,
};

describe('PortfolioPropertyCard photo', () => {
  it('shows a stored https photo', () => {
    render(<PortfolioPropertyCard card={{ ...card, imageUrl: 'https://images.example.com/halsey.jpg' }} />);
    expect(screen.getByRole('img', { name: 'Photo of 418 Halsey Street' }).getAttribute('src')).toBe('https://images.example.com/halsey.jpg');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'file:///etc/passwd'])('never renders the stored address %s', (imageUrl) => {
    const { container } = render(<PortfolioPropertyCard card={{ ...card, imageUrl }} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
