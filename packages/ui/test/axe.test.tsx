import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './axe';

describe('the axe check used by the story harness', () => {
  it('reports a button without an accessible name and an unlabelled input', async () => {
    render(
      <main>
        <button type="button" />
        <input type="text" />
      </main>,
    );
    const violations = await accessibilityViolations();
    expect(violations.some((line) => line.startsWith('button-name'))).toBe(true);
    expect(violations.some((line) => line.startsWith('label'))).toBe(true);
  });

  it('passes a labelled control', async () => {
    render(
      <main>
        <label htmlFor="price">Purchase price</label>
        <input id="price" type="text" />
      </main>,
    );
    expect(await accessibilityViolations()).toEqual([]);
  });
});
