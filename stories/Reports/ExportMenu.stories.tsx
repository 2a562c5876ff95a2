import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ExportMenu, PROPERTY_REPORT_FORMATS, TEAM_REPORT_FORMATS } from '@rei/ui';

const meta = {
  title: 'Screens/Reports/ExportMenu',
  component: ExportMenu,
  args: { formats: PROPERTY_REPORT_FORMATS, subscription: 'rookie', onExport: fn() },
} satisfies Meta<typeof ExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button; Enter opens the menu and arrow keys move through the formats. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export Analysis' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Rookie: CSV, Excel and PDF open; keyboard down to Excel and choose it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await expect(menu).not.toBeInTheDocument();
  },
};

/** Open for an operator: every deal format but the premium due-diligence PDF, which names the Hunter plan. */
export const Open: Story = {
  args: { subscription: 'operator', defaultOpen: true, onUpgrade: fn() },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    for (const name of [/^CSV/, /^Excel/, /^PDF/, /^Branded PDF/]) await expect(within(menu).getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
    await expect(within(menu).getByRole('menuitem', { name: 'Due-diligence PDF (premium), needs the Hunter plan' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Branded PDF/ }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf-branded');
  },
};

/** Hunter: the premium due-diligence PDF opens too, and says what the dossier holds. */
export const HunterPremium: Story = {
  args: { subscription: 'hunter', defaultOpen: true },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item).not.toHaveAttribute('aria-disabled');
    await expect(within(menu).getByText(/every dataset with sources, owners, legal timeline/)).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Due-diligence PDF \(premium\)/ }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf-premium');
  },
};

/** Scout: only CSV; the others are locked and name the plan that opens them (from PLANS). */
export const LockedFormats: Story = {
  args: { subscription: 'scout', defaultOpen: true, onUpgrade: fn() },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'PDF, needs the Rookie plan' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Excel (live formulas), needs the Rookie plan' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Branded PDF, needs the Operator plan' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Due-diligence PDF (premium), needs the Hunter plan' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'PDF, needs the Rookie plan' }));
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Compare plans' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** The portfolio's team export on the dashboard: locked below hunter. */
export const TeamExportLocked: Story = {
  args: { formats: TEAM_REPORT_FORMATS, subscription: 'operator', label: 'Export portfolio', defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Portfolio CSV, needs the Hunter plan' })).toBeInTheDocument();
  },
};

/** Nothing saved yet: the menu says why and every format is disabled. */
export const Unavailable: Story = {
  args: { unavailableReason: 'Save this analysis with Calculate Returns first; the report is built from the saved strategy.', defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText(/Save this analysis/)).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: /^CSV/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The file is being built: progress under the button, which is busy. */
export const Building: Story = {
  args: { progress: { phase: 'building', format: 'pdf' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Building the PDF file…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Export Analysis/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Downloaded: the file name is written out. */
export const Downloaded: Story = {
  args: { progress: { phase: 'downloaded', format: 'pdf', fileName: 'rei-buy-hold-1520-grand-concourse-2026-11-24.pdf' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Downloaded rei-buy-hold-1520-grand-concourse-2026-11-24.pdf');
  },
};

/** Failed: the reason as text, and the menu can be used again. */
export const Failed: Story = {
  args: { progress: { phase: 'failed', format: 'pdf', message: '403: Your plan does not include PDF reports: the Rookie plan does.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The PDF export failed: 403: Your plan does not include PDF reports');
  },
};
