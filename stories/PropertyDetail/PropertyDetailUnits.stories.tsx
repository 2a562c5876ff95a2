import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PropertyDetailScreen } from '@rei/ui';
import { nycOnlyProperty, fullNycRecord } from '../fixtures/nycData';

/**
 * The property page of a unit searched: a condominium unit opens its own tax lot (and says so); an
 * apartment of a co-op or rental stays the building's lot (and says its records are the building's).
 */
const meta = {
  title: 'Screens/PropertyDetail/Units',
  component: PropertyDetailScreen,
  args: {
    property: { ...nycOnlyProperty, address: '30-85 VERNON BOULEVARD, 3C', bbl: '4005041019' },
    nycData: fullNycRecord,
    source: 'nyc',
    onNavigate: fn(),
  },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "30-85 Vernon Boulevard, 3C": the unit's own lot. */
export const CondominiumUnitLot: Story = {
  args: { unit: { designator: '3C', kind: 'condo-lot', asked: '3C' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '30-85 Vernon Boulevard, 3C' })).toBeInTheDocument();
    await expect(canvas.getByText(/Unit 3C is a condominium unit with its own tax lot \(BBL 4005041019\)/)).toBeInTheDocument();
  },
};

/** "311 East 3rd Street, Apt 16": a co-op apartment, shown on the building's lot. */
export const ApartmentOfBuildingLot: Story = {
  args: {
    property: { ...nycOnlyProperty, address: '311 EAST 3 STREET, APT 16', bbl: '1003730049' },
    unit: { designator: '16', kind: 'apartment', asked: '16' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '311 East 3rd Street, Apt 16' })).toBeInTheDocument();
    await expect(canvas.getByText(/Apartment 16 is not a tax lot of its own in the data/)).toBeInTheDocument();
  },
};
