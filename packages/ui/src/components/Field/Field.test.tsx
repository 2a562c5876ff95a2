import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input';
import { Field } from './Field';
import { FieldErrors } from './fieldErrors';

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

describe('FieldErrors', () => {
  it('shows the server’s reason at the field it names, body. prefix or not', () => {
    render(
      <FieldErrors errors={{ 'body.zipCode': 'ZIP must be 5 digits', city: 'City is required' }}>
        <Field label="ZIP" name="zipCode">
          <Input />
        </Field>
        <Field label="City" name="city">
          <Input />
        </Field>
        <Field label="Budget" name="budget">
          <Input />
        </Field>
      </FieldErrors>,
    );
    const zip = screen.getByLabelText('ZIP');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ZIP must be 5 digits');
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByLabelText('Budget').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a field’s own error comes first', () => {
    render(
      <FieldErrors errors={{ zipCode: 'from the server' }}>
        <Field label="ZIP" name="zipCode" error="from the form">
          <Input />
        </Field>
      </FieldErrors>,
    );
    expect(screen.getByText('from the form')).toBeTruthy();
    expect(screen.queryByText('from the server')).toBeNull();
  });
});
