import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PropertyDetailScreen } from '@rei/ui';
import { fullProperty, fullPropertyProvenance, propertyWithoutMetrics, sparseProperty } from '../fixtures/property';

const meta = {
  title: 'Screens/PropertyDetail',
  component: PropertyDetailScreen,
  args: {
    property: fullProperty,
    provenance: fullPropertyProvenance,
    onAddToPortfolio: fn(),
    onRefresh: fn(),
    onTabChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, Overview tab: header, chips, stat tiles, investment block, sources. */
export const Overview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '418 Halsey Street' })).toBeInTheDocument();
    await expect(canvas.getByText('Metrics Calculated')).toBeInTheDocument();
    await expect(canvas.getByText('Investment Analysis')).toBeInTheDocument();
    await expect(canvas.getAllByText(/Source: PLUTO 25v2/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Portfolio' }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledTimes(1);
  },
};

export const InvestmentTab: Story = {
  args: { defaultTab: 'investment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Investment Dashboard')).toBeInTheDocument();
  },
};

/** Four meters from the engine, four of the five schools. */
export const NeighborhoodTab: Story = {
  args: { defaultTab: 'neighborhood' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('meter')).toHaveLength(4);
    await expect(canvas.queryByText('Boys and Girls High School')).toBeNull();
    await expect(canvas.getByText('Excellence Boys Charter School')).toBeInTheDocument();
  },
};

/** Comparables with the criteria, violations, zoning, and the first five of six water liens. */
export const NycDataTab: Story = {
  args: { defaultTab: 'nyc-data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Same block · Last 5 years/).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Water liens (first 5 of 6)')).toBeInTheDocument();
    // The $0 (non-market) sale is filtered out of the comparables table.
    await expect(canvas.queryByText('229 Decatur Street')).toBeNull();
  },
};

export const SummaryTab: Story = {
  args: { defaultTab: 'summary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal Risk Assessment')).toBeInTheDocument();
    await expect(canvas.getAllByText('Tax Lien').length).toBeGreaterThan(0);
  },
};

/** The legal pills open the Legal Status Details drawer. */
export const LegalDrawer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByText('NYCTL 2024-A Trust')).toBeInTheDocument();
  },
};

export const Adding: Story = { args: { addState: 'adding' } };

export const InPortfolio: Story = {
  args: { addState: 'in-portfolio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '✓ In Portfolio' })).toBeDisabled();
  },
};

/** No metrics: no Investment Analysis block; the tab explains why. */
export const WithoutMetrics: Story = {
  args: { property: propertyWithoutMetrics, provenance: undefined, defaultTab: 'investment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Metrics Calculated')).toBeNull();
    await expect(canvas.getByText('Investment Analysis Not Available')).toBeInTheDocument();
  },
};

/** Sparse data: N/A everywhere data is missing; neighborhood unavailable; refresh offered for the strategy. */
export const SparseData: Story = {
  args: { property: sparseProperty, provenance: undefined, defaultTab: 'neighborhood' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Neighborhood data not available for this property.')).toBeInTheDocument();
    await expect(canvas.getAllByText('N/A').length).toBeGreaterThan(3);
    await userEvent.click(canvas.getByRole('tab', { name: 'Investment' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh to Generate Strategy' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true, property: null } };

export const LoadError: Story = {
  args: { property: null, error: '500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load property data: 500: Internal Server Error');
    await expect(canvas.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/property-search');
  },
};

export const NotFound: Story = {
  args: { property: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The property you're looking for could not be found.")).toBeInTheDocument();
  },
};
