/**
 * The export menus where the app places them: the property page's deal report (in the header
 * beside Add to Portfolio) and the dashboard's portfolio team export (after Find Property).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DashboardScreen, ExportMenu, PROPERTY_REPORT_FORMATS, PropertyDetailScreen, TEAM_REPORT_FORMATS } from '@rei/ui';
import { portfolio, usersByTier } from '../fixtures/account';
import { fullProperty, fullPropertyProvenance } from '../fixtures/property';

const meta = {
  title: 'Screens/Reports/ReportExports',
  component: PropertyDetailScreen,
  args: { property: fullProperty, provenance: fullPropertyProvenance, onAddToPortfolio: fn(), onNavigate: fn() },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const exportPdf = fn();

/** The property page with a saved strategy: its deal report in any format the plan opens. */
export const PropertyReport: Story = {
  args: {
    headerActions: <ExportMenu label="Export report" formats={PROPERTY_REPORT_FORMATS} subscription="operator" onExport={exportPdf} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Export report/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^PDF/ }));
    await expect(exportPdf).toHaveBeenCalledWith('pdf');
  },
};

/** The property page without a saved strategy: the menu explains what to do first. */
export const PropertyWithoutStrategy: Story = {
  args: {
    headerActions: (
      <ExportMenu
        label="Export report"
        formats={PROPERTY_REPORT_FORMATS}
        subscription="rookie"
        onExport={fn()}
        unavailableReason="This property has no saved strategy yet: open it in the calculators and run Calculate Returns, then export its report here."
        defaultOpen
      />
    ),
  },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText(/no saved strategy yet/)).toBeInTheDocument();
  },
};

/** The dashboard of an operator: the portfolio export is locked and names the Hunter plan. */
export const DashboardTeamExportLocked: StoryObj<typeof DashboardScreen> = {
  render: () => (
    <DashboardScreen
      user={usersByTier.operator}
      portfolio={portfolio}
      onNavigate={fn()}
      headerActions={<ExportMenu label="Export portfolio" formats={TEAM_REPORT_FORMATS} subscription="operator" onExport={fn()} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Export portfolio/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Portfolio Excel (live formulas), needs the Hunter plan' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A hunter's dashboard exporting the portfolio: progress while the file is built. */
export const DashboardTeamExportBuilding: StoryObj<typeof DashboardScreen> = {
  render: () => (
    <DashboardScreen
      user={usersByTier.hunter}
      portfolio={portfolio}
      onNavigate={fn()}
      headerActions={
        <ExportMenu label="Export portfolio" formats={TEAM_REPORT_FORMATS} subscription="hunter" onExport={fn()} progress={{ phase: 'building', format: 'team-xlsx' }} />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Building the Portfolio Excel (live formulas) file…' })).toBeInTheDocument();
  },
};
