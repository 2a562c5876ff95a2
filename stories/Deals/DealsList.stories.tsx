import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DealsListScreen } from '@rei/ui';
import { dealList, flipDeal, holdDeal } from '../fixtures/deals';

const meta = {
  title: 'Screens/Deals/DealsList',
  component: DealsListScreen,
  args: {
    deals: dealList,
    total: 3,
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    sort: { key: 'updatedAt', direction: 'desc' },
    onSortChange: fn(),
    strategy: null,
    onStrategyChange: fn(),
    search: '',
    onSearchChange: fn(),
    dealHref: (deal) => `/deals/${deal.id}`,
    propertyHref: (id) => `/properties/${id}`,
    onCompare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DealsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved deals with their headline figures; two selected → Compare. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: holdDeal.name })).toHaveAttribute('href', '/deals/101');
    await expect(canvas.getByText('Standalone')).toBeInTheDocument();
    const compare = canvas.getByRole('button', { name: 'Compare 0 deals' });
    await expect(compare).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${holdDeal.name} to compare` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${flipDeal.name} to compare` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare 2 deals' }));
    await expect(args.onCompare).toHaveBeenCalledWith([101, 102]);
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'asc' });
  },
};

/** Filtered by strategy with nothing matching. */
export const FilteredEmpty: Story = { args: { deals: [], total: 0, strategy: 'wholesale' } };

/** No deal saved yet. */
export const Empty: Story = { args: { deals: [], total: 0 } };

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'The server did not answer.' } };

/** The short list on a property page. */
export const OnPropertyPage: Story = { args: { compact: true, headingLevel: 2, onCompare: undefined, deals: [holdDeal] } };
