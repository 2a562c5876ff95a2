export { CustomLinesAccessProvider, customLinesAccessFor, CUSTOM_LINES_PLAN, useCustomLinesAccess, type CustomLinesAccess } from './customLinesAccess';
export {
  LINE_ITEM_TEXT,
  lineDraftErrors,
  newLineDraft,
  type LineItemDraft,
  type LineItemMeasures,
  type LineItemValues,
} from './lineItemDrafts';
export { LineItemsEditor, type LineItemsEditorProps } from './LineItemsEditor';
export { LineItemsResults } from './LineItemsResults';
