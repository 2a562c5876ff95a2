import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { OWNER_SOURCE_LABELS, boroughLabel, bblLabel, sourceLine, type OwnerLotView, type OwnerSourceView } from './ownerSearchTypes';
import * as styles from './OwnerSearch.css';

/** Lots with the names that matched on each: who, in what role, from which record and when. */
export function OwnerLotList({ lots, renderLink, onNavigate }: NavigationProps & { lots: readonly OwnerLotView[] }) {
  return (
    <ul className={styles.lots}>
      {lots.map((lot) => (
        <li key={lot.bbl} className={styles.lot}>
          <ScreenLink href={lot.href} className={styles.lotLink} renderLink={renderLink} onNavigate={onNavigate}>
            {lot.address ?? 'Address not recorded'}
          </ScreenLink>
          <p className={styles.meta}>
            {boroughLabel(lot.borough)} · {bblLabel(lot.bbl)}
          </p>
          <ul className={styles.matches}>
            {lot.matches.map((match) => (
              <li key={`${match.source}|${match.role}|${match.name}|${match.asOf ?? ''}`}>
                <strong>{match.name}</strong> — {match.role}, {OWNER_SOURCE_LABELS[match.source]}
                {match.asOf ? (
                  <>
                    {match.source === 'hpd' ? ' registered ' : ' recorded '}
                    <time dateTime={match.asOf}>{match.asOf}</time>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The sources consulted, with their dates or why they gave nothing. */
export function OwnerSourceList({ sources }: { sources: readonly OwnerSourceView[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className={styles.sources} aria-label="Sources consulted">
      {sources.map((source, index) => (
        <li key={`${source.source}-${index}`}>{sourceLine(source)}</li>
      ))}
    </ul>
  );
}
