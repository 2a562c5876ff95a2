export {
  CALCULATOR_SUITE_TEXT,
  CALCULATOR_TAB_LABELS,
  CalculatorSuiteScreen,
  type CalculatorSuiteScreenProps,
} from './CalculatorSuiteScreen';
export { BUY_HOLD_TEXT, BuyHoldPanel, buyHoldFormDefaults, type BuyHoldFormValues, type BuyHoldPanelProps } from './panels/BuyHoldPanel';
export { FLIP_VIABILITY_TEXT, FixFlipPanel, fixFlipFormDefaults, type FixFlipFormValues, type FixFlipPanelProps } from './panels/FixFlipPanel';
export {
  WHOLESALE_VERDICT_TEXT,
  WholesalePanel,
  wholesaleFormDefaults,
  type WholesaleFormValues,
  type WholesalePanelProps,
} from './panels/WholesalePanel';
export {
  CREATIVE_FIELD_LABELS,
  CreativeFinancingPanel,
  creativeFormDefaults,
  type CreativeFinancingPanelProps,
  type CreativeFormValues,
} from './panels/CreativeFinancingPanel';
export { BRRR_TEXT, BrrrPanel, brrrFormDefaults, type BrrrFormValues, type BrrrPanelProps } from './panels/BrrrPanel';
export { CALCULATION_ERROR, useLiveCalculation, type LiveCalculation } from './useLiveCalculation';
