import type { StrategyType } from '@rei/engine';
import type { CalculatorFormDefinition } from '../calculatorFormDefinition';
import { brrrForm } from '../forms/brrrForm';
import { buyHoldForm } from '../forms/buyHoldForm';
import { CREATIVE_FIELD_LABELS } from '../forms/creativeFinancingForm';
import { fixFlipForm } from '../forms/fixFlipForm';
import { wholesaleForm } from '../forms/wholesaleForm';

function labelsOf<V extends object, R>(definition: CalculatorFormDefinition<V, R>): Record<string, string> {
  const sections = typeof definition.sections === 'function' ? definition.sections(definition.defaults()) : definition.sections;
  const labels: Record<string, string> = {};
  for (const section of sections) {
    for (const field of [...section.fields, ...(section.toggle?.fields ?? [])]) labels[field.key] = field.label;
    if (section.toggle) labels[section.toggle.key] = section.toggle.label;
  }
  return labels;
}

const LABELS: Readonly<Record<StrategyType, Readonly<Record<string, string>>>> = {
  buy_hold: labelsOf(buyHoldForm),
  fix_flip: labelsOf(fixFlipForm),
  wholesale: labelsOf(wholesaleForm),
  creative_financing: Object.fromEntries(Object.entries(CREATIVE_FIELD_LABELS).map(([key, field]) => [key, field.label])),
  brrr: labelsOf(brrrForm),
};

/** The label a calculator shows for one of its inputs (a preset's value, a locked field), or the input's own name. */
export function presetFieldLabel(strategyType: StrategyType, key: string): string {
  if (key === 'lineItems') return 'Custom lines';
  return LABELS[strategyType][key] ?? key;
}
