import { useId } from 'react';
import * as styles from './SearchNotFound.css';

/** Why a search found no lot (the server's `notFound`, as the screen shows it). */
export type SearchNotFoundReason = 'not-in-directory' | 'no-records' | 'ambiguous' | 'offline';

/** A search that found no lot: the reason, the server's message and what to try. */
export interface SearchNotFound {
  readonly reason: SearchNotFoundReason;
  /** The server's one-line explanation. */
  readonly message: string;
  /** The lot, when the address exists (`no-records`). */
  readonly bbl: string | null;
  readonly address: string | null;
  /** `ambiguous`: the lots the text may mean, each searchable by its label. */
  readonly candidates: readonly { readonly label: string; readonly boroughName: string; readonly bbl: string | null }[];
  /** The datasets looked in, imported or live. */
  readonly consulted: readonly { readonly dataset: string; readonly title: string; readonly mode: 'imported' | 'live' }[];
  readonly live: 'on' | 'off' | 'unreachable';
  readonly tryNext: readonly string[];
}

const TITLES: Readonly<Record<SearchNotFoundReason, string>> = {
  'not-in-directory': "Not in the city's address directory",
  'no-records': 'Address found, but no records of it yet',
  ambiguous: 'Which address do you mean?',
  offline: 'Not in the data on this machine',
};

const LIVE_STATES: Readonly<Record<SearchNotFound['live'], string>> = {
  on: 'Live lookups: on.',
  off: 'Live lookups: turned off on this installation, so only imported data was searched.',
  unreachable: "Live lookups: the city's address directory could not be reached, so only imported data was searched.",
};

/** A sentence with `commands` in backticks, the commands set as code (plain text, never HTML). */
function WithCode({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className={styles.code}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

export interface SearchNotFoundPanelProps {
  readonly notFound: SearchNotFound;
  /** A candidate of an ambiguous address was chosen: search its label. */
  readonly onPick: (label: string) => void;
}

/**
 * What a search that found no lot says: why (not in the directory, no records, ambiguous,
 * offline), the candidates to pick from, the datasets consulted and what to try next.
 */
export function SearchNotFoundPanel({ notFound, onPick }: SearchNotFoundPanelProps) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-reason={notFound.reason}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {TITLES[notFound.reason]}
      </h2>
      <p className={styles.message} role="status">
        {notFound.message}
      </p>

      {notFound.reason === 'no-records' && notFound.bbl ? (
        <p className={styles.message}>
          BBL (borough, block, lot): <span className={styles.code}>{notFound.bbl}</span>
        </p>
      ) : null}

      {notFound.candidates.length > 0 ? (
        <div>
          <h3 className={styles.subheading} id={`${id}-candidates`}>
            {notFound.candidates.length} addresses match — pick one
          </h3>
          <ul className={styles.candidates} aria-labelledby={`${id}-candidates`}>
            {notFound.candidates.map((candidate) => (
              <li key={`${candidate.bbl ?? ''}|${candidate.label}`}>
                <button type="button" className={styles.candidate} onClick={() => onPick(candidate.label)}>
                  <span>{candidate.label}</span>
                  <span className={styles.borough}>{candidate.boroughName}</span>
                  {candidate.bbl ? <span className={styles.muted}>BBL {candidate.bbl}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {notFound.consulted.length > 0 || notFound.reason !== 'ambiguous' ? (
        <div>
          <h3 className={styles.subheading} id={`${id}-consulted`}>
            Datasets consulted
          </h3>
          {notFound.consulted.length > 0 ? (
            <ul className={styles.list} aria-labelledby={`${id}-consulted`}>
              {notFound.consulted.map((dataset) => (
                <li key={`${dataset.mode}|${dataset.dataset}`}>
                  {dataset.title} <span className={styles.muted}>({dataset.mode === 'live' ? 'live' : 'imported'})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>None: no dataset is imported on this machine.</p>
          )}
          <p className={styles.muted}>{LIVE_STATES[notFound.live]}</p>
        </div>
      ) : null}

      {notFound.tryNext.length > 0 ? (
        <div>
          <h3 className={styles.subheading} id={`${id}-try`}>
            What to try
          </h3>
          <ul className={styles.list} aria-labelledby={`${id}-try`}>
            {notFound.tryNext.map((step) => (
              <li key={step}>
                <WithCode text={step} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
