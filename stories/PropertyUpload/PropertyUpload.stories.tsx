import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PropertyUploadScreen } from '@rei/ui';
import { sampleCsvText } from '../fixtures/property';

const validCsv = sampleCsvText
  .split('\n')
  .filter((_line, index) => index < 3)
  .join('\n');

// 150 rows with a bad unit count: more problems than the form lists.
const manyProblemsCsv = ['address,city,state,units', ...Array.from({ length: 150 }, (_, i) => `${i + 1} Halsey Street,Brooklyn,NY,two`)].join('\n');
// One row over the import's row limit.
const overLimitCsv = ['address,city,state', ...Array.from({ length: 1_001 }, (_, i) => `${i + 1} Fulton Street,Brooklyn,NY`)].join('\n');

const meta = {
  title: 'Screens/PropertyUpload',
  component: PropertyUploadScreen,
  args: {
    onSubmitProperty: fn(),
    onUploadCsv: fn(),
    onUploadValidRows: fn(),
    onValidationError: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof PropertyUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manual Entry: a blank form gives the engine's exact message; a valid one is parsed and submitted. */
export const ManualEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Property' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing required fields: Address, city, and state are required.');
    await expect(args.onSubmitProperty).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Address/), '418 Halsey Street');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Brooklyn');
    await userEvent.type(canvas.getByLabelText(/^State/), 'ny');
    await userEvent.type(canvas.getByLabelText('Purchase price'), '$1,450,000');
    await userEvent.type(canvas.getByLabelText('Units'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Property' }));
    await expect(args.onSubmitProperty).toHaveBeenCalledWith({
      address: '418 Halsey Street',
      city: 'Brooklyn',
      state: 'NY',
      units: 4,
      purchasePrice: 1_450_000,
    });
  },
};

/** A condominium unit (or a co-op apartment) has its own type, not "Other". */
export const ManualEntryCondominium: Story = {
  args: { defaultManualValues: { address: '1 Java Street', city: 'Brooklyn', state: 'NY' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Property type/i }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Co-op' })).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Condominium' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Property' }));
    await expect(args.onSubmitProperty).toHaveBeenCalledWith(expect.objectContaining({ address: '1 Java Street', propertyType: 'condominium' }));
  },
};

/** A field the engine rejects gets its own message. */
export const ManualEntryInvalidFields: Story = {
  args: { defaultManualValues: { address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', zip: '1123', units: '4.5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Property' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid property details: Please correct the highlighted fields.');
    await expect(canvas.getByText('ZIP code must be 5 digits.')).toBeInTheDocument();
  },
};

/** The server refused the form: each reason at the field it names (units over 10,000, an address over 200 characters). */
export const ManualEntryServerFieldErrors: Story = {
  args: {
    defaultManualValues: { address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', units: '20000' },
    fieldErrors: { units: 'Units must be at most 10,000', 'body.address': 'Address must be at most 200 characters' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Units')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Units must be at most 10,000')).toBeInTheDocument();
    await expect(canvas.getByText('Address must be at most 200 characters')).toBeInTheDocument();
  },
};

