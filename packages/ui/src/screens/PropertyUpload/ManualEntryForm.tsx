import { useState, type FormEvent } from 'react';
import {
  PROPERTY_FIELD_LABELS,
  PROPERTY_FORM_TYPES,
  formErrorText,
  parsePropertyForm,
  type FormError,
  type NewPropertyFields,
} from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field, FieldErrors, type FieldErrorMap } from '../../components/Field';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { propertyTypeLabel } from '../PropertyDetail/propertyDetailModel';
import { UPLOAD_TEXT } from './uploadText';
import * as styles from './PropertyUploadScreen.css';

type RawForm = Record<keyof NewPropertyFields, string>;

const EMPTY_FORM: RawForm = {
  address: '',
  city: '',
  state: '',
  zip: '',
  propertyType: '',
  units: '',
  yearBuilt: '',
  squareFeet: '',
  purchasePrice: '',
  monthlyRent: '',
};

const TEXT_FIELDS: readonly { name: keyof NewPropertyFields; inputMode?: 'numeric' | 'decimal'; autoComplete?: string; wide?: boolean; required?: boolean }[] = [
  { name: 'address', autoComplete: 'street-address', wide: true, required: true },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', autoComplete: 'address-level1', required: true },
  { name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code' },
  { name: 'units', inputMode: 'numeric' },
  { name: 'yearBuilt', inputMode: 'numeric' },
  { name: 'squareFeet', inputMode: 'numeric' },
  { name: 'purchasePrice', inputMode: 'decimal' },
  { name: 'monthlyRent', inputMode: 'decimal' },
];

export interface ManualEntryFormProps {
  /** A signed-in user is present; otherwise submitting shows 'Authentication required'. */
  isAuthenticated: boolean;
  onSubmitProperty: (property: NewPropertyFields) => void;
  submitting?: boolean;
  onValidationError?: (error: FormError) => void;
  /** Starting values (stories, edits). */
  defaultValues?: Partial<RawForm>;
  /** The server's reasons for the last refused submit, by field ('units' → 'Units must be at most 10,000'). */
  fieldErrors?: FieldErrorMap | null;
}

/** The manual Add Property form, parsed and checked by the engine's `parsePropertyForm`. */
export function ManualEntryForm({
  isAuthenticated,
  onSubmitProperty,
  submitting = false,
  onValidationError,
  defaultValues,
  fieldErrors = null,
}: ManualEntryFormProps) {
  const [raw, setRaw] = useState<RawForm>({ ...EMPTY_FORM, ...defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const [formFieldErrors, setFieldErrors] = useState<Partial<Record<keyof NewPropertyFields, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isAuthenticated) {
      const error: FormError = { title: UPLOAD_TEXT.authAddTitle, description: UPLOAD_TEXT.authAdd, fields: [] };
      setFormError(formErrorText(error));
      onValidationError?.(error);
      return;
    }
    const parsed = parsePropertyForm(raw);
    if (!parsed.ok) {
      setFormError(formErrorText(parsed.error));
      setFieldErrors(Object.fromEntries(parsed.fieldErrors.map((e) => [e.field, e.message])));
      onValidationError?.(parsed.error);
      return;
    }
    setFormError(null);
    setFieldErrors({});
    onSubmitProperty(parsed.value);
  };

  const set = (name: keyof NewPropertyFields) => (value: string) => setRaw((current) => ({ ...current, [name]: value }));

  return (
    <Card title={UPLOAD_TEXT.manualTab} headingLevel={2}>
      <FieldErrors errors={fieldErrors}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Add a property">
        {formError ? (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        ) : null}
        <div className={styles.grid}>
          {TEXT_FIELDS.map((field) => (
            <div key={field.name} className={field.wide ? styles.wide : undefined}>
              <Field label={PROPERTY_FIELD_LABELS[field.name]} name={field.name} required={field.required} error={formFieldErrors[field.name]}>
                <Input
                  name={field.name}
                  value={raw[field.name]}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete ?? 'off'}
                  onChange={(event) => set(field.name)(event.target.value)}
                />
              </Field>
            </div>
          ))}
          <Field label={PROPERTY_FIELD_LABELS.propertyType} name="propertyType" error={formFieldErrors.propertyType}>
            <Select
              name="propertyType"
              placeholder="Select a type"
              value={raw.propertyType === '' ? undefined : raw.propertyType}
              onValueChange={set('propertyType')}
              options={PROPERTY_FORM_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type) }))}
            />
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={submitting} loadingText={UPLOAD_TEXT.adding}>
            {UPLOAD_TEXT.addProperty}
          </Button>
        </div>
      </form>
      </FieldErrors>
    </Card>
  );
}
