export { Field, type FieldProps } from './Field';
export { useFieldControl, type FieldControlProps } from './fieldContext';
