import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pagerSummary } from './Pager';
import { ariaSortOf, nextSort } from './SortableHeader';

describe('Pager', () => {
  it('says which rows are shown, clamped to the total', () => {
    expect(pagerSummary(1, 50, 10_000)).toBe('Showing 1–50 of 10,000');
    expect(pagerSummary(3, 50, 120, 'users')).toBe('Showing 101–120 of 120 users');
    expect(pagerSummary(1, 50, 0)).toBe('Nothing to show');
  });

  it('moves one page at a time and disables the buttons at the ends', () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} pageSize={10} total={25} onPageChange={onPageChange} label="User pages" />);
    expect(screen.getByRole('navigation', { name: 'User pages' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('ignores clicks while busy', () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pageSize={10} total={25} onPageChange={onPageChange} busy />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

describe('sortable headers', () => {
  it('flips the sorted column and starts another column in its first direction', () => {
    expect(nextSort({ key: 'email', direction: 'asc' }, 'email')).toEqual({ key: 'email', direction: 'desc' });
    expect(nextSort({ key: 'email', direction: 'desc' }, 'createdAt', 'desc')).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(ariaSortOf('email', { key: 'email', direction: 'desc' })).toBe('descending');
    expect(ariaSortOf('name', { key: 'email', direction: 'desc' })).toBe('none');
  });
});
