import { createContext, useContext, type ReactNode } from 'react';
import type { PrefillSource } from '@rei/engine';
import type { PrefillSources } from './calculatorPrefill';

const NO_SOURCES: PrefillSources = {};
const PrefillSourcesContext = createContext<PrefillSources>(NO_SOURCES);

/** Gives the calculator fields below it the source of each prefilled value, by field key. */
export function PrefillSourcesProvider({ sources, children }: { sources: PrefillSources; children: ReactNode }) {
  return <PrefillSourcesContext.Provider value={sources}>{children}</PrefillSourcesContext.Provider>;
}

/** The source of a field's prefilled value; undefined when it was not prefilled. */
export function usePrefillSource(key: string): PrefillSource | undefined {
  return useContext(PrefillSourcesContext)[key];
}

/** Every prefilled field's source, by field key (empty when nothing was prefilled). */
export function usePrefillSources(): PrefillSources {
  return useContext(PrefillSourcesContext);
}
