/**
 * Each strategy's engine calculator, called directly on a deal's inputs: what the calculator
 * screen computes. Tests compare the server's saved outputs and the exported sheets with it, so
 * the comparison never goes through the server's own code.
 */
import { calculateBrrr, calculateBuyHold, calculateCreativeFinancing, calculateFixFlip, calculateWholesale, type StrategyType } from '@rei/engine';

export const ENGINE_CALCULATE: Record<StrategyType, (inputs: Record<string, unknown>) => Record<string, unknown>> = {
  buy_hold: (inputs) => calculateBuyHold(inputs as never) as never,
  fix_flip: (inputs) => calculateFixFlip(inputs as never) as never,
  wholesale: (inputs) => calculateWholesale(inputs as never) as never,
  creative_financing: (inputs) => calculateCreativeFinancing(inputs as never) as never,
  brrr: (inputs) => calculateBrrr(inputs as never) as never,
};
