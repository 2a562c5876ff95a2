import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { comparedInputKeys, DealComparisonScreen } from './DealComparisonScreen';
import { DealScreen } from './DealScreen';
import { DealsListScreen, type DealsListScreenProps } from './DealsListScreen';
import { DealVersionDiff } from './DealVersionDiff';
import { formatDealFigure, formatDifference, humanizeField, meaningOfChange, unitOfField, type DealView } from './dealTypes';

const version = {
  dealId: 1,
  version: 2,
  strategyId: 11,
  author: { id: 1, name: 'Priya Shah' },
  createdAt: '2026-11-24T14:05:00.000Z',
  comment: 'raised rent',
  sentInputs: { purchasePrice: 500_000 },
  inputs: { purchasePrice: 500_000, interestRate: 7, propertyTax: 6_000 },
  inputSources: { propertyTax: { kind: 'dof-assessment', label: 'DOF assessment FY2023 × class 1 rate', note: null } },
  outputs: { monthlyCashFlow: 250, capRate: 5.5 },
  engineVersion: '0.2.0',
};
const deal: DealView = {
  id: 1,
  name: 'Hold A',
  strategyType: 'buy_hold',
  property: null,
  createdBy: null,
  createdAt: version.createdAt,
  updatedAt: version.createdAt,
  currentVersion: 2,
  headlines: [{ key: 'monthlyCashFlow', label: 'Monthly cash flow', value: 250, unit: 'money' }],
  current: version,
};
const flip: DealView = {
  ...deal,
  id: 2,
  name: 'Flip B',
  strategyType: 'fix_flip',
  headlines: [{ key: 'profit', label: 'Profit', value: null, unit: 'money' }],
  current: { ...version, dealId: 2, inputs: { purchasePrice: 400_000 } },
};
const versions = [
  { ...version, version: 2 },
  { ...version, version: 1, comment: null },
];

function listProps(overrides: Partial<DealsListScreenProps> = {}): DealsListScreenProps {
  return {
    deals: [deal, flip],
    total: 2,
    page: 1,
    pageSize: 25,
    onPageChange: vi.fn(),
    sort: { key: 'updatedAt', direction: 'desc' },
    onSortChange: vi.fn(),
    strategy: null,
    onStrategyChange: vi.fn(),
    search: '',
    onSearchChange: vi.fn(),
    dealHref: (each) => `/deals/${each.id}`,
    onCompare: vi.fn(),
    ...overrides,
  };
}

describe('deal figures', () => {
  it('colours a change by what it means, not by its sign', () => {
    expect(meaningOfChange('monthlyCashFlow', 10)).toBe('better');
    expect(meaningOfChange('monthlyCashFlow', -10)).toBe('worse');
    expect(meaningOfChange('totalProjectCost', 10)).toBe('worse');
    expect(meaningOfChange('annualOperatingExpenses', -10)).toBe('better');
    expect(meaningOfChange('notes', 10)).toBe('neutral');
    expect(meaningOfChange('monthlyCashFlow', 0)).toBe('neutral');
  });

  it('reads units from field names and signs differences', () => {
    expect(unitOfField('monthlyRent')).toBe('money');
    expect(unitOfField('capRate')).toBe('percent');
    expect(unitOfField('dscr')).toBe('ratio');
    // walkthrough findings: a vacancy loss is dollars, a down payment percent a share
    expect(unitOfField('monthlyVacancyLoss')).toBe('money');
    expect(unitOfField('downPaymentPercent')).toBe('percent');
    expect(unitOfField('balloonYear')).toBe('count');
    expect(unitOfField('interestRate')).toBe('percent');
    expect(unitOfField('monthlyMortgagePayment')).toBe('money');
    expect(humanizeField('dscr')).toBe('DSCR');
    expect(humanizeField('annualizedRoi')).toBe('Annualized ROI');
    // walkthrough findings (a saved flip's outputs): the 70 % rule and the contingency in dollars
    expect(humanizeField('meets70PercentRule')).toBe('Meets 70 percent rule');
    expect(unitOfField('contingency')).toBe('money');
    expect(formatDealFigure('high_risk', 'text')).toBe('High risk');
    expect(formatDifference(-0.4, 'percent')).toBe('−0.40 pts');
    expect(formatDifference(0, 'money')).toBe('no change');
  });
});

