import { describe, expect, it } from 'vitest';
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
      ['Scenario 1 · 2026-11-22', 'buy_hold', 100_001],
      ['Scenario 2 · 2026-11-24', 'buy_hold', 100_003],
    ]);
  });

  it('is empty without strategies', () => {
    expect(scenariosOf(undefined)).toEqual([]);
  });
});
