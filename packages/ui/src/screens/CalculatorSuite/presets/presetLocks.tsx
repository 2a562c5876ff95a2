import { createContext, useContext } from 'react';

/** The team preset whose locked fields a calculator shows locked. */
export interface PresetLocks {
  readonly name: string;
  readonly version: number;
  /** The calculator inputs (and `lineItems`) the team locked. */
  readonly fields: readonly string[];
}

export const PRESET_LOCK_TEXT = {
  /** Under a locked field: who locked it, named so the investor can ask the right person. */
  lockedBy: (locks: Pick<PresetLocks, 'name' | 'version'>) => `locked by team preset ${locks.name} v${locks.version}`,
} as const;

const PresetLocksContext = createContext<PresetLocks | null>(null);

/** Puts a team preset's locks around a calculator panel (the suite does this for the applied preset). */
export const PresetLocksProvider = PresetLocksContext.Provider;

/** The locks around a panel, or null when no team preset locks anything. */
export function usePresetLocks(): PresetLocks | null {
  const locks = useContext(PresetLocksContext);
  return locks && locks.fields.length > 0 ? locks : null;
}

/** Whether `field` is locked by the team preset around the panel. */
export function isLockedField(locks: PresetLocks | null, field: string): boolean {
  return locks !== null && locks.fields.includes(field);
}
