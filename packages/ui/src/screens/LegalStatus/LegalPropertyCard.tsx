import { useState } from 'react';
import type { LegalKind, LegalStatus } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { LegalStatusDrawer, legalStatusTone } from '../PropertyCard';
import { SourceNote } from '../PropertyDetail/parts/DataSection';
import type { DataSource } from '../PropertyDetail/provenance';
import { LEGAL_PAGE_TEXT } from './legalStatusText';
import * as styles from './LegalStatusScreen.css';

/** A status pill beyond the engine's four kinds (water liens from the lien sale lists). */
export interface ExtraLegalPill {
  readonly label: string;
  readonly status: string;
}

export interface LegalPropertyCardProps {
  address: string;
  place?: string;
  legal: LegalStatus;
  /** One source for every record (stored properties, samples). */
  source?: DataSource | null;
  /** Where each kind of record came from (public-record lots): shown on the card and in the drawer. */
  sources?: Partial<Readonly<Record<LegalKind, DataSource>>>;
  /** Further pills, e.g. water liens. */
  extraPills?: readonly ExtraLegalPill[];
  /** A line under the pills, e.g. 'No public-record data imported for this lot'. */
  note?: string | null;
  /** Nothing is known about the lot's records: no 'Clear Legal Status' is claimed. */
  statusUnknown?: boolean;
}

/** A property on the Legal Status page: its status pills, summary badge, sources and the Legal Details drawer. */
export function LegalPropertyCard({ address, place, legal, source, sources, extraPills = [], note, statusUnknown = false }: LegalPropertyCardProps) {
  const [open, setOpen] = useState(false);
  const issues = legal.hasLegalIssues || extraPills.length > 0;
  const sourceLines = sources ? Object.values(sources).filter((entry, index, all) => all.findIndex((other) => other.dataset === entry.dataset) === index) : [];
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
        {issues ? (
          [
            ...legal.pills.map((pill) => ({ key: pill.kind, label: pill.label, status: pill.status })),
            ...extraPills.map((pill) => ({ key: pill.label, label: pill.label, status: pill.status })),
          ].map((pill) => (
            <li key={pill.key}>
              <Badge tone={legalStatusTone(pill.status)}>
                {pill.label}: {pill.status}
              </Badge>
            </li>
          ))
        ) : statusUnknown ? (
          <li>
            <Badge tone="neutral">{LEGAL_PAGE_TEXT.statusUnknown}</Badge>
          </li>
        ) : (
          <li>
            <Badge tone="success">Clear Legal Status</Badge>
          </li>
        )}
      </ul>
      {note ? <p className={styles.place}>{note}</p> : null}
      {sourceLines.map((entry) => (
        <SourceNote key={entry.dataset} source={entry} />
      ))}
      <div className={styles.footer}>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${LEGAL_PAGE_TEXT.legalDetails}: ${address}`}>
          {LEGAL_PAGE_TEXT.legalDetails}
        </Button>
      </div>
      <LegalStatusDrawer
        open={open}
        onOpenChange={setOpen}
        legal={legal}
        address={address}
        title={LEGAL_PAGE_TEXT.legalDetails}
        source={sources ? null : source}
        sources={sources}
      />
    </article>
  );
}
