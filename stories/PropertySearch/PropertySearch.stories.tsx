import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PropertySearchScreen } from '@rei/ui';
import { addressSuggestions, searchResults } from '../fixtures/property';

const meta = {
  title: 'Screens/PropertySearch',
  component: PropertySearchScreen,
  args: {
    suggestions: addressSuggestions,
    onSearch: fn(),
    onQueryChange: fn(),
    onValidationError: fn(),
    onAddToPortfolio: fn(),
    onNavigate: fn(),
    results: null,
  },
} satisfies Meta<typeof PropertySearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any search: 'Find Your Next Investment'. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Find Your Next Investment')).toBeInTheDocument();
  },
};

/** The combobox: arrow keys move through 'Select an address', Enter picks and searches. */
export const Autocomplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Property address' });
    await userEvent.type(input, '418 Ha');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('listbox', { name: 'Select an address' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: addressSuggestions[1] });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(addressSuggestions[1]);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list without choosing. */
export const EscapeClosesList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Property address' });
    await userEvent.type(input, '418');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('418');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A blank address: the engine's message, inline. */
export const BlankAddress: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Property address' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter an address to search.');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(args.onValidationError).toHaveBeenCalledTimes(1);
  },
};

/** Busy: the terminal-style enrichment panel. */
export const Searching: Story = {
  args: { busy: true, defaultQuery: '418 Halsey Street, Brooklyn, NY 11233' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Property Data Enrichment' })).toBeInTheDocument();
  },
};

export const Results: Story = {
  args: { results: searchResults, portfolioStates: { 104: 'in-portfolio' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(searchResults.length);
    await userEvent.click(canvas.getByRole('button', { name: /Add to Portfolio: 418 Halsey Street/ }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  args: { results: [], defaultQuery: '1 Nowhere Lane, Brooklyn, NY 11201' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Properties Found')).toBeInTheDocument();
  },
};

const IMPORTED = [{ dataset: 'rolling-sales', title: 'DOF Rolling Sales', mode: 'imported' as const }];
const DIRECTORY = { dataset: 'geosearch', title: "NYC Planning GeoSearch (the city's address directory, PAD)", mode: 'live' as const };

/** Not found: GeoSearch answered, and the city's address directory has no such address. */
export const NotInDirectory: Story = {
  args: {
    defaultQuery: '99999 Imaginary Boulevard, Brooklyn',
    notFound: {
      reason: 'not-in-directory',
      message: "This address is not in the city's address directory.",
      bbl: null,
      address: null,
      candidates: [],
      consulted: [...IMPORTED, DIRECTORY],
      live: 'on',
      tryNext: [
        'Check the house number and the street name; add the borough or the ZIP code (e.g. "…, Brooklyn" or "… 11206").',
        'Search by BBL instead: 10 digits, borough (1–5), block (5 digits), lot (4 digits), e.g. 3015910050.',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Not in the city's address directory" })).toBeInTheDocument();
    await expect(canvas.getByText(/is not in the city's address directory/)).toBeInTheDocument();
    await expect(canvas.getByText(/NYC Planning GeoSearch/)).toBeInTheDocument();
    await expect(canvas.queryByText('No Properties Found')).not.toBeInTheDocument();
  },
};

/** Not found: the directory knows the lot (BBL), but no dataset consulted has a record of it. */
export const NoRecords: Story = {
  args: {
    defaultQuery: '2500 Grand Concourse, Bronx',
    notFound: {
      reason: 'no-records',
      message: '2500 GRAND CONCOURSE, Bronx, NY 10458 (BBL 2031440001) exists, but none of the datasets consulted has a record of it.',
      bbl: '2031440001',
      address: '2500 GRAND CONCOURSE, Bronx, NY 10458',
      candidates: [],
      consulted: [...IMPORTED, DIRECTORY],
      live: 'on',
      tryNext: ["Import the city's address directory or lot data, e.g. `pnpm rei import pad bobaadr.txt` or `pnpm rei import pluto pluto.csv` (see `pnpm rei import --help`)."],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Address found, but no records of it yet' })).toBeInTheDocument();
    await expect(canvas.getByText('2031440001')).toBeInTheDocument();
    await expect(canvas.getByText('pnpm rei import pad bobaadr.txt')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Datasets consulted' })).toHaveTextContent('DOF Rolling Sales (imported)');
  },
};

/** Not found: the address is in several boroughs; each candidate is a button that searches it. */
export const Ambiguous: Story = {
  args: {
    defaultQuery: '350 5th Avenue',
    notFound: {
      reason: 'ambiguous',
      message: "350 5 Avenue is in Manhattan and Brooklyn — add the borough, e.g. '350 5th Avenue, Manhattan'",
      bbl: null,
      address: null,
      candidates: [
        { label: '350 5 AVENUE, Manhattan, NY 10118', boroughName: 'Manhattan', bbl: '1008350041' },
        { label: '350 5 AVENUE, Brooklyn, NY 11215', boroughName: 'Brooklyn', bbl: '3010160001' },
      ],
      consulted: IMPORTED,
      live: 'off',
      tryNext: ['Pick one of the addresses below, or add the borough or ZIP code to what you typed.'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Which address do you mean?' })).toBeInTheDocument();
    const brooklyn = canvas.getByRole('button', { name: /350 5 AVENUE, Brooklyn, NY 11215\s*Brooklyn/ });
    await userEvent.click(brooklyn);
    await expect(args.onSearch).toHaveBeenCalledWith('350 5 AVENUE, Brooklyn, NY 11215');
    await expect(canvas.getByRole('combobox', { name: 'Property address' })).toHaveValue('350 5 AVENUE, Brooklyn, NY 11215');
  },
};

/** Not found offline: live lookups are off (or unreachable) and no imported dataset has the address. */
export const OfflineNotImported: Story = {
  args: {
    defaultQuery: '350 5th Ave, New York, NY 10118',
    notFound: {
      reason: 'offline',
      message: "This address is in no imported dataset, and the city's address directory could not be reached.",
      bbl: null,
      address: null,
      candidates: [],
      consulted: IMPORTED,
      live: 'unreachable',
      tryNext: [
        'Check the house number and the street name; add the borough or the ZIP code (e.g. "…, Brooklyn" or "… 11206").',
        "Try again when this machine is online: the city's address directory (GeoSearch) did not answer.",
        "Import the city's address directory or lot data, e.g. `pnpm rei import pad bobaadr.txt` or `pnpm rei import pluto pluto.csv` (see `pnpm rei import --help`).",
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not in the data on this machine' })).toBeInTheDocument();
    await expect(canvas.getByText(/could not be reached, so only imported data was searched/)).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'What to try' })).toHaveTextContent('Try again when this machine is online');
  },
};
