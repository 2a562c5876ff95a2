export { PresetManagerPanel, type PresetManagerPanelProps } from './PresetManagerPanel';
export { PRESET_MANAGER_TEXT, type PresetContent, type PresetCreateRequest, type PresetDraft, type PresetView } from './presetManagerText';
export { PRESET_EDITOR_TEXT, presetValueText } from './PresetValuesEditor';
export { PRESET_REAPPLY_TEXT, PresetReapplyPanel, type PresetReapplyPanelProps } from './PresetReapplyPanel';
export { defaultReapplyChoice, presetReapplyRows, reappliedInputs, type PresetContentView, type PresetReapplyRow } from './presetReapply';
