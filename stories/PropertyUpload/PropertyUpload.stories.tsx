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

/** Choosing a file: the first five rows previewed, row problems listed by line, upload refused until fixed. */
export const CsvPreviewWithErrors: Story = {
  args: { defaultTab: 'csv' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([sampleCsvText], 'nyc-properties.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('CSV file'), file);
    await waitFor(() => expect(canvas.getByText('Preview: First 5 of 6 rows')).toBeInTheDocument());
    await expect(canvas.getByText('Line 4, address: Address is required.')).toBeInTheDocument();
    await expect(canvas.getByText('Line 5, zip: ZIP code must be 5 digits.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Upload 4 Properties/ }));
    await expect(args.onUploadCsv).not.toHaveBeenCalled();
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
