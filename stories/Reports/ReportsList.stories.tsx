import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportsList } from '@rei/ui';
import { csvReport, pdfReport, reportList } from '../fixtures/reports';

const meta = {
  title: 'Screens/Reports/ReportsList',
  component: ReportsList,
  args: {
    reports: reportList,
    onDownload: fn(),
    onCreateShareLink: fn(),
    onCopyShareLink: fn(),
    onRevokeShareLink: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReportsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past reports with their stamps and share links. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pdf = canvas.getByRole('article', { name: pdfReport.fileName });
    // The stamp: the hash shortened on screen, whole in the title and the accessible name.
    const hash = within(pdf).getByTitle(pdfReport.stamp.inputHash);
    await expect(hash).toHaveTextContent(`${pdfReport.stamp.inputHash.slice(0, 12)}…`);
    await expect(within(pdf).getByText('PLUTO: Sep 30, 2026')).toBeInTheDocument();
    await expect(within(pdf).getByText('HPD violations: date unknown')).toBeInTheDocument();
    await expect(within(pdf).getByText(/3 views/)).toBeInTheDocument();
    await expect(within(pdf).getByText('Revoked')).toBeInTheDocument();
    await userEvent.click(within(pdf).getByRole('button', { name: `Download ${pdfReport.fileName}` }));
    await expect(args.onDownload).toHaveBeenCalledWith(pdfReport);
    await userEvent.click(within(pdf).getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyShareLink).toHaveBeenCalledWith(pdfReport.shareLinks?.[0]);
    // Revoking asks first: Cancel keeps the link, "Revoke link" revokes it.
    await userEvent.click(within(pdf).getByRole('button', { name: 'Revoke' }));
    const page = within(canvasElement.ownerDocument.body);
    let dialog = await page.findByRole('alertdialog', { name: 'Revoke this share link?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRevokeShareLink).not.toHaveBeenCalled();
    await userEvent.click(within(pdf).getByRole('button', { name: 'Revoke' }));
    dialog = await page.findByRole('alertdialog', { name: 'Revoke this share link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await expect(args.onRevokeShareLink).toHaveBeenCalledWith(pdfReport.shareLinks?.[0]);
    // A failed build says why and cannot be downloaded.
    const failed = canvas.getByRole('article', { name: /88-pearl-st/ });
    await expect(within(failed).getByRole('alert')).toHaveTextContent('Building failed: the logo could not be read');
    await expect(within(failed).getByRole('button', { name: /^Download/ })).toBeDisabled();
  },
};

/** A share link with an expiry: a bad number is refused at the field, a good one is sent. */
export const CreateShareLink: Story = {
  args: { reports: [csvReport] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByLabelText('Expires after (days)');
    await userEvent.type(days, '900');
    await userEvent.click(canvas.getByRole('button', { name: 'Create share link' }));
    await expect(canvas.getByText('Enter a whole number of days from 1 to 365.')).toBeInTheDocument();
    await expect(args.onCreateShareLink).not.toHaveBeenCalled();
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create share link' }));
    await expect(args.onCreateShareLink).toHaveBeenCalledWith(csvReport.id, 7);
  },
};

export const Loading: Story = {
  args: { reports: [], loading: true },
};

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reports yet')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { reports: [], error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
