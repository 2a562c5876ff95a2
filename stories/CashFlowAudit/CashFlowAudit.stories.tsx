import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { discrepancyStatus, formatPercent, summarizeAudit } from '@rei/engine';
import { CashFlowAuditScreen } from '@rei/ui';
import { auditProperties, organizationAudit, propertyAudit, propertyForecasts } from '../fixtures/property';

const meta = {
  title: 'Screens/CashFlowAudit',
  component: CashFlowAuditScreen,
  args: {
    properties: auditProperties,
    organizationAudit,
    onRunOrganizationAudit: fn(),
    onSelectProperty: fn(),
    onRunPropertyAudit: fn(),
    onRetry: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof CashFlowAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tiles from the engine's audit summary; one icon per discrepancy level, each with words. */
export const PortfolioOverview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = summarizeAudit(organizationAudit.auditResults);
    await expect(canvas.getByText(formatPercent(summary.averageDiscrepancy))).toBeInTheDocument();
    await expect(canvas.getByText(formatPercent(summary.auditAccuracy))).toBeInTheDocument();
    // Each indicator carries its words (and a title) beside the decorative icon.
    const count = (level: string) => organizationAudit.auditResults.filter((r) => discrepancyStatus(r.discrepancyPercentage).status === level).length;
    await expect(canvas.getAllByTitle('OK: within 5%')).toHaveLength(count('ok'));
    await expect(canvas.getAllByTitle('Watch: between 5% and 15%')).toHaveLength(count('watch'));
    await expect(canvas.getAllByTitle('Flagged: above 15%')).toHaveLength(summary.flaggedProperties);
    await expect(count('ok') * count('watch') * count('warning')).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Run Organization Audit' }));
    await expect(args.onRunOrganizationAudit).toHaveBeenCalledTimes(1);
  },
};

export const BeforeFirstAudit: Story = {
  args: { organizationAudit: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('N/A')).toHaveLength(4);
  },
};

export const RunningAudit: Story = {
  args: { runningOrganizationAudit: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Running Audit/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PropertyAnalysis: Story = {
  args: { defaultTab: 'property', selectedPropertyId: 101, propertyAudit },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Insurance estimated from borough average')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Audit This Property' }));
    await expect(args.onRunPropertyAudit).toHaveBeenCalledWith(101);
  },
};

export const PropertyAnalysisNoSelection: Story = {
  args: { defaultTab: 'property' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select a property to see its audit and forecasts.')).toBeInTheDocument();
  },
};

export const PropertyNotAudited: Story = {
  args: { defaultTab: 'property', selectedPropertyId: 102, propertyAudit: null },
};

export const Forecasts: Story = {
  args: { defaultTab: 'forecasts', selectedPropertyId: 101, forecasts: propertyForecasts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Forecast history')).toBeInTheDocument();
    await expect(canvas.getByText('Monthly Cash Flow Scenarios')).toBeInTheDocument();
  },
};

export const ForecastsEmpty: Story = {
  args: { defaultTab: 'forecasts', selectedPropertyId: 101, forecasts: [] },
};

export const Loading: Story = { args: { loading: true, properties: [] } };

export const NoProperties: Story = {
  args: { properties: [], organizationAudit: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No properties found...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { properties: [], error: 'Audit Failed: Failed to perform organization audit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to perform organization audit');
  },
};
