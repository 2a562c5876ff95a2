/**
 * NYC closing costs follow the price and the loan on screen (issue 26: they stayed at the
 * record's price, and a creative structure was charged a bank mortgage's recording tax).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dealPrefill, nycClosingCosts, type Property } from '@rei/engine';
import { CalculatorSuiteScreen } from '../CalculatorSuiteScreen';
import { prefillFollowers } from '../prefill';
import { DEAL_SAVE_TEXT, type DealSaveRequest } from './DealSave';

// A Brooklyn two-family at $1.2M.
const property: Property = { id: 7, address: '12 Halsey Street', borough: 'BK', buildingClass: 'B1', taxClass: '1', assessTotal: 60_000, purchasePrice: 1_200_000, monthlyRent: 7_000, units: 2, metricsCalculated: false };
const prefill = dealPrefill({ property });

const buyerCosts = (price: number, loan: number) => Math.round(nycClosingCosts({ purchasePrice: price, loanAmount: loan, propertyKind: 'one_to_three_family', side: 'buyer' }).total);
const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

function renderSuite(tab: 'buy-hold' | 'creative-financing', onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>()) {
  render(
    <CalculatorSuiteScreen
      tab={tab}
      subscription="rookie"
      onTabChange={() => undefined}
      properties={[property]}
      selectedPropertyId={7}
      prefill={prefill}
      dealSaving={{ saved: null, savedTab: null, onSave }}
    />,
  );
  return onSave;
}

describe('prefillFollowers', () => {
  it('buy & hold: closing costs at any price and down payment are the NYC buyer costs of that price and loan (law)', () => {
    const follow = prefillFollowers('buy-hold', prefill)['closingCosts']!;
    fc.assert(
      fc.property(fc.integer({ min: 50_000, max: 20_000_000 }), fc.integer({ min: 0, max: 100 }), (price, down) => {
        const figure = follow({ purchasePrice: price, downPaymentPercent: down })!;
        expect(figure.value).toBe(buyerCosts(price, Math.round(price * (1 - down / 100) * 100) / 100));
        expect(figure.source.note).toContain(`${down} % down`);
      }),
    );
  });

  it('creative structures: no mortgage tax without a new recorded mortgage; a seller note pays it; a lease option costs nothing at signing', () => {
    const follow = prefillFollowers('creative-financing', prefill)['closingCosts']!;
    const at = (strategy: string) => follow({ strategy, propertyValue: 1_000_000, downPayment: 100_000 })!;
    expect(at('subject_to').value).toBe(buyerCosts(1_000_000, 0));
    expect(at('land_contract').value).toBe(buyerCosts(1_000_000, 0));
    expect(at('seller_financing').value).toBe(buyerCosts(1_000_000, 900_000));
    expect(at('wrap_around').value).toBe(buyerCosts(1_000_000, 900_000));
    expect(at('seller_financing').value).toBeGreaterThan(at('subject_to').value);
    expect(at('lease_option').value).toBe(0);
    expect(at('subject_to').source.note).toContain("no new mortgage: the seller's loan stays");
  });

  it('outside NYC closing costs do not follow (the flat rate is the investor’s); the maintenance rule still does', () => {
    const followers = prefillFollowers('buy-hold', dealPrefill({ property: { ...property, borough: null, bbl: null, city: 'Hoboken', zip: '07030' } }));
    expect(Object.keys(followers)).toEqual(['maintenance']);
  });

  it('maintenance and BRRRR’s down payment follow their rule at the price and rent on screen (law)', () => {
    const maintenance = prefillFollowers('buy-hold', prefill)['maintenance']!;
    const brrr = prefillFollowers('rehab-reinvest', prefill);
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 20_000_000 }), fc.integer({ min: 0, max: 100_000 }), (price, rent) => {
        const figure = maintenance({ purchasePrice: price, grossMonthlyRent: rent })!;
        // The rule: the larger of 1 % of the price and 10 % of a year's rent — never more.
        expect(figure.value).toBe(Math.round(Math.max(price * 0.01, rent * 12 * 0.1)));
        expect(figure.source.kind).toBe('rule');
        expect(brrr['downPayment']!({ purchasePrice: price })!.value).toBe(Math.round(price * 0.25));
        expect(brrr['maintenance']!({ purchasePrice: price, monthlyRent: rent })!.value).toBe(Math.round(Math.max(price * 0.01, rent * 12 * 0.1) / 12));
      }),
    );
  });
});

describe('closing costs on screen', () => {
  it('follow a new price until the investor types their own, and are saved with their NYC source', () => {
    const onSave = renderSuite('buy-hold');
    const closing = screen.getByLabelText('Closing Costs') as HTMLInputElement;
    const down = money((screen.getByLabelText('Down Payment') as HTMLInputElement).value);
    expect(money(closing.value)).toBe(buyerCosts(1_200_000, Math.round(1_200_000 * (1 - down / 100))));

    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '900000' } });
    expect(money((screen.getByLabelText('Closing Costs') as HTMLInputElement).value)).toBe(buyerCosts(900_000, 900_000 * (1 - down / 100)));
    // Maintenance's rule follows the price too (walkthrough: it kept the old price's figure under the rule's name).
    const rent = money((screen.getByLabelText('Gross Monthly Rent') as HTMLInputElement).value);
    expect(money((screen.getByLabelText('Maintenance (annual)') as HTMLInputElement).value)).toBe(Math.round(Math.max(9_000, rent * 1.2)));
    expect(screen.getByText(/\(loan \$[\d,]+, \d+ % down\)/)).toBeTruthy();
    // The Financing card says the figure is still NYC's, not "as entered".
    expect(screen.getByText(/· NYC buyer closing costs$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.save }));
    const request = onSave.mock.calls[0]![1];
    expect(request.inputs.closingCosts).toBe(buyerCosts(900_000, 900_000 * (1 - down / 100)));
    expect(request.inputSources.closingCosts?.kind).toBe('nyc-costs');

    fireEvent.change(screen.getByLabelText('Closing Costs'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '950000' } });
    expect(money((screen.getByLabelText('Closing Costs') as HTMLInputElement).value)).toBe(20_000);
  });

  it('on the creative tab start without the bank loan the record assumed', () => {
    renderSuite('creative-financing');
    const value = money((screen.getByLabelText('Closing Costs') as HTMLInputElement).value);
    const price = money((screen.getByLabelText('Property Value') as HTMLInputElement).value);
    expect(value).toBe(buyerCosts(price, 0));
    expect(value).toBeLessThan(prefill.closingCosts!.value);
  });
});
