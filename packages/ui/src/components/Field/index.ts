export { Field, type FieldProps } from './Field';
export { useFieldControl, type FieldControlProps } from './fieldContext';
export { FieldErrors, fieldErrorFor, useServerFieldError, type FieldErrorMap, type FieldErrorsProps } from './fieldErrors';
