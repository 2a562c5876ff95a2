import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a list's search box asks the server only
 * after the person pauses typing, not at every key.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
