import { useId } from 'react';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { Skeleton } from '../../components/Skeleton';
import { OwnerLotList, OwnerSourceList } from './OwnerLotList';
import type { RelatedOwnersView } from './ownerSearchTypes';
import * as styles from './OwnerSearch.css';

export interface RelatedOwnersBlockProps extends NavigationProps {
  loading?: boolean;
  /** The lookup failed: what to say. */
  error?: string | null;
  data?: RelatedOwnersView | null;
  /**
   * The plan that shows owners (advanced enrichment) when the caller's does not: the block says
   * so instead of looking anything up.
   */
  lockedPlan?: string | null;
  /** Where a full owner search for a name goes (default /owners?name=…). */
  ownerSearchHref?: (name: string) => string;
}

/** What the block says when no owner name came back: not checked, or checked and none. */
export const RELATED_OWNERS_TEXT = {
  notChecked: 'The owner of this lot could not be looked up, so its other buildings were not searched:',
  noOwner: 'The public record names no owner for this lot (no HPD registration or deed found), so there is nothing to look up.',
} as const;

const defaultSearchHref = (name: string) => `/owners?name=${encodeURIComponent(name)}`;

/**
 * "Other buildings of this owner" on a property page: the owners the lot's newest HPD
 * registration and newest deed name, and the other lots those names appear on, each linking
 * to its page; or why there are none.
 */
export function RelatedOwnersBlock({ loading = false, error, data, lockedPlan = null, ownerSearchHref = defaultSearchHref, renderLink, onNavigate }: RelatedOwnersBlockProps) {
  const headingId = useId();
  let body;
  if (lockedPlan) {
    body = (
      <p className={styles.meta}>
        The owners of record and their other buildings (HPD registrations, ACRIS deeds) are part of advanced enrichment, from the {lockedPlan} plan. Nothing was
        looked up on your plan.
      </p>
    );
  } else if (loading) {
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.meta}>
          Looking up the owner’s other buildings…
        </p>
        <Skeleton height="md" lines={2} />
      </div>
    );
  } else if (error) {
    body = (
      <p role="alert" className={styles.meta}>
        Other buildings could not be looked up: {error}
      </p>
    );
  } else if (!data) {
    // nothing answered: nothing was looked up, so nothing is said about the record
    body = <p className={styles.meta}>The owners of this lot were not looked up.</p>;
  } else if (data.owners.length === 0 && data.sources.some((source) => source.problem !== null)) {
    // nothing found because a source could not be read: say so, never "no owner"
    const unread = data.sources.filter((source) => source.problem !== null);
    body = (
      <>
        <p className={styles.meta}>{RELATED_OWNERS_TEXT.notChecked}</p>
        <OwnerSourceList sources={unread} />
      </>
    );
  } else if (data.owners.length === 0) {
    body = <p className={styles.meta}>{RELATED_OWNERS_TEXT.noOwner}</p>;
  } else {
    body = (
      <>
        <p className={styles.meta}>
          Owners looked up:{' '}
          {data.owners.map((owner, index) => (
            <span key={owner}>
              {index > 0 ? ', ' : ''}
              <ScreenLink href={ownerSearchHref(owner)} renderLink={renderLink} onNavigate={onNavigate}>
                {owner}
              </ScreenLink>
            </span>
          ))}
        </p>
        {data.results.length === 0 ? (
          <p className={styles.meta}>No other buildings carry these names in the records consulted.</p>
        ) : (
          <OwnerLotList lots={data.results} renderLink={renderLink} onNavigate={onNavigate} />
        )}
        <OwnerSourceList sources={data.sources} />
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <h2 id={headingId} className={styles.summary}>
        Other buildings of this owner
      </h2>
      {body}
    </section>
  );
}
