import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { LegalStatusDrawer } from '@rei/ui';
import { clearProperty, clearPropertyLegal, fullProperty, fullPropertyLegal, fullPropertyProvenance, sampleLegalProperties } from '../fixtures/property';

const meta = {
  title: 'Screens/PropertyCard/LegalStatusDrawer',
  component: LegalStatusDrawer,
  args: { open: true, onOpenChange: fn(), legal: fullPropertyLegal, address: fullProperty.address, source: fullPropertyProvenance.legal },
} satisfies Meta<typeof LegalStatusDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real records: one section per kind, eviction filings listed, the source under them. */
export const WithRecords: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByRole('heading', { name: /Evictions/ })).toBeInTheDocument();
    await expect(within(drawer).getByText('LT-061245-21/KI')).toBeInTheDocument();
    await expect(within(drawer).getByText(/Marshal Evictions, DOF Tax Lien Sale List/)).toBeInTheDocument();
  },
};

export const NoRecords: Story = {
  args: { legal: clearPropertyLegal, address: clearProperty.address, source: undefined },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Legal Status Details' });
    await expect(within(drawer).getByText('No legal record is listed here. Whether each dataset was checked is stated with the property (checked and none found, or not checked).')).toBeInTheDocument();
  },
};

/** Demo data from the engine's mock rules, labelled as a sample. */
export const SampleData: Story = {
  args: {
    legal: sampleLegalProperties[1]!.legal,
    address: sampleLegalProperties[1]!.property.address,
    title: 'Legal Details',
    source: undefined,
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText(/Sample data \(demo\)/)).toBeInTheDocument();
  },
};
