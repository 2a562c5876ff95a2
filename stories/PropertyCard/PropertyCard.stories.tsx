import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PropertyCard, propertyCardVariants } from '@rei/ui';
import { clearProperty, fullProperty, propertyWithoutMetrics, sparseProperty } from '../fixtures/property';

const meta = {
  title: 'Screens/PropertyCard',
  component: PropertyCard,
  argTypes: { variant: { control: 'inline-radio', options: propertyCardVariants } },
  args: {
    property: fullProperty,
    variant: 'full',
    href: '/property/418-halsey-street-brooklyn-ny-11233',
    onAddToPortfolio: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full variant with real legal records: the 'Legal Status Detected' box opens the drawer. */
export const FullWithLegalRecords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal Status Detected')).toBeInTheDocument();
    await expect(canvas.getByText('6.11%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /View legal details/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByRole('heading', { name: /Tax Lien/ })).toBeInTheDocument();
    await expect(within(drawer).getByText('NYCTL 2024-A Trust')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Add to Portfolio/ }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledWith(fullProperty);
  },
};

export const Compact: Story = {
  args: { variant: 'compact', property: clearProperty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Legal Status Detected')).toBeNull();
    await expect(canvas.queryByText('Year Built')).toBeNull();
  },
};

/** Only an address, price and rent: the missing facts read N/A. */
export const SparseData: Story = {
  args: { property: sparseProperty },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('N/A').length).toBeGreaterThan(0);
  },
};

export const WithoutMetrics: Story = {
  args: { property: propertyWithoutMetrics, onAddToPortfolio: undefined },
};

export const Adding: Story = {
  args: { addState: 'adding' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Adding/ })).toBeInTheDocument();
  },
};

export const InPortfolio: Story = {
  args: { addState: 'in-portfolio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '✓ In Portfolio' })).toBeDisabled();
  },
};
