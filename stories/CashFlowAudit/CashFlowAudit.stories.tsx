import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { calculateBuyHold, discrepancyStatus, estimateMarketRent, formatCurrency, formatPercent, summarizeAudit, type AuditMarketRent } from '@rei/engine';
import { CashFlowAuditScreen } from '@rei/ui';
import { auditProperties, halseyBuyHoldInput, organizationAudit, propertyAudit, propertyForecasts } from '../fixtures/property';

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

// Market rent for 418 Halsey by the engine: four Bedford-Stuyvesant walk-up sales ($/sq ft 400–700) × 3,840 sq ft.
const halseyEstimate = estimateMarketRent({
  borough: 'BK',
  buildingClass: 'C1',
  squareFeet: 3_840,
  comparables: [
    { salePrice: 1_200_000, grossSquareFeet: 3_000 },
    { salePrice: 2_000_000, grossSquareFeet: 4_000 },
    { salePrice: 1_800_000, grossSquareFeet: 3_000 },
    { salePrice: 2_800_000, grossSquareFeet: 4_000 },
  ],
  purchasePrice: halseyBuyHoldInput.purchasePrice,
})!;
const halseyMarketRent: AuditMarketRent = {
  estimate: halseyEstimate.monthlyRent,
  low: halseyEstimate.lowMonthlyRent,
  high: halseyEstimate.highMonthlyRent,
  method: halseyEstimate.method,
  valueBasis: halseyEstimate.valueBasis,
  grossRentMultiplier: halseyEstimate.grossRentMultiplier,
  comparablesUsed: halseyEstimate.comparablesUsed,
  confidence: halseyEstimate.confidence,
  fallbacksUsed: ["last sale price from the lot's newest recorded sale", ...halseyEstimate.fallbacksUsed],
  monthlyCashFlow: calculateBuyHold({ ...halseyBuyHoldInput, grossMonthlyRent: halseyEstimate.monthlyRent }).monthlyCashFlow,
};

/** The market rent estimate from comparable sales: estimate, band, method, comparables, confidence, fallbacks. */
export const PropertyAnalysisWithMarketRent: Story = {
  args: { defaultTab: 'property', selectedPropertyId: 101, propertyAudit: { ...propertyAudit, marketRent: halseyMarketRent } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Market Rent Estimate')).toBeInTheDocument();
    await expect(canvas.getByText(formatCurrency(halseyMarketRent.estimate))).toBeInTheDocument();
    await expect(canvas.getByText(`${formatCurrency(halseyMarketRent.low)} – ${formatCurrency(halseyMarketRent.high)}`)).toBeInTheDocument();
    await expect(canvas.getByText(halseyMarketRent.method)).toBeInTheDocument();
    await expect(canvas.getByText('Comparable Sales Used').nextElementSibling).toHaveTextContent(String(halseyMarketRent.comparablesUsed));
    await expect(canvas.getByText(formatPercent(halseyMarketRent.confidence * 100, 0))).toBeInTheDocument();
    await expect(canvas.getByText("last sale price from the lot's newest recorded sale")).toBeInTheDocument();
  },
};

/**
 * The recorded figures agree with each other (0 % discrepancy) but the rent is far above the
 * market band and the cash flow at market rent is much worse: the status is Flagged with its
 * reasons, never OK.
 */
