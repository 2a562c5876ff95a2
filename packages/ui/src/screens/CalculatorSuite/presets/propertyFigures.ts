import { type StrategyType } from '@rei/engine';
import { presetFieldLabel } from './presetFieldLabels';

/** The labels of property figures, joined for a sentence ("Purchase Price, Gross Monthly Rent and Property Tax"). */
export function propertyFigureLabels(strategyType: StrategyType, figures: readonly string[]): string {
  const labels = figures.map((key) => presetFieldLabel(strategyType, key));
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
