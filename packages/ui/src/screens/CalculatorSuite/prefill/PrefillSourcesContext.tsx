import { createContext, useContext, type ReactNode } from 'react';
import type { PrefillSource } from '@rei/engine';
import type { PrefillFollower, PrefillSources } from './calculatorPrefill';

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

/** The prefilled fields that follow other fields, and whether to size them once when the form opens. */
export interface PrefillFollowers {
  readonly followers: Readonly<Record<string, PrefillFollower>>;
  /**
   * True for a new analysis (the form opens on the record's prefill, which assumed a loan the
   * form may not have); false for a reopened deal, which opens exactly as it was saved.
   */
  readonly sizeOnOpen: boolean;
}

const NO_FOLLOWERS: PrefillFollowers = { followers: {}, sizeOnOpen: false };
const PrefillFollowersContext = createContext<PrefillFollowers>(NO_FOLLOWERS);

/** Gives the calculator panel below it the prefilled fields that follow the form's other values. */
export function PrefillFollowersProvider({ value, children }: { value: PrefillFollowers; children: ReactNode }) {
  return <PrefillFollowersContext.Provider value={value}>{children}</PrefillFollowersContext.Provider>;
}

export function usePrefillFollowers(): PrefillFollowers {
  return useContext(PrefillFollowersContext);
}
