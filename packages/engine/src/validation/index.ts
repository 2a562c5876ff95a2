/** Form, onboarding and CSV validation with the product's messages. */
export { FORM_MESSAGES, formError, formErrorText, type FormError, type FormMessageKey } from './messages';
export {
  ONBOARDING,
  clampBudget,
  isBudgetMoreThanMax,
  isCityName,
  onboardingProgress,
  onboardingStepAfter,
  validateOnboardingStep,
  type OnboardingAnswers,
} from './onboarding';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';
export {
  isEmail,
  validateInvite,
  validateLogin,
  validateRegister,
  validateSearchQuery,
  type InviteFields,
  type LoginFields,
  type RegisterFields,
} from './forms';
export { parseDecimalText, parseIntegerText, type ParsedNumber } from './numbers';
export {
  EARLIEST_YEAR_BUILT,
  PROPERTY_FIELD_LABELS,
  checkPropertyFields,
  parsePropertyForm,
  type FieldError,
  type NewPropertyFields,
  type ParsedPropertyForm,
  type PropertyFieldOptions,
  type RawPropertyFields,
} from './propertyForm';
export {
  CSV_COLUMNS,
  CSV_PREVIEW_ROWS,
  CsvRecordReader,
  REQUIRED_CSV_COLUMNS,
  parseCsv,
  parsePropertyCsv,
  readPropertyCsvHeader,
  readPropertyCsvRow,
  type PropertyCsvHeader,
  previewCsv,
  validateCsvFile,
  type CsvColumn,
  type CsvError,
  type CsvPropertyRow,
  type CsvRecord,
  type ParsedPropertyCsv,
} from './csv';
export {
  PROPERTY_IMPORT_LISTED_ERRORS,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_JSON_BYTES,
  PROPERTY_IMPORT_MAX_ROWS,
  formatFileSize,
  importProblemsCaption,
  importTooLargeMessage,
  importTooManyRowsMessage,
} from './importLimits';
