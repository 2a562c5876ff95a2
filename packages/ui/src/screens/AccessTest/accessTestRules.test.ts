import { describe, expect, it } from 'vitest';
import { ACCESS_TEST_FEATURES } from '@rei/engine';
import { ACCESS_TEST_ROWS, DEVELOPER_ROLE_OPTIONS, lockedFeatureMessage } from './accessTestRules';

describe('access test rows', () => {
  it("shows the engine's access-test features in its order, each with a label and a route", () => {
    expect(ACCESS_TEST_ROWS.map((row) => row.feature)).toEqual([...ACCESS_TEST_FEATURES]);
    for (const row of ACCESS_TEST_ROWS) {
      expect(row.label).not.toBe('');
      expect(row.route.startsWith('/')).toBe(true);
    }
  });

  it('offers no override or any tier as the developer role', () => {
    expect(DEVELOPER_ROLE_OPTIONS.map((option) => option.value)).toEqual(['none', 'scout', 'rookie', 'operator', 'hunter']);
  });

  it('words the locked alert with the feature key', () => {
    expect(lockedFeatureMessage('pdf_export')).toBe('Feature "pdf_export" is not accessible with current role or is disabled.');
  });
});