export const PropertyAnalysisFlaggedByMarket: Story = {
  args: {
    defaultTab: 'property',
    selectedPropertyId: 101,
    propertyAudit: {
      ...propertyAudit,
      discrepancyPercentage: 0,
      flagged: true,
      originalMonthlyRent: halseyMarketRent.high * 1.5,
      originalMonthlyCashFlow: (halseyMarketRent.monthlyCashFlow ?? 0) + Math.abs(halseyMarketRent.monthlyCashFlow ?? 1_000),
      marketRent: halseyMarketRent,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByText('Discrepancy').nextElementSibling;
    await expect(row).toHaveTextContent(/Flagged: rent outside the market range/);
    await expect(row).not.toHaveTextContent(/· OK/);
  },
};

/**
 * An audit row the market data warns about although its own discrepancy is small and it is not
 * flagged: the row says Review with the reasons, neither OK nor Flagged (the tile does not count it).
 */
export const PortfolioOverviewReviewByMarket: Story = {
  args: {
    organizationAudit: {
      ...organizationAudit,
      // The stated figures agree (1 %), but the cash flow at the market rent is far off: the server says warning.
      auditResults: organizationAudit.auditResults.map((row, index) =>
        index === 0
          ? { ...row, discrepancyPercentage: 1, flagged: false, status: 'warning' as const, statusReasons: ['rent-outside-market-band' as const, 'market-cash-flow-differs' as const] }
          : row,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = organizationAudit.auditResults[0];
    const row = canvas.getByRole('row', { name: new RegExp(first?.address ?? '') });
    await expect(row).toHaveTextContent(/1\.0+ ?% · Review/);
    await expect(row).not.toHaveTextContent(/Flagged/);
    await expect(row).toHaveTextContent(/outside the market/i);
    await expect(row).not.toHaveTextContent(/· OK/);
  },
};

/** No comparable sale and no price: the estimate is shown as missing, never invented. */
export const PropertyAnalysisWithoutMarketData: Story = {
  args: { defaultTab: 'property', selectedPropertyId: 101, propertyAudit: { ...propertyAudit, marketRent: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No market rent estimate/)).toBeInTheDocument();
    await expect(canvas.queryByText('Estimated Monthly Rent')).not.toBeInTheDocument();
  },
};

/** Each property's market rent estimate beside its discrepancy (N/A where there was none). */
export const PortfolioOverviewWithMarketRent: Story = {
  args: {
    organizationAudit: {
      ...organizationAudit,
      auditResults: organizationAudit.auditResults.map((row, index) => ({ ...row, marketRentEstimate: index === 0 ? halseyMarketRent.estimate : null })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Market Rent' })).toBeInTheDocument();
    await expect(canvas.getByText(formatCurrency(halseyMarketRent.estimate))).toBeInTheDocument();
  },
};

// A forecast from the market estimate: its band as high and low, cash flow by the engine at each rent.
const marketForecast = (() => {
  const at = (rent: number) => calculateBuyHold({ ...halseyBuyHoldInput, grossMonthlyRent: rent });
  return {
    id: 801,
    propertyId: 101,
    generationDate: '2025-11-01T09:00:00.000Z',
    confidenceLevel: 0.78,
    rentHighScenario: halseyMarketRent.high,
    rentMedianScenario: halseyMarketRent.estimate,
    rentLowScenario: halseyMarketRent.low,
    cashFlowHighScenario: at(halseyMarketRent.high).monthlyCashFlow,
    cashFlowMedianScenario: at(halseyMarketRent.estimate).monthlyCashFlow,
    cashFlowLowScenario: at(halseyMarketRent.low).monthlyCashFlow,
    updatedCapRate: at(halseyMarketRent.estimate).capRate,
    method: `Median rent is the market estimate (${halseyMarketRent.method.replace(/\.$/, '')}); high and low are its band (4 comparable sales).`,
  };
})();

/** Forecast scenarios from the market rent, with how they were made and the updated cap rate. */
export const ForecastsFromMarketRent: Story = {
  args: { defaultTab: 'forecasts', selectedPropertyId: 101, forecasts: [...propertyForecasts, marketForecast] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('How these scenarios were made')).toBeInTheDocument();
    await expect(canvas.getByText(marketForecast.method)).toBeInTheDocument();
    await expect(canvas.getByText(`Updated cap rate ${formatPercent(marketForecast.updatedCapRate, 2)}`)).toBeInTheDocument();
  },
};

// ---- The organization audit as a job: queued, running with progress, finished (paged rows), failed.

const tiles = summarizeAudit(organizationAudit.auditResults);
const pagedRows = {
  items: organizationAudit.auditResults.slice(0, 2),
  total: 520,
  page: 1,
  pageSize: 2,
  sort: { key: 'discrepancyPercentage' as const, direction: 'desc' as const },
  filter: '',
  flaggedOnly: false,
};

/** Just started: waiting for a worker, an indeterminate bar; the run button stays busy. */
export const AuditJobQueued: Story = {
  args: { auditJob: { state: 'queued', progress: { done: 0, total: null }, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /Audit queued/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Running Audit/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Running: a real progress bar with "n of N properties". */
export const AuditJobRunning: Story = {
  args: { auditJob: { state: 'running', progress: { done: 312, total: 520 }, error: null } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Auditing properties' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuetext', '312 of 520 properties');
    await expect(within(canvasElement).getByText('312 of 520 properties')).toBeInTheDocument();
  },
};

/** Finished: the stored run's tiles and its rows a page at a time, sortable and filterable on the server. */
export const AuditJobFinishedPagedRows: Story = {
  args: {
    auditJob: { state: 'completed', progress: { done: 520, total: 520 }, error: null },
    auditTiles: { ...tiles, totalPropertiesAudited: 520 },
    auditRows: pagedRows,
    onAuditRowsPageChange: fn(),
    onAuditRowsSortChange: fn(),
    onAuditRowsFilterChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByText('520')).toBeInTheDocument();
    await expect(canvas.getByText('Showing 1–2 of 520 properties')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onAuditRowsPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('columnheader', { name: /Discrepancy/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /Property/ }));
    await expect(args.onAuditRowsSortChange).toHaveBeenCalledWith({ key: 'address', direction: 'asc' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by address' }), 'H');
    await expect(args.onAuditRowsFilterChange).toHaveBeenCalledWith({ text: 'H', flaggedOnly: false });
  },
};

/** Failed: the reason, and a way to run it again. */
export const AuditJobFailed: Story = {
  args: { auditJob: { state: 'failed', progress: { done: 130, total: 520 }, error: 'The comparable sales could not be read.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The comparable sales could not be read.');
    await userEvent.click(canvas.getByRole('button', { name: 'Run the audit again' }));
    await expect(args.onRunOrganizationAudit).toHaveBeenCalledTimes(1);
  },
};
