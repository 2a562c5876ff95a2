import { useId } from 'react';
import { CRITERIA_GROUPS, SCREEN_BOROUGHS, type CriterionField, type ScreenFiltersView } from './screeningTypes';
import * as styles from './Screening.css';

export const CRITERIA_TEXT = {
  title: 'Criteria',
  boroughs: 'Boroughs',
  restsOn: (dataset: string) => `rests on ${dataset}`,
  yes: 'Yes',
} as const;

const listText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const scalarText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The filters with `key` set to `value`, or without it when the value is empty. */
export function withCriterion(filters: ScreenFiltersView, field: CriterionField, raw: string | boolean): ScreenFiltersView {
  const next: Record<string, unknown> = { ...filters };
  delete next[field.key];
  if (field.kind === 'flag') {
    if (raw === true) next[field.key] = true;
    return next;
  }
  const text = String(raw).trim();
  if (text === '') return next;
  if (field.kind === 'number') {
    const value = Number(text);
    // A half-typed number stays as text so the server names the field (never silently dropped).
    next[field.key] = Number.isFinite(value) ? value : text;
  } else if (field.kind === 'list') {
    next[field.key] = text.split(',').map((part) => part.trim()).filter(Boolean);
  } else {
    next[field.key] = text;
  }
  return next;
}

export interface CriteriaBuilderProps {
  filters: ScreenFiltersView;
  onFiltersChange: (filters: ScreenFiltersView) => void;
  /** Field errors from the server (`body.filters.<key>` → message). */
  fieldErrors?: Readonly<Record<string, string>>;
}

/** The list's criteria: boroughs, the building, sales and distress signals, each naming the dataset it rests on. */
export function CriteriaBuilder({ filters, onFiltersChange, fieldErrors = {} }: CriteriaBuilderProps) {
  const id = useId();
  const boroughs = Array.isArray(filters.boroughs) ? (filters.boroughs as string[]) : [];
  const toggleBorough = (code: string) => {
    const next = boroughs.includes(code) ? boroughs.filter((each) => each !== code) : [...boroughs, code];
    const rest: Record<string, unknown> = { ...filters };
    delete rest.boroughs;
    onFiltersChange(next.length > 0 ? { ...rest, boroughs: next } : rest);
  };
  const errorOf = (key: string) => fieldErrors[`body.filters.${key}`];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {CRITERIA_TEXT.title}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupTitle}>
          {CRITERIA_TEXT.boroughs} <span className={styles.source}>{CRITERIA_TEXT.restsOn('PLUTO')}</span>
        </legend>
        {SCREEN_BOROUGHS.map((borough) => (
          <label key={borough.code} className={styles.check}>
            <input type="checkbox" checked={boroughs.includes(borough.code)} onChange={() => toggleBorough(borough.code)} />
            {borough.name}
          </label>
        ))}
      </fieldset>
      {CRITERIA_GROUPS.map((group) => (
        <fieldset key={group.title} className={styles.fieldset}>
          <legend className={styles.groupTitle}>{group.title}</legend>
          <div className={styles.grid}>
            {group.fields.map((field) => {
              const inputId = `${id}-${field.key}`;
              const error = errorOf(field.key);
              const describedBy = `${inputId}-source${error ? ` ${inputId}-error` : ''}`;
              if (field.kind === 'flag') {
                return (
                  <div key={field.key} className={styles.field}>
                    <label className={styles.check}>
                      <input
                        id={inputId}
                        type="checkbox"
                        aria-describedby={describedBy}
                        checked={filters[field.key] === true}
                        onChange={(event) => onFiltersChange(withCriterion(filters, field, event.currentTarget.checked))}
                      />
                      {field.label}
                    </label>
                    <span id={`${inputId}-source`} className={styles.source}>
                      {CRITERIA_TEXT.restsOn(field.dataset)}
                    </span>
                    {error ? <span id={`${inputId}-error`} role="alert">{error}</span> : null}
                  </div>
                );
              }
              return (
                <div key={field.key} className={styles.field}>
                  <label htmlFor={inputId}>{field.label}</label>
                  <input
                    id={inputId}
                    className={styles.input}
                    type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'}
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    placeholder={field.hint}
                    aria-describedby={describedBy}
                    aria-invalid={error ? true : undefined}
                    value={field.kind === 'list' ? listText(filters[field.key]) : scalarText(filters[field.key])}
                    onChange={(event) => onFiltersChange(withCriterion(filters, field, event.currentTarget.value))}
                  />
                  <span id={`${inputId}-source`} className={styles.source}>
                    {CRITERIA_TEXT.restsOn(field.dataset)}
                  </span>
                  {error ? <span id={`${inputId}-error`} role="alert">{error}</span> : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
