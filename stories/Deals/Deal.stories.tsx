import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCurrency } from '@rei/engine';
import { DealScreen, ReportPreview } from '@rei/ui';
import { holdDeal, holdDiff, holdRecomputeMoved, holdRecomputeUnchanged, holdVersion1, holdVersions } from '../fixtures/deals';
import { reportPreviewOf } from '../fixtures/reportPreviews';

const meta = {
  title: 'Screens/Deals/Deal',
  component: DealScreen,
  args: {
    deal: holdDeal,
    versions: holdVersions,
    calculatorHref: '/calculator/buy-hold?dealId=101',
    propertyHref: (id) => `/properties/${id}`,
    onSelectVersion: fn(),
    onCompareVersions: fn(),
    onRecompute: fn(),
    onRename: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
    onExport: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof DealScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved deal at its current version: inputs with their sources, outputs, versions. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: holdDeal.name })).toBeInTheDocument();
    await expect(canvas.getByText('DOF assessment FY2023 × class 1 rate')).toBeInTheDocument();
    await expect(canvas.getByText('You are viewing version 3 of 3 — the current one')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open in calculator' })).toHaveAttribute('href', '/calculator/buy-hold?dealId=101');
    await userEvent.click(canvas.getByRole('button', { name: 'Export PDF' }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf', holdDeal.current);
    // Delete asks first.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this deal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/**
 * With its report preview under the outputs: what the PDF and Excel of version 3 print (its year-1
 * ledgers, pro forma and returns), from the same figures the outputs table shows.
 */
export const WithReportPreview: Story = {
  args: { reportPreview: <ReportPreview preview={{ ...reportPreviewOf('buy & hold'), strategyId: holdDeal.current.strategyId }} version={3} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Report preview' });
    await expect(within(preview).getByText(/of version 3 print for this deal/)).toBeInTheDocument();
    // Year 1's NOI in the preview is the NOI this version saved.
    const noiLedger = within(preview).getByRole('table', { name: 'Year 1: rent to net operating income' });
    const noiTotal = within(noiLedger).getAllByRole('row').at(-1)?.lastElementChild?.textContent;
    await expect(noiTotal).toBe(formatCurrency(Number(holdDeal.current.outputs['annualNOI']), { decimals: 2 }));
  },
};

/** The calculator form differs from what was saved. */
export const EditedUnsaved: Story = {
  args: { unsavedChanges: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/There are unsaved changes/)).toBeInTheDocument();
  },
};

/** Viewing version 1, older than the current one. */
export const OldVersion: Story = {
  args: { version: holdVersion1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are viewing version 1 of 3 — older than the current one/)).toBeInTheDocument();
  },
};

/** Two versions chosen: what changed between them. */
export const VersionDiff: Story = {
  args: { diff: holdDiff },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select version 3 to compare' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select version 1 to compare' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show what changed' }));
    await expect(args.onCompareVersions).toHaveBeenCalledWith(1, 3);
    await expect(canvas.getByRole('heading', { name: 'What changed from version 1 to version 3' })).toBeInTheDocument();
  },
};

/** Version 1 recomputed with today's engine: the numbers moved. */
export const RecomputeMoved: Story = {
  args: { version: holdVersion1, recompute: holdRecomputeMoved },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The numbers moved: 1 output differ/)).toBeInTheDocument();
  },
};

/** The current version recomputed: nothing moved. */
export const RecomputeUnchanged: Story = {
  args: { recompute: holdRecomputeUnchanged },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The numbers did not move/)).toBeInTheDocument();
  },
};

/** An export that failed says why. */
export const ExportFailed: Story = {
  args: { exportStatus: 'The PDF export failed: the report service did not answer.', exportFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The PDF export failed');
  },
};

/** An analyst on a deal someone else created: read, export, share and duplicate, no rename or delete. */
export const ReadOnlyForAnalyst: Story = {
  args: { deal: { ...holdDeal, canEdit: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Only the analyst who created it, or an owner or admin/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Rename' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  },
};

/** A read-only link was made: the status line says who can open it, until when, and the link. */
export const ShareLinkMade: Story = {
  args: {
    exportStatus: 'Read-only link to the PDF of version 3, open to anyone who has it until Dec 28, 2026 (revoke it in Reports): https://rei.example/r/AbC',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/open to anyone who has it until/)).toBeInTheDocument();
  },
};

/** On the Scout plan: CSV only; PDF, Excel and the read-only link say which plan adds them. */
export const ExportsLockedByPlan: Story = {
  args: { exportFormats: ['csv'], lockedExportNote: 'PDF and Excel exports, and read-only links (a PDF), come with the Rookie plan and up (Subscription).' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Share read-only link' })).toBeNull();
    await expect(canvas.getByText(/come with the Rookie plan/)).toBeInTheDocument();
  },
};

/** On the Hunter plan: every export, the premium due-diligence PDF included. */
export const PremiumExportOnHunter: Story = {
  args: { exportFormats: ['csv', 'pdf', 'xlsx', 'pdf-premium'], lockedExportNote: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export premium PDF' }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf-premium', expect.objectContaining({ version: expect.any(Number) }));
  },
};

/** On the Operator plan: the premium PDF is locked and the note names Hunter. */
export const PremiumExportLocked: Story = {
  args: { exportFormats: ['csv', 'pdf', 'xlsx'], lockedExportNote: 'The premium due-diligence PDF (owners and their other buildings, a legal timeline, comparables and a sensitivity table) comes with the Hunter plan.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export premium PDF' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
    await expect(canvas.getByText(/comes with the Hunter plan/)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { deal: null, loading: true } };

export const NotFound: Story = { args: { deal: null, notFound: true } };
