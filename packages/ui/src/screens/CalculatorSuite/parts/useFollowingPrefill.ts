import { useEffect, useRef, useState } from 'react';
import type { PrefilledValue, PrefillSource } from '@rei/engine';
import { usePrefillFollowers, usePrefillSources } from '../prefill';
import type { CalculatorForm } from '../useCalculatorForm';

/** The prefilled fields currently following the form, each with the value and source it was last given. */
export type FollowedFields = Readonly<Record<string, PrefilledValue>>;

/**
 * Keeps a prefilled figure that depends on other fields (NYC closing costs on the price and the
 * loan) in step with them: each time the investor changes another value, the figure is sized
 * again and its source note says at what. A field the investor typed over stops following, for
 * good; a reopened deal opens with its saved values untouched and follows only from the first
 * change. Returns the followed fields (for the sources shown and saved).
 */
export function useFollowingPrefill<V extends object, R>(form: CalculatorForm<V, R>): FollowedFields {
  const { followers, sizeOnOpen } = usePrefillFollowers();
  const sources = usePrefillSources();
  const values = form.values as Readonly<Record<string, unknown>>;
  const { setValue } = form;
  // The value each following field was last given; a field whose value differs was typed over.
  const given = useRef<Map<string, unknown> | null>(null);
  if (given.current === null) {
    given.current = new Map(
      Object.keys(followers)
        .filter((key) => isComputedSource(sources[key]))
        .map((key) => [key, values[key]]),
    );
  }
  const previous = useRef<Readonly<Record<string, unknown>> | null>(sizeOnOpen ? null : values);
  const [followed, setFollowed] = useState<FollowedFields>({});

  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    const following = given.current!;
    const changed = before === null ? null : Object.keys(values).filter((key) => !Object.is(values[key], before[key]));
    const updates: Record<string, PrefilledValue> = {};
    const dropped: string[] = [];
    for (const [key, follow] of Object.entries(followers)) {
      if (!following.has(key)) continue;
      if (!Object.is(values[key], following.get(key))) {
        following.delete(key);
        dropped.push(key);
        continue;
      }
      // Only a change to another field moves it (on open, `changed` is null: size it once).
      if (changed !== null && changed.every((each) => each === key)) continue;
      const figure = follow(values);
      if (figure === null) continue;
      following.set(key, figure.value);
      updates[key] = figure;
      if (!Object.is(figure.value, values[key])) setValue(key as keyof V, figure.value as V[keyof V]);
    }
    if (Object.keys(updates).length > 0 || dropped.length > 0) {
      setFollowed((current) => {
        const next: Record<string, PrefilledValue> = { ...current, ...updates };
        for (const key of dropped) delete next[key];
        return next;
      });
    }
  }, [values, followers, setValue]);

  return followed;
}

/** A source the app computed (NYC costs, a rule), which may follow the form; not the investor's or a prompt. */
function isComputedSource(source: PrefillSource | undefined): boolean {
  return source !== undefined && (source.kind === 'nyc-costs' || source.kind === 'rule');
}