describe('DealsListScreen', () => {
  it('offers Compare only for 2 to 6 selected rows and sends their ids', async () => {
    const props = listProps();
    render(<DealsListScreen {...props} />);
    const compare = screen.getByRole('button', { name: /^Compare/ });
    expect(compare).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Hold A to compare' }));
    expect(screen.getByRole('button', { name: 'Compare 1 deals' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Flip B to compare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare 2 deals' }));
    expect(props.onCompare).toHaveBeenCalledWith([1, 2]);
  });

  it('filters by strategy and name and labels standalone deals', async () => {
    const props = listProps();
    render(<DealsListScreen {...props} />);
    expect(screen.getAllByText('Standalone')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Strategy' }), 'fix_flip');
    expect(props.onStrategyChange).toHaveBeenCalledWith('fix_flip');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'H');
    expect(props.onSearchChange).toHaveBeenCalledWith('H');
    expect(within(screen.getByRole('row', { name: /Flip B/ })).getByText(/not computed/)).toBeTruthy();
  });

  it('shows the empty state only when nothing is filtered', () => {
    const { rerender } = render(<DealsListScreen {...listProps({ deals: [], total: 0 })} />);
    expect(screen.getByRole('heading', { name: 'No deals yet' })).toBeTruthy();
    rerender(<DealsListScreen {...listProps({ deals: [], total: 0, strategy: 'brrr' })} />);
    expect(screen.getByText('No deal matches these filters.')).toBeTruthy();
  });
});

describe('DealScreen', () => {
  it('shows each input with its source and renames the deal', async () => {
    const onRename = vi.fn();
    render(<DealScreen deal={deal} versions={versions} calculatorHref="/calculator/buy-hold?dealId=1" onRename={onRename} />);
    expect(within(screen.getByRole('row', { name: /Property tax/ })).getByText('DOF assessment FY2023 × class 1 rate')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Purchase price/ })).getByText('your input')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Interest rate/ })).getByText('default')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Deal name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Hold A (7 %)');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onRename).toHaveBeenCalledWith('Hold A (7 %)');
  });

  it('a deal the viewer cannot change says so and offers no rename or delete', () => {
    render(<DealScreen deal={{ ...deal, canEdit: false }} versions={versions} calculatorHref="/c" onRename={vi.fn()} onDelete={vi.fn()} onDuplicate={vi.fn()} />);
    expect(screen.getByText(/Only the analyst who created it, or an owner or admin/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });

  it('asks before deleting and compares two chosen versions oldest first', async () => {
    const onDelete = vi.fn();
    const onCompareVersions = vi.fn();
    render(<DealScreen deal={deal} versions={versions} calculatorHref="/c" onDelete={onDelete} onCompareVersions={onCompareVersions} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete deal' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Show what changed' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select version 2 to compare' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select version 1 to compare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show what changed' }));
    expect(onCompareVersions).toHaveBeenCalledWith(1, 2);
  });

  it('says when an older version is shown and when recomputing moved the numbers', () => {
    const older = { ...version, version: 1, outputs: { monthlyCashFlow: 200 } };
    render(
      <DealScreen
        deal={deal}
        version={older}
        versions={versions}
        calculatorHref="/c"
        recompute={{ dealId: 1, version: 1, savedEngineVersion: '0.1.0', currentEngineVersion: '0.2.0', moved: true, changes: [{ field: 'monthlyCashFlow', from: 200, to: 180, difference: -20 }], outputs: {} }}
      />,
    );
    expect(screen.getByText(/You are viewing version 1 of 2 — older than the current one/)).toBeTruthy();
    expect(screen.getByText(/The numbers moved: 1 output differ/)).toBeTruthy();
    expect(screen.getByText('worse for the deal')).toBeTruthy();
  });

  it('reads "Deal not found" for a missing deal', () => {
    render(<DealScreen deal={null} notFound calculatorHref="/c" />);
    expect(screen.getByRole('heading', { name: 'Deal not found' })).toBeTruthy();
  });
});

describe('DealVersionDiff and DealComparisonScreen', () => {
  it('leaves input changes uncoloured and colours a falling cash flow as worse', () => {
    render(
      <DealVersionDiff
        diff={{ dealId: 1, from: 1, to: 2, inputs: [{ field: 'purchasePrice', from: 500_000, to: 520_000, difference: 20_000 }], outputs: [{ field: 'monthlyCashFlow', from: 250, to: 100, difference: -150 }] }}
      />,
    );
    expect(within(screen.getByRole('row', { name: /Purchase price/ })).queryByText(/better|worse/)).toBeNull();
    expect(within(screen.getByRole('row', { name: /Monthly cash flow/ })).getByText('worse for the deal')).toBeTruthy();
  });

  it('shows a missing figure as "—" with its reason, never 0', () => {
    render(<DealComparisonScreen deals={[deal, flip]} dealHref={(each) => `/deals/${each.id}`} />);
    const profit = screen.getByRole('row', { name: /^Profit/ });
    expect(within(profit).getByText('not a Buy & Hold figure')).toBeTruthy();
    expect(within(profit).getByText('could not be computed')).toBeTruthy();
    expect(profit.textContent).not.toMatch(/\$0/);
  });

  it('shows every input that sets two deals apart: a duplicate with its vacancy changed shows the vacancy', () => {
    const copy: DealView = { ...deal, id: 3, name: 'Hold A (copy)', current: { ...deal.current, dealId: 3, inputs: { ...deal.current.inputs, vacancyRate: 8 } } };
    const original: DealView = { ...deal, current: { ...deal.current, inputs: { ...deal.current.inputs, vacancyRate: 5 } } };
    render(<DealComparisonScreen deals={[original, copy]} dealHref={(each) => `/deals/${each.id}`} />);
    const vacancy = screen.getByRole('row', { name: /^Vacancy rate/ });
    expect(vacancy.textContent).toContain('5.00%');
    expect(vacancy.textContent).toContain('8.00%');
    // an input the two deals share beyond the key inputs is not repeated
    expect(comparedInputKeys([original, copy]).filter((key) => key === 'vacancyRate')).toHaveLength(1);
  });
});
