import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { Select } from './Select';

const options = [
  { value: 'admin', label: 'Admin' },
  { value: 'analyst', label: 'Analyst' },
];

describe('Select', () => {
  it('is a combobox labelled by its Field and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Field label="Role" error="Choose a role">
        <Select options={options} placeholder="Choose a role" onValueChange={onValueChange} />
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    await user.click(trigger);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Admin' }));
    expect(onValueChange).toHaveBeenCalledWith('admin');
    expect(trigger.textContent).toContain('Admin');
  });
});
