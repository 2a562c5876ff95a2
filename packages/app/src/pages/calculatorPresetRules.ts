import { featureMinimumTier, hasFeature, planFor, splitPropertyFigures, type CalculatorTab, type StrategyType, type Tier } from '@rei/engine';
import type { DealResponse, PresetResponse } from '@rei/server/contract';
import type { AppliedPreset, CalculatorPresetOption, CalculatorPresets, PresetDraft } from '@rei/ui';
import { TAB_STRATEGY, tabOfStrategy } from './calculatorDeals';

const option = (preset: PresetResponse): CalculatorPresetOption => ({
  id: preset.id,
  name: preset.name,
  scope: preset.scope,
  version: preset.version,
  values: preset.values,
  lineItems: preset.lineItems,
  lockedFields: preset.lockedFields,
  usable: preset.usable,
  unusableReason: preset.unusableReason,
});

/**
 * The calculators' preset state: each tab's presets (its strategy's), and the one in use — the
 * preset a saved deal recorded (as it was then) on the deal's tab, else the one chosen for a new deal.
 */
export function calculatorPresets(
  items: readonly PresetResponse[],
  chosen: { tab: CalculatorTab; presetId: number } | null,
  deal: DealResponse | null,
  onApply: (tab: CalculatorTab, presetId: number | null) => void,
): CalculatorPresets {
  const optionsByTab: Partial<Record<CalculatorTab, CalculatorPresetOption[]>> = {};
  for (const [tab, strategy] of Object.entries(TAB_STRATEGY) as [CalculatorTab, StrategyType][]) {
    optionsByTab[tab] = items.filter((preset) => preset.strategyType === strategy).map(option);
  }
  let applied: CalculatorPresets['applied'] = null;
  const recorded = deal?.current.preset ?? null;
  if (deal && recorded) {
    const preset: AppliedPreset = { ...recorded, lineItems: recorded.lineItems as Record<string, unknown>[] };
    applied = { tab: tabOfStrategy(deal.strategyType), preset };
  }
  // A preset chosen for a new deal on another tab than the open deal's is the one in use there.
  if (chosen && !(deal && tabOfStrategy(deal.strategyType) === chosen.tab)) {
    const found = items.find((preset) => preset.id === chosen.presetId);
    if (found) applied = { tab: chosen.tab, preset: option(found) };
  }
  return { optionsByTab, applied, onApply };
}

/**
 * The calculator's inputs as a preset's content: the custom lines apart from the other inputs, and
 * the property's own figures left out (`leftOut` names them).
 */
export function presetDraftOf(strategyType: StrategyType, inputs: Readonly<Record<string, unknown>>): PresetDraft {
  const { lineItems, ...values } = inputs;
  // A preset keeps terms that fit any property, not this property's price, rent or costs.
  const { terms, figures } = splitPropertyFigures(values);
  return { strategyType, values: terms, lineItems: Array.isArray(lineItems) ? (lineItems as Record<string, unknown>[]) : [], leftOut: figures };
}

const planName = (feature: 'custom_calculators' | 'team_calculators') => planFor(featureMinimumTier(feature)).name;

/** Why this person cannot make personal presets, or null when they can. */
export function personalPresetLockedReason(tier: Tier): string | null {
  return hasFeature(tier, 'custom_calculators')
    ? null
    : `Personal presets come with the ${planName('custom_calculators')} plan: save your usual loan terms, vacancy and reserves once and start every deal from them. Change plan on the Subscription page.`;
}

/** Why this person cannot make team presets (plan first, then role), or null when they can. */
export function teamPresetLockedReason(tier: Tier, role: string | undefined): string | null {
  if (!hasFeature(tier, 'team_calculators')) {
    return `Team presets (team calculators) come with the ${planName('team_calculators')} plan: owners and admins set the organization's terms once, with fields members cannot change.`;
  }
  if (role !== 'owner' && role !== 'admin') return 'Team presets are managed by the organization’s owners and admins; you can use them for your deals.';
  return null;
}
