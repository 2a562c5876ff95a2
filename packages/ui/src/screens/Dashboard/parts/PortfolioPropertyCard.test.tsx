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

describe('PortfolioPropertyCard wholesale labels', () => {
  // A wholesale card as the server sends it: the repair estimate under its own key, the
  // wholesaler's fee, and the end investor's profit.
  const wholesale: PortfolioCard = {
    ...card,
    strategyType: 'wholesale',
    metricsCalculated: true,
    purchasePrice: 400_000,
    arv: 650_000,
    repairEstimate: 25_000,
    assignmentFee: 8_000,
    profit: 352_286,
  };

  it('says what each number is: the fee is the fee, the investor profit is named as such', () => {
    render(<PortfolioPropertyCard card={wholesale} />);
    const cell = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(cell('Contract Price')).toBe('$400,000');
    expect(cell('Repair Estimate')).toBe('$25,000');
    expect(cell('Assignment Fee')).toBe('$8,000');
    expect(
      screen.getByText("Complete analysis: $8,000 assignment fee on a $400,000 contract against a $650,000 ARV; the end investor's projected profit is $352,286."),
    ).toBeTruthy();
  });
});

describe('PortfolioPropertyCard photo', () => {
  it('without a photo shows a quiet building outline, no "No photo" text', () => {
    const { container } = render(<PortfolioPropertyCard card={card} />);
    expect(container.querySelector('[data-testid="photo-placeholder"]')).not.toBeNull();
    expect(screen.queryByText(/no photo/i)).toBeNull();
  });

  it('shows a public photo, and the outline again when it fails to load', async () => {
    const { container } = render(<PortfolioPropertyCard card={{ ...card, imageUrl: 'https://images.example.com/halsey.jpg' }} />);
    const photo = screen.getByRole('img', { name: 'Photo of 418 Halsey Street' });
    expect(photo.getAttribute('src')).toBe('https://images.example.com/halsey.jpg');
    photo.dispatchEvent(new Event('error'));
    await screen.findByText('418 Halsey Street');
    expect(container.querySelector('[data-testid="photo-placeholder"]')).not.toBeNull();
  });
});

describe('PortfolioPropertyCard summary', () => {
  const summaryOf = (figures: Partial<PortfolioCard>) => {
    const { container, unmount } = render(<PortfolioPropertyCard card={{ ...card, metricsCalculated: true, capRate: 4.1, cashOnCash: -3.2, ...figures }} />);
    const className = container.querySelector('p[class*="summary"]')?.className ?? '';
    unmount();
    return className;
  };

  it('does not present a deal that loses money in the colours of a good one', () => {
    const losing = summaryOf({ monthlyNetCashFlow: -877.58 });
    const earning = summaryOf({ monthlyNetCashFlow: 412.1 });
    expect(losing).toMatch(/state_loss/);
    expect(earning).toMatch(/state_ready/);
    expect(summaryOf({ strategyType: 'fix_flip', profit: -12_000, monthlyNetCashFlow: 500 })).toMatch(/state_loss/);
  });
});

describe('PortfolioPropertyCard without enough data', () => {
  it('shows the last sale and the input to add, never "Error" nor a failure sentence', () => {
    render(
      <PortfolioPropertyCard
        card={{ ...card, lastSalePrice: 1_230_000, metricsError: 'Add the monthly rent to see cash flow, cap rate and NOI.' }}
      />,
    );
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.queryByText(/Investment analysis failed/)).toBeNull();
    expect(screen.getByText('Last Sale Price')).toBeTruthy();
    expect(screen.getByText('$1,230,000')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Add the monthly rent to see cash flow, cap rate and NOI.');
  });
});

describe('PortfolioPropertyCard says where its figures come from', () => {
  const computed = { ...card, metricsCalculated: true, purchasePrice: 1_000_000, monthlyRent: 7_000, monthlyNetCashFlow: -2_950, capRate: 4.1, cashOnCash: -9.2, annualNOI: 41_000 };
  it('the saved deal, when a deal drives the card', () => {
    const { unmount } = render(<PortfolioPropertyCard card={{ ...computed, strategyId: 12 }} />);
    expect(screen.getByText('Figures from your saved Buy & Hold deal')).toBeTruthy();
    unmount();
    // Named, with its version, so two deals on one property are told apart (walkthrough).
    render(<PortfolioPropertyCard card={{ ...computed, strategyId: 12, deal: { id: 3, name: 'Hart St (copy)', version: 2 } }} />);
    expect(screen.getByText('Figures from your Buy & Hold deal “Hart St (copy)”, version 2')).toBeTruthy();
  });
  it('the property’s own estimate, when no deal is saved', () => {
    render(<PortfolioPropertyCard card={{ ...computed, strategyId: null }} />);
    expect(screen.getByText(/^Estimate from the record and stated rules/)).toBeTruthy();
  });
});
