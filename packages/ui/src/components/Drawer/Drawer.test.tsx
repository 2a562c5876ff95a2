import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';
import * as styles from './Drawer.css';

describe('Drawer', () => {
  it('opens from its trigger as a left-side dialog and closes with the × button', async () => {
    const user = userEvent.setup();
    render(
      <Drawer title="Menu" trigger={<button type="button">Open menu</button>}>
        <a href="#dashboard">Dashboard</a>
      </Drawer>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.className).toBe(styles.panel({ side: 'left' }));
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
