import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_KEYS_TEXT, ApiKeysPanel, type ApiKeyView } from './ApiKeysPanel';

const key: ApiKeyView = {
  id: 4,
  name: 'Nightly CRM sync',
  scope: 'read',
  prefix: 'rei_Xb3kPq9a',
  createdBy: { id: 1, name: 'Kay Owner' },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-02-18T10:00:00.000Z',
  status: 'active',
};

describe('ApiKeysPanel', () => {
  it('lists each key by prefix with its access, creator, use and expiry', () => {
    render(<ApiKeysPanel keys={[key, { ...key, id: 5, name: 'Old', status: 'suspended', lastUsedAt: '2026-11-27T08:00:00.000Z' }]} />);
    const row = screen.getByRole('row', { name: /Nightly CRM sync/ });
    expect(within(row).getByText('rei_Xb3kPq9a…')).toBeTruthy();
    expect(within(row).getByText('Read only')).toBeTruthy();
    expect(within(row).getByText('never')).toBeTruthy();
    expect(within(row).getByText('2027-02-18')).toBeTruthy();
    expect(screen.getByText(API_KEYS_TEXT.suspendedHint)).toBeTruthy();
  });

  it('refuses an empty name at the field and sends a named key with its access and expiry', () => {
    const onCreate = vi.fn();
    render(<ApiKeysPanel keys={[]} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('button', { name: API_KEYS_TEXT.create }));
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByText('Name the key: what will use it?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Key name/), { target: { value: '  Zapier  ' } });
    fireEvent.click(screen.getByRole('button', { name: API_KEYS_TEXT.create }));
    expect(onCreate).toHaveBeenCalledWith({ name: 'Zapier', scope: 'read', expiresInDays: 90 });
  });

  it('shows a new key once with the warning; a locked plan shows the reason instead of the form', () => {
    const { rerender } = render(<ApiKeysPanel keys={[key]} createdKey={{ name: 'Zapier', key: 'rei_secret' }} onCreate={vi.fn()} />);
    expect(within(screen.getByRole('alert')).getByText('rei_secret')).toBeTruthy();
    rerender(<ApiKeysPanel keys={[]} lockedReason="API keys come with the Hunter plan." onCreate={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toBe('API keys come with the Hunter plan.');
    expect(screen.queryByRole('button', { name: API_KEYS_TEXT.create })).toBeNull();
  });
});
