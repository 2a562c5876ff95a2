import { brrrDefaults, buyHoldDefaults, calculateBrrr, calculateBuyHold, type BuyHoldValues } from '@rei/engine';
import { dealFromBrrr, dealFromBuyHold, type DealScenario } from '@rei/ui';
import { brrrInfiniteInput } from '../fixtures/property';

/** The Buy & Hold defaults as a deal, through the engine. */
export const buyHoldValues = buyHoldDefaults();
export const buyHoldBasis = dealFromBuyHold(buyHoldValues, calculateBuyHold(buyHoldValues));

/** A BRRRR deal that leaves no cash in: cash-on-cash, IRR and equity multiple are undefined. */
export const brrrInfiniteBasis = dealFromBrrr({ ...brrrDefaults(), ...brrrInfiniteInput }, calculateBrrr(brrrInfiniteInput));

function buyHoldScenario(name: string, savedAt: string, overrides: Partial<BuyHoldValues>): DealScenario {
  const inputs = { ...buyHoldValues, ...overrides };
  return { strategy: 'buy_hold', name, savedAt, inputs, results: calculateBuyHold(inputs) };
}

/** Four saved Buy & Hold scenarios of one property, results by the engine. */
export const buyHoldScenarios: DealScenario[] = [
  buyHoldScenario('Asking price', '2026-11-02T10:00:00Z', {}),
  buyHoldScenario('Offer 1.15M', '2026-11-03T10:00:00Z', { purchasePrice: 1_150_000 }),
  buyHoldScenario('30 % down', '2026-11-04T10:00:00Z', { downPaymentPercent: 30 }),
  buyHoldScenario('Higher rent', '2026-11-05T10:00:00Z', { grossMonthlyRent: 16_000, interestRate: 5.25 }),
];
