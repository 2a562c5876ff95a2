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
