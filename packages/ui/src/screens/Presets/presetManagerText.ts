import type { CalculatorPresetOption } from '../CalculatorSuite/presets';
import type { DealStrategyType } from '../Deals/dealTypes';

/** A preset as the manager lists it (the presets contract's answer). */
export interface PresetView extends CalculatorPresetOption {
  readonly strategyType: DealStrategyType;
  /** The caller may change or delete it (its owner; owners and admins for a team preset). */
  readonly canEdit: boolean;
  readonly updatedAt: string;
}

/** The calculator's current inputs, offered as the content of a new preset. */
export interface PresetDraft {
  readonly strategyType: DealStrategyType;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lineItems: readonly Readonly<Record<string, unknown>>[];
  /**
   * The calculator's inputs left out because they are the property's own figures (its price, rent,
   * costs sized to it: `PROPERTY_FIGURES`); a preset keeps terms that fit any property.
   */
  readonly leftOut?: readonly string[];
}

export interface PresetContent {
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lineItems: readonly Readonly<Record<string, unknown>>[];
  readonly lockedFields: readonly string[];
}

export interface PresetCreateRequest extends PresetContent {
  readonly scope: 'personal' | 'organization';
  readonly strategyType: DealStrategyType;
}

export const PRESET_MANAGER_TEXT = {
  title: 'Assumption presets',
  description:
    'A preset is a named set of calculator inputs and custom lines for one strategy. Choose one when you start a deal: the deal records the preset and its version, and changing the preset later never changes a saved deal.',
  empty: 'No presets yet. Fill a calculator with your usual terms and choose “Save inputs as preset”.',
  noDraft: 'To make a preset, fill a calculator with your usual terms and choose “Save inputs as preset” under its results.',
  draftTitle: (strategy: string) => `New preset from the ${strategy} calculator`,
  leftOut: (labels: string) =>
    `Not kept: ${labels}. They are the property's own figures; a preset keeps the terms that fit any property, and each deal takes its price, rent and costs from its own property.`,
  name: 'Preset name',
  scope: 'Who uses it',
  scopeWords: { personal: 'Personal (only you)', organization: 'Team (every member of this organization)' },
  lockLegend: 'Fields members may not change (team presets)',
  create: 'Save preset',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  save: 'Save as new version',
  delete: 'Delete',
  deleteTitle: 'Delete this preset?',
  deleteDescription: (name: string) => `“${name}” is removed from the list. Deals made with it keep their numbers and the version they used.`,
  team: 'Team',
  personal: 'Personal',
  readOnly: 'Read-only: managed by the organization’s owners and admins',
  lockedCount: (count: number) => `${count} locked`,
  caption: 'Presets of this organization',
} as const;

