import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PlanLimitNotice, type PlanLimit } from '../../components/PlanLimitNotice';
import { Skeleton } from '../../components/Skeleton';
import type { NavigationProps } from '../AppShell/ScreenLink';
import { OwnerLotList, OwnerSourceList } from './OwnerLotList';
import type { OwnerSearchView } from './ownerSearchTypes';
import * as styles from './OwnerSearch.css';

/** Fewest and most characters the server accepts (kept in step with its contract). */
export const OWNER_NAME_LIMITS = { min: 3, max: 80 } as const;

export const OWNER_SEARCH_TEXT = {
  title: 'Owner Search',
  subtitle:
    'Find the buildings an owner or managing agent is named on, from HPD building registrations and ACRIS deeds and mortgages. Corporate endings such as LLC or Inc. are ignored; part of a word is enough.',
  label: 'Owner or managing agent name',
  hint: `At least ${OWNER_NAME_LIMITS.min} characters, e.g. "Zoriano Assoc".`,
  tooShort: `Type at least ${OWNER_NAME_LIMITS.min} characters of the name.`,
  tooLong: `Use at most ${OWNER_NAME_LIMITS.max} characters.`,
  submit: 'Search owners',
  loading: 'Searching HPD registrations and ACRIS…',
  initialTitle: 'Who owns what',
  initialText: 'Search a company or person to see every lot the public record links to that name.',
  emptyTitle: 'No buildings found for this name',
  emptyText: 'Try fewer words or a shorter part of the name. The sources consulted are listed below.',
  /** No source answered: nothing was searched, so nothing is said to be absent. */
  notSearchedTitle: 'Not searched: no owner record source could be read',
  notSearchedText: 'HPD registrations and ACRIS were unreachable or are not imported (see below); this says nothing about who owns what. Try again later.',
  /** Some sources answered and found nothing, others could not be read. */
  partlySearchedTitle: (searched: string, unread: string) => `Nothing in ${searched} for this name; ${unread} not searched`,
  partlySearchedText: 'A source that could not be read may still name this owner: see below.',
  errorTitle: 'Owner search failed',
  previous: 'Previous',
  next: 'Next',
} as const;

/**
 * What an answer without lots means, in three states: searched and none found (every source
 * answered), partly searched (some sources could not be read), or not searched at all.
 */
export function emptyOutcome(result: Pick<OwnerSearchView, 'sources'>): { title: string; text: string } {
  const read = result.sources.filter((source) => source.mode !== 'unavailable');
  const unread = result.sources.filter((source) => source.mode === 'unavailable');
  if (read.length === 0) return { title: OWNER_SEARCH_TEXT.notSearchedTitle, text: OWNER_SEARCH_TEXT.notSearchedText };
  if (unread.length > 0) {
    return {
      title: OWNER_SEARCH_TEXT.partlySearchedTitle(read.map((source) => source.title).join(' and '), unread.map((source) => source.title).join(' and ')),
      text: OWNER_SEARCH_TEXT.partlySearchedText,
    };
  }
  return { title: OWNER_SEARCH_TEXT.emptyTitle, text: OWNER_SEARCH_TEXT.emptyText };
}

export interface OwnerSearchScreenProps extends NavigationProps {
  /** The name in the box at first (e.g. from the URL). */
  defaultName?: string;
  /** A name of valid length was submitted. */
  onSearch: (name: string) => void;
  /** The search is running. */
  loading?: boolean;
  /** The search failed: a message a person can act on. */
  error?: string | null;
  /** The plan refused the search (owner search is advanced enrichment): the limit, said as one. */
  planLimit?: { message: string; limit: PlanLimit } | null;
  /** Opens the plans in the app (client routing) from the plan notice. */
  onUpgrade?: () => void;
  onRetry?: () => void;
  /** The answer; null before any search. */
  result?: OwnerSearchView | null;
  /** Another page of lots was asked for (offset of its first lot). */
  onPage?: (offset: number) => void;
}

