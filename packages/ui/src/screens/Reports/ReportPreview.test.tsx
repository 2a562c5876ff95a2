import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportPreview, type ReportPreviewView } from './ReportPreview';

const preview: ReportPreviewView = {
  strategyId: 7,
  strategyType: 'brrr',
  engineVersion: '0.2.0',
  heading: 'BRRRR: refinance, cash left in and the infinite-return test',
  ledgers: [
    {
      key: 'cashLeft',
      title: 'Cash left in the deal',
      lines: [
        { key: 'cashInvested', label: 'Cash invested', amount: 123_000, sign: 1 },
        // A negative figure that adds: the cash flow of the hold was a loss.
        { key: 'holdingCashFlow', label: 'Cash flow while holding', amount: -1_250.5, sign: 1 },
        { key: 'cashOut', label: 'Cash out at the refinance', amount: 80_000, sign: -1 },
      ],
      total: { key: 'cashLeft.total', label: 'Cash left in', amount: 41_749.5 },
      note: null,
    },
  ],
  checks: [],
  schedules: [],
};

describe('ReportPreview', () => {
  it('shows a negative amount that adds as a positive one that subtracts, in signs and in words', () => {
    render(<ReportPreview preview={preview} version={2} />);
    const ledger = screen.getByRole('table', { name: 'Cash left in the deal' });
    const cell = (label: string) => within(ledger).getByRole('rowheader', { name: label }).closest('tr')!.lastElementChild!.textContent;
    expect(cell('Cash invested')).toBe('+ adds $123,000.00');
    expect(cell('Cash flow while holding')).toBe('− subtracts $1,250.50');
    expect(cell('Cash out at the refinance')).toBe('− subtracts $80,000.00');
    expect(within(ledger).getByRole('rowheader', { name: '= Cash left in' }).closest('tr')!.lastElementChild!.textContent).toBe('$41,749.50');
  });
});