export const ManualEntrySignedOut: Story = {
  args: { isAuthenticated: false, defaultManualValues: { address: '418 Halsey Street', city: 'Brooklyn', state: 'NY' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Property' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication required: Please log in to add properties.');
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** CSV Upload with no file: 'No file selected'. */
export const CsvNoFile: Story = {
  args: { defaultTab: 'csv' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('No file selected: Please select a CSV file to upload.');
    await expect(args.onUploadCsv).not.toHaveBeenCalled();
  },
};

/**
 * Choosing a file with bad rows: the first five rows previewed, and beside the choice the bad
 * rows by line and reason; "import the 4 valid rows, skip the 2 bad ones" or "fix the file".
 * No button claims to upload rows that would be refused.
 */
export const CsvPreviewWithErrors: Story = {
  args: { defaultTab: 'csv' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([sampleCsvText], 'nyc-properties.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('CSV file'), file);
    await waitFor(() => expect(canvas.getByText('Preview: First 5 of 6 rows')).toBeInTheDocument());
    const choice = within(canvas.getByRole('region', { name: '2 rows have a problem' }));
    await expect(choice.getByText('Line 4, address: Address is required.')).toBeInTheDocument();
    await expect(choice.getByText('Line 5, zip: ZIP code must be 5 digits.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Upload 4 Properties/ })).toBeNull();
    await userEvent.click(choice.getByRole('button', { name: 'Import the 4 valid rows, skip the 2 bad ones' }));
    await expect(args.onUploadValidRows).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'nyc-properties.csv' }));
    await expect(args.onUploadCsv).not.toHaveBeenCalled();
  },
};

/** CSV partial import: "Fix the file" clears the choice and returns to the file chooser; nothing is sent. */
export const CsvFixTheFile: Story = {
  args: { defaultTab: 'csv', defaultCsv: { fileName: 'nyc-properties.csv', text: sampleCsvText } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fix the file' }));
    await expect(canvas.queryByText('Line 4, address: Address is required.')).toBeNull();
    await expect(canvas.getByLabelText('CSV file')).toHaveFocus();
    await expect(args.onUploadValidRows).not.toHaveBeenCalled();
    await expect(args.onUploadCsv).not.toHaveBeenCalled();
  },
};

/** CSV partial import finished: the valid rows imported, the bad ones skipped, and where they went. */
export const CsvPartialImportComplete: Story = {
  args: { defaultTab: 'csv', uploadedCount: 4, uploadSkippedCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Upload complete: 4 properties imported, 2 rows with problems skipped. They are in your portfolio.',
    );
  },
};

/** The server found a problem the preview could not (a row over a column's limit): the same choice, with the server's rows. */
export const CsvServerFoundBadRow: Story = {
  args: {
    defaultTab: 'csv',
    defaultCsv: { fileName: 'two-properties.csv', text: validCsv },
    importProblems: {
      message: 'Nothing was imported: 1 problem found. Fix the rows and upload again.',
      errorCount: 1,
      errors: [{ line: 3, field: 'units', message: 'Units must be at most 10,000.' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = within(canvas.getByRole('region', { name: '1 row has a problem' }));
    await expect(choice.getByText('Line 3, units: Units must be at most 10,000.')).toBeInTheDocument();
    await userEvent.click(choice.getByRole('button', { name: 'Import the 1 valid row, skip the 1 bad one' }));
    await expect(args.onUploadValidRows).toHaveBeenCalledTimes(1);
  },
};

export const CsvReadyToUpload: Story = {
  args: { defaultTab: 'csv', defaultCsv: { fileName: 'two-properties.csv', text: validCsv } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 Properties' }));
    await expect(args.onUploadCsv).toHaveBeenCalledTimes(1);
  },
};

/** A large file: the bytes are sent, and the server's import job reports rows done of all. */
export const CsvImportJobProgress: Story = {
  args: {
    defaultTab: 'csv',
    defaultCsv: { fileName: 'two-properties.csv', text: validCsv },
    uploadProgress: 100,
    uploadImportProgress: { done: 450, total: 1_000 },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing properties' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '450 of 1,000 rows');
  },
};

export const CsvUploading: Story = {
  args: { defaultTab: 'csv', defaultCsv: { fileName: 'two-properties.csv', text: validCsv }, uploadProgress: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Uploading properties' })).toBeInTheDocument();
  },
};

export const CsvComplete: Story = {
  args: { defaultTab: 'csv', uploadedCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Upload complete: 2 properties imported.');
  },
};

export const CsvSignedOut: Story = {
  args: { defaultTab: 'csv', isAuthenticated: false, defaultCsv: { fileName: 'two-properties.csv', text: validCsv } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 Properties' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication required: Please log in to upload properties.');
  },
};

/** A file with 150 problems: the first 100 are listed, and the caption says how many there are. */
export const CsvManyProblems: Story = {
  args: { defaultTab: 'csv', defaultCsv: { fileName: 'many-problems.csv', text: manyProblemsCsv } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing the first 100 of 150 problems.')).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Line \d+, units:/)).toHaveLength(100);
  },
};

/** A file over the row limit is refused before it is sent, with the limit stated. */
export const CsvOverRowLimit: Story = {
  args: { defaultTab: 'csv', defaultCsv: { fileName: 'big-portfolio.csv', text: overLimitCsv } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The file has 1,001 rows; an import takes at most 1,000. Split it into files of 1,000 rows or fewer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Upload/ }));
    await expect(args.onUploadCsv).not.toHaveBeenCalled();
  },
};

/** The server refused the upload: its message, and the first problems it listed with the total. */
export const CsvRefusedByServer: Story = {
  args: {
    defaultTab: 'csv',
    defaultCsv: { fileName: 'two-properties.csv', text: validCsv },
    importProblems: {
      message: 'Nothing was imported: 48,211 problems found; the first 100 are listed. Fix the rows and upload again.',
      errorCount: 48_211,
      errors: Array.from({ length: 100 }, (_, i) => ({ line: i + 2, field: 'address', message: 'Address is required.' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The upload was refused: Nothing was imported: 48,211 problems found');
    await expect(canvas.getByText('Showing the first 100 of 48,211 problems.')).toBeInTheDocument();
  },
};

/** An administrator turned CSV upload off: the CSV tab says so instead of offering a file; Manual Entry stays. */
export const CsvUploadTurnedOff: Story = {
  args: { csvUploadOff: true, defaultTab: 'csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('CSV upload is turned off on this installation by an administrator.');
    await expect(canvas.getByRole('tab', { name: 'Manual Entry' })).toBeEnabled();
  },
};
