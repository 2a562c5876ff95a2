import { LEGAL_KINDS, type LegalKind, type LegalStatus } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Drawer } from '../../components/Drawer';
import { DataList, SourceNote } from '../PropertyDetail/parts/DataSection';
import { textOrNA } from '../PropertyDetail/propertyDetailModel';
import type { DataSource } from '../PropertyDetail/provenance';
import { LEGAL_SECTION_TITLES, LEGAL_TEXT, legalRows, legalStatusTone } from './legalText';
import * as styles from './LegalStatusDrawer.css';

export interface LegalStatusDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The engine's legal status of the property (`legalStatus`, or `mockLegalRules` for samples). */
  legal: LegalStatus;
  /** The property's address, shown under the title. */
  address: string;
  /** Drawer title; 'Legal Status Details' by default ('Legal Details' on the Legal Status page). */
  title?: string;
  /** Where the legal records came from. */
  source?: DataSource | null;
  /** Where each kind of record came from, shown under its section (records from several datasets). */
  sources?: Partial<Readonly<Record<LegalKind, DataSource | null>>>;
}

/**
 * The Legal Status Details drawer: one section per kind of record the property has
 * (foreclosure, tax lien, evictions with their filings, probate), or 'No legal status
 * records found for this property.'. Sample (demo) data is labelled as such.
 */
export function LegalStatusDrawer({ open, onOpenChange, legal, address, title = LEGAL_TEXT.drawerTitle, source, sources }: LegalStatusDrawerProps) {
  const kinds = LEGAL_KINDS.filter((kind) => legalRows(legal, kind) !== null);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} description={address} side="right" width="wide">
      <div className={styles.body}>
        {legal.isSample && kinds.length > 0 ? <p className={styles.sampleNote}>{LEGAL_TEXT.sample}</p> : null}
        {kinds.length === 0 ? <p className={styles.none}>{LEGAL_TEXT.none}</p> : null}
        {kinds.map((kind) => {
          const pill = legal.pills.find((p) => p.kind === kind);
          return (
            <section key={kind} className={styles.recordSection} aria-label={LEGAL_SECTION_TITLES[kind]}>
              <h3 className={styles.recordTitle}>
                {LEGAL_SECTION_TITLES[kind]}
                {pill ? <Badge tone={legalStatusTone(pill.status)}>{pill.status}</Badge> : null}
              </h3>
              <DataList rows={legalRows(legal, kind) ?? []} single />
              {kind === 'eviction' && legal.evictionDetails && legal.evictionDetails.filings.length > 0 ? (
                <ul className={styles.filings} aria-label={LEGAL_TEXT.filings}>
                  {legal.evictionDetails.filings.map((filing, index) => (
                    <li key={`${filing.docket ?? 'filing'}-${index}`} className={styles.filing}>
                      <DataList
                        single
                        rows={[
                          { label: 'Executed', value: textOrNA(filing.executedDate) },
                          { label: 'Marshal', value: textOrNA(filing.marshalName) },
                          { label: 'Docket', value: textOrNA(filing.docket) },
                          { label: 'Apartment', value: textOrNA(filing.apartmentNumber) },
                          { label: 'Status', value: textOrNA(filing.status) },
                        ]}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
              <SourceNote source={sources?.[kind]} />
            </section>
          );
        })}
        <SourceNote source={source} />
      </div>
    </Drawer>
  );
}
