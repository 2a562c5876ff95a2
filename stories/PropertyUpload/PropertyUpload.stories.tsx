import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PropertyUploadScreen } from '@rei/ui';
import { sampleCsvText } from '../fixtures/property';

const validCsv = sampleCsvText
  .split('\n')
  .filter((_line, index) => index < 3)
  .join('\n');

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
