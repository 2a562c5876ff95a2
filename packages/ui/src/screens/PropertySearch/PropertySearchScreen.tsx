import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addressToSlug, validateSearchQuery, type FormError, type Property } from '@rei/engine';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import type { NavigationProps } from '../AppShell/ScreenLink';
import { PropertyCard, type PortfolioAddState } from '../PropertyCard';
import { DEFAULT_ENRICHMENT_STEPS, SEARCH_TEXT } from './searchText';
import { SearchNotFoundPanel, type SearchNotFound } from './SearchNotFound';
import * as styles from './PropertySearchScreen.css';

export interface PropertySearchScreenProps extends NavigationProps {
  /** The text in the address box at first (e.g. from the URL). */
  defaultQuery?: string;
  /** Called on every keystroke, so the app can fetch suggestions for the text. */
  onQueryChange?: (query: string) => void;
  /** Address suggestions for the current text (the app keeps only US addresses with a comma and a 5-digit ZIP). */
  suggestions?: readonly string[];
  /** A valid (non-blank) address was submitted. */
  onSearch: (address: string) => void;
  /** A blank address was submitted; the screen shows the message inline, the app may also toast it. */
  onValidationError?: (error: FormError) => void;
  /** A search is running: the enrichment terminal is shown. */
  busy?: boolean;
  /** Lines of the enrichment terminal; defaults to the steps of a search. */
  enrichmentSteps?: readonly string[];
  /** Search results; `null` before any search ('Find Your Next Investment'), `[]` when nothing matched. */
  results?: readonly Property[] | null;
  /** Adds a result to the portfolio; without it the cards show no add button. */
  onAddToPortfolio?: (property: Property) => void;
  /** Portfolio state per result id ('adding' or 'in-portfolio'); absent ids are idle. */
  portfolioStates?: Readonly<Record<number, PortfolioAddState>>;
  /** The link of a result's page; defaults to /property/{address slug}. */
  propertyHref?: (property: Property) => string;
  /**
   * The last search found no lot: why (not in the city's directory, no records, ambiguous with
   * candidates to pick, offline) and what to try. Shown instead of the empty states.
   */
  notFound?: SearchNotFound | null;
}

function defaultHref(property: Property): string {
  return `/property/${addressToSlug([property.address, property.city, property.state, property.zip].filter(Boolean).join(' '))}`;
}

/**
 * Property Search: one address box with an autocomplete dropdown ('Select an address';
 * combobox with arrow keys, Enter and Escape), the blank-address check of the engine, the
 * terminal-style 'Property Data Enrichment' panel while busy, and the results grid with
 * add-to-portfolio per result, or its empty states, or — when a search found no lot — why and
 * what to try (`notFound`).
 */
export function PropertySearchScreen({
  defaultQuery = '',
  onQueryChange,
  suggestions = [],
  onSearch,
  onValidationError,
  busy = false,
  enrichmentSteps = DEFAULT_ENRICHMENT_STEPS,
  results = null,
  onAddToPortfolio,
  portfolioStates = {},
  propertyHref = defaultHref,
  notFound = null,
  renderLink,
  onNavigate,
}: PropertySearchScreenProps) {
  const baseId = useId();
  const inputId = `${baseId}-address`;
  const listId = `${baseId}-suggestions`;
  const headingId = `${baseId}-suggestions-heading`;
  const errorId = `${baseId}-error`;
  const [query, setQuery] = useState(defaultQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const changeQuery = (next: string) => {
    setQuery(next);
    setOpen(true);
    setActive(-1);
    if (error) setError(null);
    onQueryChange?.(next);
  };

  const submit = (address: string) => {
    const problem = validateSearchQuery(address);
    if (problem) {
      setError(problem.description);
      onValidationError?.(problem);
      return;
    }
    setOpen(false);
    onSearch(address.trim());
  };

  const choose = (index: number) => {
    const chosen = suggestions[index];
    if (chosen === undefined) return;
    setQuery(chosen);
    setOpen(false);
    setActive(-1);
    onQueryChange?.(chosen);
    submit(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        changeQuery('');
        setOpen(false);
      }
    }
  };

  /** A candidate of an ambiguous address: it goes in the box and is searched. */
  const pick = (label: string) => {
    setQuery(label);
    setOpen(false);
    setActive(-1);
    onQueryChange?.(label);
    submit(label);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(query);
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{SEARCH_TEXT.title}</h1>
        <p className={styles.subtitle}>{SEARCH_TEXT.subtitle}</p>
      </header>

      <form role="search" className={styles.form} onSubmit={onSubmit} noValidate aria-label={SEARCH_TEXT.title}>
        <label htmlFor={inputId} className={styles.label}>
          {SEARCH_TEXT.inputLabel}
        </label>
        <div className={styles.row}>
          <div className={styles.comboWrap}>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={SEARCH_TEXT.placeholder}
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              onKeyDown={onKeyDown}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
            />
            <div className={styles.dropdown} hidden={!expanded}>
              <p id={headingId} className={styles.dropdownHeading}>
                {SEARCH_TEXT.dropdownHeading}
              </p>
              <ul id={listId} role="listbox" aria-labelledby={headingId} className={styles.listbox}>
                {suggestions.map((suggestion, index) => (
                  <li
                    key={suggestion}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={styles.option}
                    // Keep focus in the input so the click lands before blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(index)}
                  >
                    {suggestion}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Button type="submit" size="lg" loading={busy} loadingText={SEARCH_TEXT.searching}>
            {SEARCH_TEXT.submit}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>

      {busy ? (
        <section className={styles.terminal} aria-labelledby={`${baseId}-terminal`} role="status">
          <h2 id={`${baseId}-terminal`} className={styles.terminalTitle}>
            {SEARCH_TEXT.terminalTitle}
          </h2>
          <ul className={styles.terminalLines}>
            {enrichmentSteps.map((step, index) => (
              <li key={`${index}-${step}`}>
                <span aria-hidden="true">$ </span>
                {step}
                {index === enrichmentSteps.length - 1 ? (
                  <span className={styles.cursor} aria-hidden="true">
                    ▋
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : notFound ? (
        <SearchNotFoundPanel notFound={notFound} onPick={pick} />
      ) : results === null ? (
        <EmptyState title={SEARCH_TEXT.initialTitle} description={SEARCH_TEXT.initialDescription} />
      ) : results.length === 0 ? (
        <EmptyState title={SEARCH_TEXT.noResultsTitle} description={SEARCH_TEXT.noResultsDescription} />
      ) : (
        <section aria-labelledby={`${baseId}-results`}>
          <h2 id={`${baseId}-results`} className={styles.sectionTitle}>
            {SEARCH_TEXT.resultsTitle}
          </h2>
          <div className={styles.resultsGrid}>
            {results.map((property, index) => (
              <PropertyCard
                key={property.id ?? `${property.address}-${index}`}
                property={property}
                variant="full"
                href={propertyHref(property)}
                renderLink={renderLink}
                onNavigate={onNavigate}
                onAddToPortfolio={onAddToPortfolio}
                addState={property.id != null ? (portfolioStates[property.id] ?? 'idle') : 'idle'}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
