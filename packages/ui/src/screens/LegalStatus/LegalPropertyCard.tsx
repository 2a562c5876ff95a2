import { useState } from 'react';
import type { LegalStatus } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { LegalStatusDrawer, legalStatusTone } from '../PropertyCard';
import type { DataSource } from '../PropertyDetail/provenance';
import { LEGAL_PAGE_TEXT } from './legalStatusText';
import * as styles from './LegalStatusScreen.css';

export interface LegalPropertyCardProps {
  address: string;
  place?: string;
  legal: LegalStatus;
  source?: DataSource | null;
}

/** A property on the Legal Status page: its status pills, summary badge and the Legal Details drawer. */
export function LegalPropertyCard({ address, place, legal, source }: LegalPropertyCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <article className={styles.card} aria-label={address}>
      <h3 className={styles.address}>{address}</h3>
      {place ? <p className={styles.place}>{place}</p> : null}
      <ul className={styles.pills} aria-label="Legal status">
        {legal.isSample ? (
          <li>
            <Badge tone="warning" outlined>
              Sample
            </Badge>
          </li>
        ) : null}
        {legal.hasLegalIssues ? (
          legal.pills.map((pill) => (
            <li key={pill.kind}>
              <Badge tone={legalStatusTone(pill.status)}>
                {pill.label}: {pill.status}
              </Badge>
            </li>
          ))
        ) : (
          <li>
            <Badge tone="success">Clear Legal Status</Badge>
          </li>
        )}
      </ul>
      <div className={styles.footer}>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${LEGAL_PAGE_TEXT.legalDetails}: ${address}`}>
          {LEGAL_PAGE_TEXT.legalDetails}
        </Button>
      </div>
      <LegalStatusDrawer open={open} onOpenChange={setOpen} legal={legal} address={address} title={LEGAL_PAGE_TEXT.legalDetails} source={source} />
    </article>
  );
}
