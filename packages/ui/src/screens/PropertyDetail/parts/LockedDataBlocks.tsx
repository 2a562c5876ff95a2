import type { NycRecord } from '../nycRecord';
import { Badge } from '../../../components/Badge';
import { DataSection } from './DataSection';
import * as styles from './parts.css';

export interface LockedDataBlocksProps {
  /** The blocks the caller's plan does not show (the record's `lockedBlocks`). */
  blocks: NonNullable<NycRecord['lockedBlocks']>;
}

/**
 * The public-record blocks the plan does not include: each says what it contains and which plan
 * adds it. Nothing of the block's data is shown or imitated.
 */
export function LockedDataBlocks({ blocks }: LockedDataBlocksProps) {
  if (blocks.length === 0) return null;
  return (
    <DataSection title="Not in your plan">
      <ul className={styles.list} aria-label="Data your plan does not include">
        {blocks.map((block) => (
          <li key={block.block}>
            <strong>{block.title}</strong>{' '}
            <Badge tone="neutral" outlined>
              {`${block.plan} plan`}
            </Badge>
            <p className={styles.muted}>{`${block.contains}. Included from the ${block.plan} plan.`}</p>
          </li>
        ))}
      </ul>
    </DataSection>
  );
}
