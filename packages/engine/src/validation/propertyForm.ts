import { PROPERTY_FORM_TYPES, type PropertyFormType } from '../domain/property';
import { formError, type FormError } from './messages';
import { parseDecimalText, parseIntegerText, type ParsedNumber } from './numbers';

/** A property as the manual form or a CSV row gives it, parsed. Money in USD; area in square feet. */
export interface NewPropertyFields {
  address: string;
  city: string;
  state: string;
  zip?: string;
  propertyType?: PropertyFormType;
  units?: number;
  yearBuilt?: number;
  squareFeet?: number;
  purchasePrice?: number;
  monthlyRent?: number;
}

/** The raw form: every field as typed (numbers are accepted too). */
export type RawPropertyFields = Partial<Record<keyof NewPropertyFields, string | number | null | undefined>>;

/** One problem with one field. */
export interface FieldError {
  readonly field: keyof NewPropertyFields;
  readonly message: string;
}

/** Names of the fields as a person reads them. */
export const PROPERTY_FIELD_LABELS: Readonly<Record<keyof NewPropertyFields, string>> = {
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  propertyType: 'Property type',
  units: 'Units',
  yearBuilt: 'Year built',
  squareFeet: 'Square feet',
  purchasePrice: 'Purchase price',
  monthlyRent: 'Monthly rent',
};

/** The earliest year built the form accepts. */
export const EARLIEST_YEAR_BUILT = 1700;

export interface PropertyFieldOptions {
  /** The current year (for the latest acceptable year built: this year + 5). Defaults to the clock's UTC year. */
  readonly currentYear?: number;
}

function text(raw: string | number | null | undefined): string {
  return raw == null ? '' : String(raw).trim();
}

/**
 * Parses and checks every property field, collecting every problem:
 * address, city and state required; state two letters (upper-cased); ZIP five digits;
 * property type one of the form's types (a label such as 'Multi Family' is accepted);
 * units, year built and square feet whole numbers; purchase price and monthly rent
 * decimals ('$1,250,000' accepted); numbers zero or more; year built 1700 to this year + 5.
 * Empty optional fields stay undefined.
 */
export function checkPropertyFields(
  raw: RawPropertyFields,
  options: PropertyFieldOptions = {},
): { value: NewPropertyFields | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: keyof NewPropertyFields, message: string) =>
    errors.push({ field, message: `${PROPERTY_FIELD_LABELS[field]} ${message}.` });

  const address = text(raw.address);
  const city = text(raw.city);
  const state = text(raw.state).toUpperCase();
  if (address === '') fail('address', 'is required');
  if (city === '') fail('city', 'is required');
  if (state === '') fail('state', 'is required');
  else if (!/^[A-Z]{2}$/.test(state)) fail('state', 'must be a two-letter code such as NY');

  const zip = text(raw.zip);
  if (zip !== '' && !/^\d{5}$/.test(zip)) fail('zip', 'must be 5 digits');

  const typeText = text(raw.propertyType).toLowerCase().replace(/[\s_]+/g, '-');
  let propertyType: PropertyFormType | undefined;
  if (typeText !== '') {
    if ((PROPERTY_FORM_TYPES as readonly string[]).includes(typeText)) propertyType = typeText as PropertyFormType;
    else fail('propertyType', `must be one of ${PROPERTY_FORM_TYPES.join(', ')}`);
  }

  const number = (field: keyof NewPropertyFields, parsed: ParsedNumber): number | undefined => {
    if (!parsed.ok) {
      fail(field, parsed.message);
      return undefined;
    }
    if (parsed.value !== undefined && parsed.value < 0) {
      fail(field, 'must be zero or more');
      return undefined;
    }
    return parsed.value;
  };
  const units = number('units', parseIntegerText(raw.units));
  const yearBuilt = number('yearBuilt', parseIntegerText(raw.yearBuilt));
  const squareFeet = number('squareFeet', parseIntegerText(raw.squareFeet));
  const purchasePrice = number('purchasePrice', parseDecimalText(raw.purchasePrice));
  const monthlyRent = number('monthlyRent', parseDecimalText(raw.monthlyRent));
  const latestYear = (options.currentYear ?? new Date().getUTCFullYear()) + 5;
  if (yearBuilt !== undefined && (yearBuilt < EARLIEST_YEAR_BUILT || yearBuilt > latestYear)) {
    fail('yearBuilt', `must be between ${EARLIEST_YEAR_BUILT} and ${latestYear}`);
  }

  if (errors.length > 0) return { value: null, errors };
  const value: NewPropertyFields = { address, city, state };
  if (zip !== '') value.zip = zip;
  if (propertyType !== undefined) value.propertyType = propertyType;
  if (units !== undefined) value.units = units;
  if (yearBuilt !== undefined) value.yearBuilt = yearBuilt;
  if (squareFeet !== undefined) value.squareFeet = squareFeet;
  if (purchasePrice !== undefined) value.purchasePrice = purchasePrice;
  if (monthlyRent !== undefined) value.monthlyRent = monthlyRent;
  return { value, errors };
}

export type ParsedPropertyForm =
  | { readonly ok: true; readonly value: NewPropertyFields }
  | { readonly ok: false; readonly error: FormError; readonly fieldErrors: readonly FieldError[] };

/**
 * Parses the manual Add Property form. When address, city or state is missing the toast
 * is 'Missing required fields: Address, city, and state are required.'; other problems
 * give 'Invalid property details' and a message per field.
 *
 * @example
 * parsePropertyForm({ address: '12 Main St', city: 'Brooklyn', state: 'ny', purchasePrice: '$650,000', units: '' })
 * // { ok: true, value: { address: '12 Main St', city: 'Brooklyn', state: 'NY', purchasePrice: 650000 } }
 */
export function parsePropertyForm(raw: RawPropertyFields, options: PropertyFieldOptions = {}): ParsedPropertyForm {
  const { value, errors } = checkPropertyFields(raw, options);
  if (value) return { ok: true, value };
  const requiredMissing = errors.some((e) => e.message.endsWith('is required.'));
  const error = formError(requiredMissing ? 'propertyRequired' : 'propertyInvalid', errors.map((e) => e.field));
  return { ok: false, error, fieldErrors: errors };
}
