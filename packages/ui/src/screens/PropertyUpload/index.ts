export { PropertyUploadScreen, type PropertyUploadScreenProps } from './PropertyUploadScreen';
export { CsvUploadForm, type CsvSelection, type CsvUploadFormProps, type ImportProblems } from './CsvUploadForm';
export { ManualEntryForm, type ManualEntryFormProps } from './ManualEntryForm';
export { UPLOAD_TABS, UPLOAD_TEXT, type UploadTab } from './uploadText';
