import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PropertySearchScreen, useToast } from '@rei/ui';
import { propertyPath } from './pageRules';
import { useAddressSuggestions } from '../data/properties';
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

export function PropertySearchPage() {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestions = useAddressSuggestions(useDebounced(query, 150));
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <PropertySearchScreen
      defaultQuery={new URLSearchParams(search).get('address') ?? undefined}
      onQueryChange={setQuery}
      suggestions={(suggestions.data ?? []).map((suggestion) => suggestion.label)}
      busy={busy}
      results={null}
      onValidationError={(problem) => toast({ title: problem.title, description: problem.description, tone: 'destructive' })}
      onSearch={(address) => {
        toast({ title: 'Searching property', description: 'Loading property details and enrichment data...' });
        setBusy(true);
        const testMode = isTestMode(search);
        timer.current = setTimeout(() => {
          setBusy(false);
          navigate(propertyPath(address, testMode));
        }, SEARCH_BUSY_MS);
      }}
      renderLink={renderLink}
    />
  );
}
