import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OwnerSearchScreen } from '@rei/ui';
import { ownerSearchEmpty, ownerSearchNoneFound, ownerSearchNotSearched, ownerSearchResults } from '../fixtures/owners';

const meta = {
  title: 'Screens/OwnerSearch',
  component: OwnerSearchScreen,
  args: { onSearch: fn(), onPage: fn(), onRetry: fn(), onNavigate: fn(), result: null },
} satisfies Meta<typeof OwnerSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any search: the name box and what the search does. */
export const Initial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Owner Search' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Owner or managing agent name'), 'Zoriano Assoc{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Zoriano Assoc');
  },
};

/** A name under three characters is refused at the field, and not sent. */
export const NameTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Owner or managing agent name');
    await userEvent.type(input, 'zo');
    await userEvent.click(canvas.getByRole('button', { name: 'Search owners' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type at least 3 characters of the name.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The search is running. */
export const Loading: Story = {
  args: { defaultName: 'zoriano assoc', loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching HPD registrations and ACRIS');
  },
};

/** Lots of one owner: each links to its property page, with who matched, in what role, from which record. */
export const Results: Story = {
  args: { defaultName: 'zoriano assoc', result: ownerSearchResults },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '26 DELAVAN STREET' });
    await expect(link).toHaveAttribute('href', '/property/bbl/3005550007');
    await expect(canvas.getByText('BBL 3-00555-0007', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(/Grantee \(deed\), ACRIS/)).toBeInTheDocument();
    await expect(canvas.getByText(/HPD Registrations and Contacts: imported, as of 2024-05-12/)).toBeInTheDocument();
    await expect(canvas.getByText(/ACRIS Real Property Parties, Legals and Master: NYC Open Data live, retrieved 2026-11-24/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(20);
  },
};

/** Nothing in the sources read; one could not be reached, so the page does not say "no buildings". */
export const Empty: Story = {
  args: { defaultName: 'qzx holdings', result: ownerSearchEmpty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nothing in HPD Registrations and Contacts for this name; ACRIS Real Property Parties, Legals and Master not searched' })).toBeInTheDocument();
    await expect(canvas.queryByText('No buildings found for this name')).toBeNull();
    await expect(canvas.getByText(/could not be reached, so ACRIS/)).toBeInTheDocument();
  },
};

/** Every source answered and none names the owner: searched, none found. */
export const EmptyEverySourceSearched: Story = {
  args: { defaultName: 'qzx holdings', result: ownerSearchNoneFound },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No buildings found for this name' })).toBeInTheDocument();
  },
};

/** No source could be read: not searched, never "no buildings found". */
export const NotSearched: Story = {
  args: { defaultName: 'qzx holdings', result: ownerSearchNotSearched },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Not searched: no owner record source could be read' })).toBeInTheDocument();
    await expect(canvas.queryByText(/no buildings found/i)).toBeNull();
  },
};

/** The request failed: the server's reason and a retry. */
export const Error: Story = {
  args: { defaultName: 'zoriano', error: 'name: must be at most 80 characters' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Owner search failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A Rookie: owner search is advanced enrichment, refused as a plan limit naming Operator. */
export const LockedByPlan: Story = {
  args: {
    defaultName: 'zoriano',
    error: 'The Rookie plan does not include advanced data enrichment (feature advanced_enrichment). Upgrade to Operator or higher.',
    planLimit: {
      message: 'The Rookie plan does not include advanced data enrichment (feature advanced_enrichment). Upgrade to Operator or higher.',
      limit: { feature: 'advanced_enrichment', limit: null, used: null, plan: 'rookie', upgradeTo: 'operator' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upgrade to Operator');
    await expect(canvas.queryByText('Owner search failed')).toBeNull();
  },
};
