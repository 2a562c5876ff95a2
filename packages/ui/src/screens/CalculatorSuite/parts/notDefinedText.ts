/**
 * The text shown in place of a return the engine left undefined (null): the engine's own
 * reason, or a plain "Not defined" when it gave none. Never a number, never "N/A" alone.
 */
export function notDefinedText(reason: string | undefined): string {
  return reason ?? NOT_DEFINED_FALLBACK;
}

/** Shown when a null return comes without a reason. */
export const NOT_DEFINED_FALLBACK = 'Not defined';
