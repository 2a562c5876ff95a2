import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CriteriaBuilder, ScreeningScreen, ScreenResultsMap } from '@rei/ui';
import { completedScreen, failedScreen, runningScreen, screenCount, screenFilters, screenResults } from '../fixtures/screens';

const meta = {
  title: 'Screens/Screening',
  component: ScreeningScreen,
  args: {
    filters: screenFilters,
    onFiltersChange: fn(),
    onPreviewCount: fn(),
    count: null,
    onRun: fn(),
    screen: null,
    onCancel: fn(),
    results: [],
    resultsTotal: 0,
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    sort: { key: 'bbl', direction: 'asc' },
    onSortChange: fn(),
    onAddToPortfolio: fn(),
    onExport: fn(),
    presets: [{ id: 4, name: 'Team: 30 % down at 7 %', strategyType: 'buy_hold' }],
  },
} satisfies Meta<typeof ScreeningScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing run yet: criteria filled in, the count not previewed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Screening' })).toBeInTheDocument();
    await expect(canvas.getByText('No screen yet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview count' }));
    await expect(args.onPreviewCount).toHaveBeenCalled();
  },
};

/** The count preview: how many lots, and the datasets it rests on with their dates. */
export const CountPreview: Story = {
  args: { count: screenCount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,284')).toBeInTheDocument();
    await expect(canvas.getByText(/HPD Housing Maintenance Code Violations \(as of 2026-10-31\)/)).toBeInTheDocument();
  },
};

const PLUTO_MISSING = 'no lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)';

/** A fresh installation (no PLUTO): the count is refused and every reason the server gave is listed in the screen's words. */
export const CountRefused: Story = {
  args: {
    countError: 'Some criteria rest on data this installation does not hold',
    countFieldErrors: {
      'body.filters': PLUTO_MISSING,
      'body.filters.hpdOpenViolationsMin': 'rests on HPD Housing Maintenance Code Violations (hpd_violations), not imported into this installation (rei import hpd_violations <file>)',
    },
    fieldErrors: { 'body.filters.hpdOpenViolationsMin': 'rests on HPD Housing Maintenance Code Violations (hpd_violations), not imported into this installation (rei import hpd_violations <file>)' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refusal = canvas.getByText(/^Could not count:/).closest('[role="alert"]') as HTMLElement;
    await expect(refusal).toHaveTextContent('Could not count: Some criteria rest on data this installation does not hold');
    const reasons = within(refusal).getAllByRole('listitem').map((item) => item.textContent);
    await expect(reasons).toEqual([
      'No lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)',
      'Open HPD violations at least: rests on HPD Housing Maintenance Code Violations (hpd_violations), not imported into this installation (rei import hpd_violations <file>)',
    ]);
    // The criterion's own reason also shows at its input.
    await expect(canvas.getByLabelText('Open HPD violations at least')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A refused run: the server's reasons for the run form's own fields, labelled as the form labels them. */
export const RunRefused: Story = {
  args: {
    runError: 'Some fields are missing or invalid',
    runFieldErrors: { 'body.buyBox.dscr': 'must be at most 10', 'body.filters': PLUTO_MISSING },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refusal = canvas.getByText(/^Could not run the screen:/).closest('[role="alert"]') as HTMLElement;
    await expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DSCR at least: must be at most 10',
      'No lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)',
    ]);
  },
};

/** A lower plan: counts open, the run form locked naming the plan. */
export const LockedBelowHunter: Story = {
  args: { count: screenCount, lockedPlan: 'Operator', upgradeHref: '/subscription' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/your Operator plan can preview counts/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Run screen' })).not.toBeInTheDocument();
  },
};

/** A screen running: its progress, n of N lots, and Cancel. */
export const Running: Story = {
  args: { count: screenCount, screen: runningScreen },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Screening lots' })).toBeInTheDocument();
    await expect(canvas.getByText('412 of 1,284 lots')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel screen' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Every lot screened, the run closing its parts: it says so, with nothing left to cancel. */
export const Finishing: Story = {
  args: { count: screenCount, screen: { ...runningScreen, screened: runningScreen.matched ?? 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every lot is screened; finishing the screen…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Cancel screen' })).not.toBeInTheDocument();
  },
};

/** The results: pass/fail per buy-box criterion, estimates marked, sortable, select and add, export. */
export const Results: Story = {
  args: { count: screenCount, screen: completedScreen, results: screenResults, resultsTotal: screenResults.length },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Cash-on-cash return ≥ 4/).length).toBe(screenResults.length);
    await expect(canvas.getAllByText('est.').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Cash-on-cash/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'cashOnCashReturn', direction: 'desc' });
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${screenResults[0]!.address}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 selected to portfolio' }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledWith([screenResults[0]!.bbl]);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

/** The results map without a style URL: points on a plain background, with a note saying so. */
export const MapWithoutStyleUrl: Story = {
  args: { screen: completedScreen, results: screenResults, resultsTotal: screenResults.length, mapStyleUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show map' }));
    await expect(await canvas.findByRole('img', { name: `${screenResults.length} lots by location` })).toBeInTheDocument();
    await expect(canvas.getByText(/No map style is configured/)).toBeInTheDocument();
  },
};

const INLINE_STYLE = `data:application/json,${encodeURIComponent(JSON.stringify({ version: 8, sources: {}, layers: [{ id: 'land', type: 'background' }] }))}`;

/** The results map with a style URL: MapLibre GL, loaded only when the map is opened. */
export const MapWithStyleUrl: Story = {
  render: () => <ScreenResultsMap results={screenResults} styleUrl={INLINE_STYLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Map of this page of results' })).toBeInTheDocument();
    await expect(canvas.queryByText(/No map style is configured/)).not.toBeInTheDocument();
  },
};

/** A screen that failed: the reason, and the results area says it could not load. */
export const Failed: Story = {
  args: { screen: failedScreen, resultsError: 'The server could not be reached.', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The job stopped/)).toBeInTheDocument();
    await expect(canvas.getByText('The server could not be reached.')).toBeInTheDocument();
  },
};

/** The criteria builder alone: every criterion names the dataset it rests on. */
export const CriteriaBuilderAlone: Story = {
  render: (args) => <CriteriaBuilder filters={args.filters} onFiltersChange={args.onFiltersChange} fieldErrors={{ 'body.filters.unitsMin': 'unitsMin (5) is above unitsMax (2)' }} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Brooklyn' })).toBeChecked();
    await expect(canvas.getAllByText('rests on HPD violations').length).toBe(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('unitsMin (5) is above unitsMax (2)');
    await userEvent.type(canvas.getByLabelText('Built in or after'), '1');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...screenFilters, yearBuiltMin: 1 });
  },
};
