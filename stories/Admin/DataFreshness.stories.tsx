import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataFreshnessPanel } from '@rei/ui';
import { freshnessNothingImported, freshnessPartlyImported } from '../fixtures/dataFreshness';

const meta = {
  title: 'Screens/Admin/DataFreshness',
  component: DataFreshnessPanel,
  args: { rows: freshnessPartlyImported },
} satisfies Meta<typeof DataFreshnessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyImported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 of 18 datasets imported.')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'NYC public data: the newest import of each dataset' });
    await expect(within(table).getAllByRole('row')).toHaveLength(19);
    // An import with rejected rows says so in words, in its row and above the table.
    const pluto = within(table).getByRole('rowheader', { name: /^PLUTO\b/ }).closest('tr')!;
    await expect(within(pluto).getByText('1 rejected')).toBeInTheDocument();
    await expect(within(pluto).getByText('pluto_21v3.csv')).toBeInTheDocument();
    await expect(canvas.getByText(/1 import has rejected rows/)).toBeInTheDocument();
    const sales = within(table).getByRole('rowheader', { name: /DOF Rolling Sales/ }).closest('tr')!;
    await expect(within(sales).getByText('25,554 read')).toBeInTheDocument();
    await expect(within(sales).getByText('Nov 20, 2026, 09:12 UTC')).toBeInTheDocument();
    // A dataset never imported shows the command that imports it.
    const acris = within(table).getByRole('rowheader', { name: /ACRIS Real Property Legals/ }).closest('tr')!;
    await expect(within(acris).getByText('Never imported')).toBeInTheDocument();
    await expect(within(acris).getByText('pnpm rei import acris-legals <file>')).toBeInTheDocument();
    await expect(within(acris).getAllByText('None')).toHaveLength(3);
    // An imported dataset whose file gave no as-of date says so.
    const hpd = within(table).getByRole('rowheader', { name: /HPD Housing Maintenance/ }).closest('tr')!;
    await expect(within(hpd).getByText('None')).toBeInTheDocument();
    await expect(within(hpd).getByText('0 rejected')).toBeInTheDocument();
  },
};

export const NothingImported: Story = {
  args: { rows: freshnessNothingImported },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No dataset imported yet (0 of 18).')).toBeInTheDocument();
    await expect(canvas.getAllByText('Never imported')).toHaveLength(18);
    await expect(canvas.getByText('pnpm rei import pluto <file>')).toBeInTheDocument();
    await expect(canvas.queryByText(/rejected rows/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading data freshness...');
  },
};

export const LoadError: Story = {
  args: { rows: [], error: '500: Internal Server Error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load data freshness');
    // Keyboard: Tab reaches the retry button and Enter presses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server listed no dataset at all. */
export const NoDatasets: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No datasets listed.' })).toBeInTheDocument();
  },
};

/** The admin's refresh button: it asks for every dataset in use, then says per dataset what the refresh did. */
export const RefreshFromOpenData: Story = {
  args: { onRefresh: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh from NYC Open Data' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/pnpm rei refresh all/)).toBeInTheDocument();
  },
};

/** A refresh just started: its job waits in the queue; the button waits and says so. */
export const Refreshing: Story = {
  args: { onRefresh: fn(), refreshing: true, refreshProgress: { done: 0, total: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Refresh queued; it starts when the server is free.');
  },
};

/** A refresh job running: datasets done of the datasets to refresh, polled from its job. */
export const RefreshRunning: Story = {
  args: { onRefresh: fn(), refreshing: true, refreshProgress: { done: 2, total: 5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 5 datasets refreshed…');
  },
};

/** After a refresh job completed: rows added and changed, lot changes and the new as-of date per dataset; a failure with its reason. */
export const Refreshed: Story = {
  args: {
    onRefresh: fn(),
    lastRefresh: {
      runs: [{ dataset: 'hpd-violations', inserted: 1_204, updated: 3_310, events: 87, sourceDate: '2026-11-28' }],
      failed: [{ dataset: '311', reason: 'NYC Open Data timed out after 20000 ms' }],
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('hpd-violations: 1,204 added, 3,310 changed, 87 lot changes; as of 2026-11-28.');
    await expect(status).toHaveTextContent('311: refresh failed — NYC Open Data timed out after 20000 ms');
  },
};

/** A refresh job that failed as a whole: the reason, and the button ready to try again. */
export const RefreshFailed: Story = {
  args: { onRefresh: fn(), refreshError: 'The job stopped (the server restarted or stopped) and could not be resumed. Start it again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The refresh stopped: The job stopped (the server restarted or stopped)');
    await expect(canvas.getByRole('button', { name: 'Refresh from NYC Open Data' })).toBeEnabled();
  },
};
