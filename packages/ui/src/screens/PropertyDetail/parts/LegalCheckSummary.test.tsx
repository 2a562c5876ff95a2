import { render, screen } from '@testing-library/react';
import { LEGAL_MATTERS, legalCheck } from '@rei/engine';
import { describe, expect, it } from 'vitest';
import { LegalCheckSummary } from './LegalCheckSummary';

const ALL_KEYS = LEGAL_MATTERS.flatMap((matter) => matter.datasets);

describe('LegalCheckSummary', () => {
  it('says each matter’s state once: the badge names it, the line after it gives only the reason', () => {
    const check = legalCheck({
      record: { missingDatasets: [...ALL_KEYS], unreachableDatasets: ['evictions'], checkedDatasets: [] },
      found: { taxLien: { status: 'On lien sale list (2024)', source: 'DOF Tax Lien Sale Lists' } },
    });
    render(<LegalCheckSummary check={check} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toBe('Evictions: Not checked — Marshal Evictions could not be reached.');
    expect(items[1]).toBe('Tax liens: Found — On lien sale list (2024) (DOF Tax Lien Sale Lists).');
    for (const text of items) {
      expect(text).not.toMatch(/not checked\s+not checked/i);
      expect(text).not.toMatch(/found\s+found/i);
      expect(text).not.toMatch(/none found\s+checked, none found/i);
    }
  });
});
