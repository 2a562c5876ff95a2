import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input';
import { Field } from './Field';

describe('Field', () => {
  it('labels the control and links hint and error through aria-describedby', () => {
    render(
      <Field label="Email" hint="We send the invite here." error="Please enter a valid email address" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We send the invite here.', 'Please enter a valid email address']);
  });

  it('leaves a valid control unmarked and keeps an explicit id', () => {
    render(
      <Field label="City" id="city">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
