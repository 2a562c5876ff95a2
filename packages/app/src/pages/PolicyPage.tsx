import { PolicyScreen, type PolicyKind } from '@rei/ui';
import { renderLink } from '../routes/navigation';

/** /privacy and /terms, readable signed in or not. */
export function PolicyPage({ policy }: { policy: PolicyKind }) {
  return <PolicyScreen policy={policy} renderLink={renderLink} />;
}