/**
 * Owner Search: a name box (checked for length before it is sent), then the lots whose HPD
 * registration contacts or ACRIS parties carry the name — each linking to its property page,
 * with who matched, in what role and from which record — and the sources consulted with
 * their dates, or why a source gave nothing.
 */
export function OwnerSearchScreen({
  defaultName = '',
  onSearch,
  loading = false,
  error,
  planLimit = null,
  onUpgrade,
  onRetry,
  result = null,
  onPage,
  renderLink,
  onNavigate,
}: OwnerSearchScreenProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const headingId = useId();
  const [name, setName] = useState(defaultName);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < OWNER_NAME_LIMITS.min) return setInvalid(OWNER_SEARCH_TEXT.tooShort);
    if (trimmed.length > OWNER_NAME_LIMITS.max) return setInvalid(OWNER_SEARCH_TEXT.tooLong);
    setInvalid(null);
    onSearch(trimmed);
  };

  const first = result ? result.offset + 1 : 0;
  const last = result ? result.offset + result.results.length : 0;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{OWNER_SEARCH_TEXT.title}</h1>
        <p className={styles.subtitle}>{OWNER_SEARCH_TEXT.subtitle}</p>
      </header>

      <form className={styles.form} onSubmit={submit} role="search" aria-label="Owner search" noValidate>
        <div className={styles.row}>
          <div className={styles.grow}>
            <label htmlFor={inputId}>{OWNER_SEARCH_TEXT.label}</label>
            <input
              id={inputId}
              type="search"
              className={styles.input}
              value={name}
              maxLength={OWNER_NAME_LIMITS.max + 20}
              autoComplete="off"
              aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
              aria-invalid={invalid ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
                if (invalid) setInvalid(null);
              }}
            />
          </div>
          <Button type="submit" variant="primary" loading={loading} loadingText="Searching...">
            {OWNER_SEARCH_TEXT.submit}
          </Button>
        </div>
        <p id={hintId} className={styles.meta}>
          {OWNER_SEARCH_TEXT.hint}
        </p>
        {invalid ? (
          <p id={errorId} className={styles.fieldError} role="alert">
            {invalid}
          </p>
        ) : null}
      </form>

      {loading ? (
        <div aria-busy="true">
          <p role="status" className={styles.summary}>
            {OWNER_SEARCH_TEXT.loading}
          </p>
          <Skeleton height="lg" lines={3} />
        </div>
      ) : planLimit ? (
        <PlanLimitNotice message={planLimit.message} limit={planLimit.limit} {...(onUpgrade ? { onUpgrade } : {})} />
      ) : error ? (
        <ErrorState title={OWNER_SEARCH_TEXT.errorTitle} message={error} onRetry={onRetry} headingLevel={2} />
      ) : !result ? (
        <EmptyState title={OWNER_SEARCH_TEXT.initialTitle} description={OWNER_SEARCH_TEXT.initialText} headingLevel={2} />
      ) : (
        <section aria-labelledby={headingId} className={styles.page}>
          <h2 id={headingId} className={styles.summary}>
            {result.results.length === 0 ? emptyOutcome(result).title : `Lots ${first}–${last}${result.hasMore ? ' (more below)' : ''} for “${result.name}”`}
          </h2>
          {result.results.length === 0 ? (
            <p className={styles.meta}>{emptyOutcome(result).text}</p>
          ) : (
            <OwnerLotList lots={result.results} renderLink={renderLink} onNavigate={onNavigate} />
          )}
          {onPage && (result.offset > 0 || result.hasMore) ? (
            <nav className={styles.pager} aria-label="Result pages">
              <Button variant="secondary" size="sm" disabled={result.offset === 0} onClick={() => onPage(Math.max(0, result.offset - result.limit))}>
                {OWNER_SEARCH_TEXT.previous}
              </Button>
              <Button variant="secondary" size="sm" disabled={!result.hasMore} onClick={() => onPage(result.offset + result.limit)}>
                {OWNER_SEARCH_TEXT.next}
              </Button>
            </nav>
          ) : null}
          <OwnerSourceList sources={result.sources} />
        </section>
      )}
    </div>
  );
}
