/**
 * Engine text as a reader reads it: identifiers (`high_risk`, `lease_option`, `buy_hold`) in
 * words, and the engine's compliance markers ("✓ COMPLIANT: …", "⚠ NON-COMPLIANT: …") as
 * "Compliant: …" / "Not compliant: …" rather than a symbol the report's font spells "yes".
 */
import { CREATIVE_STRATEGIES, STRATEGY_NAMES, type CreativeStrategy, type StrategyType } from '@rei/engine';

const IDENTIFIER = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * A text value in words.
 *
 * @example
 * textInWords('high_risk') // 'High risk'
 * textInWords('lease_option') // 'Lease Option'
 * textInWords('✓ COMPLIANT: within the 80% maximum.') // 'Compliant: within the 80% maximum.'
 */
export function textInWords(text: string): string {
  if (Object.hasOwn(CREATIVE_STRATEGIES, text)) return CREATIVE_STRATEGIES[text as CreativeStrategy].label;
  if (Object.hasOwn(STRATEGY_NAMES, text)) return STRATEGY_NAMES[text as StrategyType];
  const marked = /^\s*(?:[✓✔]\s*)?COMPLIANT:\s*/u.exec(text);
  if (marked) return `Compliant: ${text.slice(marked[0].length)}`;
  const warned = /^\s*(?:[⚠✗✘]\uFE0F?\s*)?NON-COMPLIANT:\s*/u.exec(text);
  if (warned) return `Not compliant: ${text.slice(warned[0].length)}`;
  if (IDENTIFIER.test(text)) {
    const words = text.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return text;
}
