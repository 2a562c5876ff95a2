import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

function renderRemove(onConfirm = vi.fn(), onCancel = vi.fn()) {
  render(
    <AlertDialog
      trigger={<Button variant="danger">Remove</Button>}
      title="Remove member?"
      description="Jane Doe loses access to Acme Capital."
      confirmLabel="Remove"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('AlertDialog', () => {
  it('starts on Cancel and cancels with Escape without confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderRemove();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove member?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.textContent).toContain('Jane Doe loses access');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm once and closes', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderRemove();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Remove');
    if (!confirm) throw new Error('confirm button missing');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
