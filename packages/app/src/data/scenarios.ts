/**
 * A property's saved strategies as scenarios the calculator page compares side by side
 * (the ui's `ScenarioComparison`): Buy & Hold and BRRR strategies whose saved inputs and
 * outputs the engine computed, oldest first, each named by its order and date.
 */
import type { BrrrInput, BrrrResult, BuyHoldInput, BuyHoldResult } from '@rei/engine';
import type { DealScenario } from '@rei/ui';
import type { StrategyResponse } from '@rei/server/contract';

/** The scenarios among a property's saved strategies, oldest first ("Scenario 1 · 2026-11-24"). */
export function scenariosOf(strategies: readonly StrategyResponse[] | undefined): DealScenario[] {
  const comparable = [...(strategies ?? [])]
    .filter((strategy) => strategy.strategyType === 'buy_hold' || strategy.strategyType === 'brrr')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return comparable.map((strategy, index): DealScenario => {
    const name = `Scenario ${index + 1} · ${strategy.createdAt.slice(0, 10)}`;
    // The server validated the inputs with the calculator's schema and recomputed the outputs with the engine.
    return strategy.strategyType === 'brrr'
      ? { strategy: 'brrr', name, savedAt: strategy.createdAt, inputs: strategy.inputs as BrrrInput, results: strategy.outputs as unknown as BrrrResult }
      : { strategy: 'buy_hold', name, savedAt: strategy.createdAt, inputs: strategy.inputs as BuyHoldInput, results: strategy.outputs as unknown as BuyHoldResult };
  });
}
