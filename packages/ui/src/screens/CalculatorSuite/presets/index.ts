export { isLockedField, PRESET_LOCK_TEXT, PresetLocksProvider, usePresetLocks, type PresetLocks } from './presetLocks';
export { PRESET_PICKER_TEXT, PresetPicker, type AppliedPreset, type CalculatorPresetOption, type CalculatorPresets } from './PresetPicker';
export { presetFieldLabel } from './presetFieldLabels';
export { propertyFigureLabels } from './propertyFigures';
