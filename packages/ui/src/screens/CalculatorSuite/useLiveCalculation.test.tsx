import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateBrrr, brrrDefaults, type BrrrInput, type BrrrResult } from '@rei/engine';
import { CALCULATION_ERROR, EMPTY_FIELD_MESSAGE, definedOnly, fieldMessage, useLiveCalculation } from './useLiveCalculation';

type Form = Partial<Record<keyof BrrrInput, number | boolean | undefined>>;
const calculate = (values: Form): BrrrResult => calculateBrrr(definedOnly(values) as BrrrInput);

describe('useLiveCalculation', () => {
  it('returns the engine result for valid input', () => {
    const { result } = renderHook(() => useLiveCalculation(calculate, { ...brrrDefaults() }));
    expect(result.current.result).toEqual(calculateBrrr(brrrDefaults()));
    expect(result.current.stale).toBe(false);
    expect(result.current.fieldErrors).toEqual({});
  });

  it('keeps the last valid result, marked stale, while a required field is empty', () => {
    const { result, rerender } = renderHook(({ values }: { values: Form }) => useLiveCalculation(calculate, values, ['purchasePrice']), {
      initialProps: { values: { ...brrrDefaults() } as Form },
    });
    const valid = result.current.result;
    rerender({ values: { ...brrrDefaults(), purchasePrice: undefined } });
    expect(result.current.fieldErrors).toEqual({ purchasePrice: EMPTY_FIELD_MESSAGE });
    expect(result.current.stale).toBe(true);
    expect(result.current.result).toBe(valid);
  });

  it('hands back the inputs of the result it shows, so charts never mix in the invalid value', () => {
    const valid = { ...brrrDefaults() } as Form;
    const { result, rerender } = renderHook(({ values }: { values: Form }) => useLiveCalculation(calculate, values), {
      initialProps: { values: valid },
    });
    expect(result.current.inputs).toBe(valid);
    rerender({ values: { ...brrrDefaults(), afterRepairValue: 0 } });
    expect(result.current.stale).toBe(true);
    expect(result.current.inputs).toBe(valid);
    expect(result.current.inputs?.afterRepairValue).toBe(brrrDefaults().afterRepairValue);
  });

  it("shows the engine's message on the field it names", () => {
    const { result } = renderHook(() => useLiveCalculation(calculate, { ...brrrDefaults(), wholesaleFeePercent: 60 }));
    expect(result.current.fieldErrors).toEqual({ wholesaleFeePercent: 'Must be at most 50.' });
    expect(result.current.result).toBeNull();
  });

  it('turns any other failure into the form-level calculation error', () => {
    const failing = (): never => {
      throw new Error('boom');
    };
    const { result } = renderHook(() => useLiveCalculation(failing, {}));
    expect(result.current.formError).toBe(CALCULATION_ERROR);
  });

  it('writes field messages as sentences', () => {
    expect(fieldMessage('must be zero or more')).toBe('Must be zero or more.');
    expect(fieldMessage('Invalid input: expected number, received undefined')).toBe(EMPTY_FIELD_MESSAGE);
  });
});
