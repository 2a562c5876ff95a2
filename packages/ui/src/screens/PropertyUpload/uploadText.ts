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
  fixErrors: 'No row of this file can be imported. Fix the rows listed here and choose the file again.',
  choiceTitle: (bad: number) => `${bad} ${bad === 1 ? 'row has' : 'rows have'} a problem`,
  choiceIntro: (valid: number, bad: number) =>
    `${valid} ${valid === 1 ? 'row is' : 'rows are'} ready. Import ${valid === 1 ? 'it' : 'them'} now and skip the ${bad === 1 ? 'row' : `${bad} rows`} listed here, or fix the file and choose it again. Nothing is imported until you pick one.`,
  importValid: (valid: number, bad: number) =>
    `Import the ${valid} valid ${valid === 1 ? 'row' : 'rows'}, skip the ${bad} bad ${bad === 1 ? 'one' : 'ones'}`,
  fixFile: 'Fix the file',
  fixFileHint: 'Correct the rows listed here in your spreadsheet, save it as CSV and choose it again.',
  upload: (count: number) => `Upload ${count} ${count === 1 ? 'Property' : 'Properties'}`,
  uploadNone: 'Upload',
  uploading: 'Uploading properties',
  importing: 'Importing properties',
  importingRows: (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
  complete: (count: number, skipped = 0) =>
    `Upload complete: ${count} ${count === 1 ? 'property' : 'properties'} imported${skipped > 0 ? `, ${skipped} ${skipped === 1 ? 'row' : 'rows'} with problems skipped` : ''}. They are in your portfolio.`,
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
