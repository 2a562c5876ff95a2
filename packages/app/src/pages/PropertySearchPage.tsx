import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { propertySlugParts } from '@rei/engine';
import { PropertySearchScreen, useToast, type SearchNotFound } from '@rei/ui';
import { canonicalPropertyPath } from './pageRules';
import { searchAddress } from '../data/addressSearch';
import { propertyKeys, useAddressSuggestions } from '../data/properties';
import { isTestMode, renderLink } from '../routes/navigation';

/** How long the search shows its busy state before the property page opens, so the step is seen (spec 2 §9). */
export const SEARCH_BUSY_MS = 1000;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Property Search: the address box with suggestions; a search asks the server first, then opens
 * the property page of the lot found (its answer handed to the page), or shows why no lot was
 * found and what to try — candidates of an ambiguous address are searched when picked.
 */
export function PropertySearchPage() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState<SearchNotFound | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const suggestions = useAddressSuggestions(useDebounced(query, 150));
  useEffect(() => () => clearTimeout(timer.current), []);

  const runSearch = async (address: string) => {
    const run = (latest.current += 1);
    toast({ title: 'Searching property', description: 'Loading property details and enrichment data...' });
    setBusy(true);
    setNotFound(null);
    const testMode = isTestMode(search);
    const started = Date.now();
    try {
      const outcome = await searchAddress(address);
      if (run !== latest.current) return;
      if (outcome.kind === 'not-found') {
        setBusy(false);
        setNotFound(
          outcome.notFound ?? {
            reason: 'offline', message: outcome.message, bbl: null, address: null, candidates: [], consulted: [], live: 'off', tryNext: [],
          },
        );
        return;
      }
      // The page opens on the lot's canonical link (address + BBL), which reloads to the same lot;
      // it reads the lot by that link: hand it this answer instead of asking again.
      const path = canonicalPropertyPath(outcome.property, testMode);
      const parts = propertySlugParts(path.slice('/property/'.length).split('?')[0]!);
      queryClient.setQueryData(
        parts.bbl ? propertyKeys.byBbl(parts.bbl, parts.apartment) : propertyKeys.search(parts.address),
        outcome.property,
      );
      timer.current = setTimeout(() => {
        setBusy(false);
        navigate(path);
      }, Math.max(0, SEARCH_BUSY_MS - (Date.now() - started)));
    } catch (error) {
      if (run !== latest.current) return;
      setBusy(false);
      toast({ title: 'Search failed', description: error instanceof Error ? error.message : String(error), tone: 'destructive' });
    }
  };

  return (
    <PropertySearchScreen
      defaultQuery={new URLSearchParams(search).get('address') ?? undefined}
      onQueryChange={setQuery}
      suggestions={(suggestions.data ?? []).map((suggestion) => suggestion.label)}
      busy={busy}
      results={null}
      notFound={busy ? null : notFound}
      onValidationError={(problem) => toast({ title: problem.title, description: problem.description, tone: 'destructive' })}
      onSearch={(address) => void runSearch(address)}
      renderLink={renderLink}
    />
  );
}
