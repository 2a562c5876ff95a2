import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discrepancyStatusOfLevel, type AuditStatusReason } from '@rei/engine';
import { DiscrepancyIndicator } from './DiscrepancyIndicator';

const warning = (reasons: AuditStatusReason[]) => ({ ...discrepancyStatusOfLevel('warning'), reasons });

describe('DiscrepancyIndicator', () => {
  it('names a discrepancy by its size: OK to 5 %, Watch to 15 %, Flagged above', () => {
    const { rerender } = render(<DiscrepancyIndicator percentage={3} />);
    expect(screen.getByText(/OK/).textContent).toBe('3.0% · OK');
    rerender(<DiscrepancyIndicator percentage={-12} />);
    expect(screen.getByText(/Watch/).textContent).toBe('-12.0% · Watch');
    rerender(<DiscrepancyIndicator percentage={19.78} status={warning(['cash-flow-differs'])} />);
    expect(screen.getByText(/Flagged/).textContent).toBe('19.8% · Flagged');
  });

  it('calls a warning from the market data alone on an audit not flagged Review, with its reasons, never Flagged', () => {
    render(<DiscrepancyIndicator percentage={0} flagged={false} status={warning(['rent-outside-market-band', 'market-cash-flow-differs'])} />);
    const text = screen.getByText(/Review/).textContent ?? '';
    expect(text).toBe('0.0% · Review: rent outside the market range; cash flow at market rent differs by more than 15%');
    expect(text).not.toContain('Flagged');
  });

  it('keeps Flagged for an audit whose stored flag is set, whatever its discrepancy', () => {
    render(<DiscrepancyIndicator percentage={0} flagged status={warning(['rent-outside-market-band'])} />);
    expect(screen.getByText(/Flagged/).textContent).toBe('0.0% · Flagged: rent outside the market range');
  });
});
