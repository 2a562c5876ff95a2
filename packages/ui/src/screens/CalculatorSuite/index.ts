export {
  CALCULATOR_DEAL_NAMES,
  CALCULATOR_SUITE_TEXT,
  defaultDealName,
  type CalculatorDealSaving,
  CALCULATOR_TAB_LABELS,
  CalculatorSuiteScreen,
  type CalculatorSuiteScreenProps,
} from './CalculatorSuiteScreen';
export { BUY_HOLD_TEXT, BuyHoldPanel, type BuyHoldPanelProps } from './panels/BuyHoldPanel';
export { buyHoldFormDefaults, type BuyHoldFormValues } from './forms/buyHoldForm';
export { FLIP_VIABILITY_TEXT, FixFlipPanel, type FixFlipPanelProps } from './panels/FixFlipPanel';
export { fixFlipFormDefaults, type FixFlipFormValues } from './forms/fixFlipForm';
export { WHOLESALE_VERDICT_TEXT, WholesalePanel, type WholesalePanelProps } from './panels/WholesalePanel';
export { wholesaleFormDefaults, type WholesaleFormValues } from './forms/wholesaleForm';
export { CreativeFinancingPanel, type CreativeFinancingPanelProps } from './panels/CreativeFinancingPanel';
export { CREATIVE_FIELD_LABELS, creativeFormDefaults, creativeInputsFor, type CreativeFormValues } from './forms/creativeFinancingForm';
export { BRRR_TEXT, BrrrPanel, type BrrrPanelProps } from './panels/BrrrPanel';
export { brrrFormDefaults, type BrrrFormValues } from './forms/brrrForm';
export { CALCULATION_ERROR, useLiveCalculation, type LiveCalculation } from './useLiveCalculation';
export { DEAL_SAVE_TEXT, differsFromSaved, inputSourcesOf, savedStatusText, type DealInputSource, type DealSaveRequest, type SavedDealState } from './parts/DealSave';
export {
  CustomLinesAccessProvider,
  customLinesAccessFor,
  CUSTOM_LINES_PLAN,
  LINE_ITEM_TEXT,
  LineItemsEditor,
  LineItemsResults,
  type CustomLinesAccess,
  type LineItemDraft,
  type LineItemsEditorProps,
  type LineItemValues,
} from './lineItems';
export {
  PRESET_LOCK_TEXT,
  PRESET_PICKER_TEXT,
  PresetLocksProvider,
  PresetPicker,
  presetFieldLabel,
  propertyFigureLabels,
  type AppliedPreset,
  type CalculatorPresetOption,
  type CalculatorPresets,
  type PresetLocks,
} from './presets';
