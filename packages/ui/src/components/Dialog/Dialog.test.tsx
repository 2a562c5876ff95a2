import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('moves focus inside when opened, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Invite member"
        description="They get an email with a link."
        trigger={<Button>Invite Member</Button>}
        onOpenChange={onOpenChange}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      >
        <label htmlFor="email">Email</label>
        <input id="email" />
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Invite Member' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Dialog open title="Remove member" footer={<Button>Confirm</Button>} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
