/** Every string the Upload Properties page shows: manual entry, CSV upload with its preview and row errors (spec 2 §2, §5). */
export const UPLOAD_TEXT = {
  title: 'Upload Properties',
  subtitle: 'Add a property by hand or import many at once from a CSV file.',
  manualTab: 'Manual Entry',
  csvTab: 'CSV Upload',
  addProperty: 'Add Property',
  adding: 'Adding...',
  chooseFile: 'CSV file',
  fileHint: 'Columns: address, city, state (required); zip, property_type, units, year_built, square_feet, purchase_price, monthly_rent.',
  previewTitle: 'Preview',
  previewCaption: (shown: number, total: number) => `First ${shown} of ${total} rows`,
  rowErrorsTitle: 'Rows with problems',
  rowError: (line: number, field: string, message: string) => `Line ${line}, ${field}: ${message}`,
  fixErrors: 'Fix the rows listed above before uploading; nothing is imported while any row has a problem.',
  upload: (count: number) => `Upload ${count} ${count === 1 ? 'Property' : 'Properties'}`,
  uploadNone: 'Upload',
  uploading: 'Uploading properties',
  complete: (count: number) => `Upload complete: ${count} ${count === 1 ? 'property' : 'properties'} imported.`,
  authAddTitle: 'Authentication required',
  authAdd: 'Please log in to add properties.',
  authUpload: 'Please log in to upload properties.',
  readError: 'The file could not be read.',
  serverRefused: (message: string) => `The upload was refused: ${message}`,
  serverErrorsTitle: 'Problems found by the server',
} as const;

/** The two tabs. */
export const UPLOAD_TABS = ['manual', 'csv'] as const;
export type UploadTab = (typeof UPLOAD_TABS)[number];
