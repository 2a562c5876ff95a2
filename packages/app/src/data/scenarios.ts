/**
 * A property's saved strategies as scenarios the calculator page compares side by side
 * (the ui's `ScenarioComparison`): Buy & Hold and BRRR strategies, oldest first, each named by
 * its order (the comparison shows its save date). Each scenario's results are the engine's, recomputed from the saved inputs,
 * so every column follows today's rules; a saved input the engine no longer accepts (say, from
 * before a field became required) leaves that strategy out rather than showing stale figures.
 */
import { brrrInputSchema, buyHoldInputSchema, calculateBrrr, calculateBuyHold, EngineInputError } from '@rei/engine';
import type { DealScenario } from '@rei/ui';
import type { StrategyResponse } from '@rei/server/contract';

/** The scenarios among a property's saved strategies, oldest first ("Scenario 1", "Scenario 2"; the comparison shows each one's save date). */
export function scenariosOf(strategies: readonly StrategyResponse[] | undefined): DealScenario[] {
  const comparable = [...(strategies ?? [])]
    .filter((strategy) => strategy.strategyType === 'buy_hold' || strategy.strategyType === 'brrr')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const scenarios: DealScenario[] = [];
  for (const strategy of comparable) {
    const name = `Scenario ${scenarios.length + 1}`;
    const scenario = scenarioOf(strategy, name);
    if (scenario) scenarios.push(scenario);
  }
  return scenarios;
}

function scenarioOf(strategy: StrategyResponse, name: string): DealScenario | null {
  try {
    return recomputed(strategy, name);
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
}

function recomputed(strategy: StrategyResponse, name: string): DealScenario | null {
  const savedAt = strategy.createdAt;
  if (strategy.strategyType === 'brrr') {
    const inputs = brrrInputSchema.safeParse(strategy.inputs);
    return inputs.success ? { strategy: 'brrr', name, savedAt, inputs: inputs.data, results: calculateBrrr(inputs.data) } : null;
  }
  const inputs = buyHoldInputSchema.safeParse(strategy.inputs);
  return inputs.success ? { strategy: 'buy_hold', name, savedAt, inputs: inputs.data, results: calculateBuyHold(inputs.data) } : null;
}
