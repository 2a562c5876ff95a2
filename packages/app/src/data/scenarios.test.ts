import { describe, expect, it } from 'vitest';
import { calculateBuyHold } from '@rei/engine';
import type { StrategyResponse } from '@rei/server/contract';
import { scenariosOf } from './scenarios';

const strategy = (id: number, strategyType: StrategyResponse['strategyType'], createdAt: string): StrategyResponse => ({
  id,
  propertyId: 1,
  userId: 1,
  organizationId: 1,
  strategyType,
  inputs: { purchasePrice: 100_000 + id },
  outputs: { monthlyCashFlow: id },
  engineVersion: '1',
  createdAt,
});

describe('scenariosOf', () => {
  it('keeps Buy & Hold and BRRR strategies, oldest first, named by order and date', () => {
    const scenarios = scenariosOf([
      strategy(3, 'buy_hold', '2026-11-24T10:00:00.000Z'),
      strategy(2, 'fix_flip', '2026-11-23T10:00:00.000Z'),
      strategy(1, 'buy_hold', '2026-11-22T10:00:00.000Z'),
    ]);
    expect(scenarios.map((s) => [s.name, s.strategy, s.inputs.purchasePrice])).toEqual([
      ['Scenario 1', 'buy_hold', 100_001],
      ['Scenario 2', 'buy_hold', 100_003],
    ]);
  });

  it("shows the engine's results for the saved inputs, not whatever outputs were stored", () => {
    const [scenario] = scenariosOf([strategy(1, 'buy_hold', '2026-11-22T10:00:00.000Z')]);
    expect(scenario?.results).toEqual(calculateBuyHold({ purchasePrice: 100_001 }));
  });

  it('leaves out a saved strategy whose inputs the engine no longer accepts', () => {
    const bad = { ...strategy(1, 'brrr', '2026-11-22T10:00:00.000Z'), inputs: { purchasePrice: -5 } };
    expect(scenariosOf([bad, strategy(2, 'buy_hold', '2026-11-23T10:00:00.000Z')]).map((s) => s.name)).toEqual(['Scenario 1']);
  });

  it('is empty without strategies', () => {
    expect(scenariosOf(undefined)).toEqual([]);
  });
});
