import type { RiskLevel } from '@rei/engine';
import { Badge, riskBadgeTone } from '../../../components/Badge';

/** The engine's risk level as a badge, "Risk: Low" to "Risk: High", coloured by level. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  return <Badge tone={riskBadgeTone(level)}>Risk: {level}</Badge>;
}
