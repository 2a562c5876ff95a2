import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PropertyDetailScreen } from '@rei/ui';
import { nycOnlyProperty, fullNycRecord } from '../fixtures/nycData';
import { neighborhoodAnswered, neighborhoodOffline, relatedOwners } from '../fixtures/owners';

/** The property page of a real lot with its neighbourhood from public data and its owner's other buildings. */
const meta = {
  title: 'Screens/PropertyDetail/PublicData',
  component: PropertyDetailScreen,
  args: {
    property: nycOnlyProperty,
    nycData: fullNycRecord,
    source: 'nyc',
    defaultTab: 'neighborhood',
    neighborhood: { data: neighborhoodAnswered },
    relatedOwners: { data: relatedOwners },
    onNavigate: fn(),
  },
} satisfies Meta<typeof PropertyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neighborhood tab from NYPD, DOE and Census figures; other buildings below the tabs. */
export const NeighborhoodAndOwners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complaints within 0.25 mi, 2025')).toBeInTheDocument();
    await expect(canvas.queryByText('Neighborhood data not available for this property.')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Other buildings of this owner' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '300 COURT STREET' })).toHaveAttribute('href', '/property/bbl/3006100022');
  },
};

/** Offline: the tab names each source as not reachable; the page still renders. */
export const NeighborhoodOffline: Story = {
  args: { neighborhood: { data: neighborhoodOffline }, relatedOwners: { loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/DOE 2019–2020 School Locations \(wg9x-4ke6\) is not reachable/)).toBeInTheDocument();
    await expect(canvas.getByText('Looking up the owner’s other buildings…')).toBeInTheDocument();
  },
};
