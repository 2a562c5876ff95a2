import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGAL_MATTERS, legalCheck, type LegalCheckInput } from './legalCheck';

const ALL_KEYS = LEGAL_MATTERS.flatMap((m) => m.datasets);
const everythingChecked: LegalCheckInput['record'] = {
  missingDatasets: [],
  unreachableDatasets: [],
  checkedDatasets: [
    { dataset: 'evictions', title: 'Marshal Evictions', asOf: '2024-10-01' },
    { dataset: 'soda:9rz4-mjek', title: 'DOF Tax Lien Sale Lists', asOf: '2024-05-01' },
    { dataset: 'acris-master', title: 'ACRIS Real Property Master', asOf: '2024-09-30' },
    { dataset: 'acris-legals', title: 'ACRIS Real Property Legals', asOf: '2024-09-30' },
    { dataset: 'acris-parties', title: 'ACRIS Real Property Parties', asOf: '2024-09-30' },
  ],
};

describe('legalCheck: three states, never two', () => {
  it('says clear only when every dataset was checked, and cites each with its as-of date', () => {
    const check = legalCheck({ record: everythingChecked, found: {} });
    expect(check.verdict).toBe('clear');
    expect(check.matters.map((m) => m.state)).toEqual(['none_found', 'none_found', 'none_found']);
    expect(check.matters[1]!.sentence).toBe('Tax liens: checked, none found (DOF Tax Lien Sale Lists, as of 2024-05-01).');
    expect(check.headline).toBe('Checked, none found: evictions, tax liens, foreclosure.');
  });

  it('with live lookups unreachable and nothing imported, nothing is clear and nothing is "none found"', () => {
    const check = legalCheck({ record: { missingDatasets: [...ALL_KEYS], unreachableDatasets: [...ALL_KEYS], checkedDatasets: [] }, found: {} });
    expect(check.verdict).toBe('incomplete');
    expect(check.matters.every((m) => m.state === 'not_checked')).toBe(true);
    expect(check.matters[0]!.sentence).toBe('Evictions: not checked — Marshal Evictions could not be reached.');
    expect(`${check.headline} ${check.matters.map((m) => m.sentence).join(' ')}`).not.toMatch(/clear|none found|no .* found/i);
    expect(check.headline).toContain('Legal status unknown until they are checked.');
  });

  it('the detail is the sentence after its label and state words, so a screen that badges the state never says it twice', () => {
    const found = { taxLien: { status: 'On lien sale list (2024)', source: null } };
    const unreachable = legalCheck({ record: { missingDatasets: ['evictions'], unreachableDatasets: ['evictions'], checkedDatasets: everythingChecked!.checkedDatasets }, found });
    const [eviction, taxLien, foreclosure] = unreachable.matters;
    expect(eviction).toMatchObject({ state: 'not_checked', detail: '— Marshal Evictions could not be reached.' });
    expect(taxLien).toMatchObject({ state: 'found', detail: '— On lien sale list (2024) (property record in REI).' });
    expect(foreclosure!.state).toBe('none_found');
    expect(foreclosure!.detail).toMatch(/^\(ACRIS Real Property/);
    const words = { found: 'found', none_found: 'checked, none found', not_checked: 'not checked' } as const;
    for (const matter of [...unreachable.matters, ...legalCheck({ record: null, found: {} }).matters]) {
      expect(matter.sentence).toBe(`${matter.label}: ${words[matter.state]} ${matter.detail}`);
      expect(matter.detail).not.toMatch(/^(found|checked|not checked)/i);
    }
  });

  it('a property with no public record at all is not checked', () => {
    const check = legalCheck({ record: null, found: {} });
    expect(check.verdict).toBe('incomplete');
    expect(check.matters[2]!.notChecked.map((gap) => gap.reason)).toEqual(['no_record', 'no_record', 'no_record']);
  });

  it('a found matter is found with its source, whatever else was checked', () => {
    const check = legalCheck({ record: { missingDatasets: ['evictions'], checkedDatasets: [] }, found: { taxLien: { status: 'On lien sale list (2024)', source: 'DOF Tax Lien Sale Lists (9rz4-mjek), as of 2024-05-01' } } });
    expect(check.verdict).toBe('found');
    expect(check.matters[1]).toMatchObject({ state: 'found', sentence: 'Tax liens: found — On lien sale list (2024) (DOF Tax Lien Sale Lists (9rz4-mjek), as of 2024-05-01).' });
    expect(check.matters[0]!.state).toBe('not_checked');
    expect(check.headline).toContain('Not checked: evictions');
  });

  it('law: the verdict is clear exactly when no matter is found and no dataset was missing or unreachable', () => {
    fc.assert(
      fc.property(fc.subarray(ALL_KEYS), fc.subarray(ALL_KEYS), fc.subarray(['eviction', 'taxLien', 'foreclosure'] as const), (missing, unreachable, foundKinds) => {
        const found = Object.fromEntries(foundKinds.map((kind) => [kind, { status: 'on record', source: null }]));
        const check = legalCheck({ record: { missingDatasets: missing, unreachableDatasets: unreachable, checkedDatasets: [] }, found });
        expect(check.verdict === 'clear').toBe(missing.length === 0 && unreachable.length === 0 && foundKinds.length === 0);
        expect(check.verdict === 'found').toBe(foundKinds.length > 0);
        for (const matter of check.matters) expect(matter.state === 'none_found').toBe(matter.notChecked.length === 0 && !foundKinds.includes(matter.kind));
      }),
    );
  });
});
