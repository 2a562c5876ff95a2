import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureOffNotice, MAINTENANCE_BANNER_TEXT, MaintenanceBanner } from '@rei/ui';

/** The notice at the top of every page while the admin toggle `maintenance_banner` is on. */
const meta = {
  title: 'Components/MaintenanceBanner',
  component: MaintenanceBanner,
} satisfies Meta<typeof MaintenanceBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Maintenance notice' });
    await expect(banner).toHaveTextContent(MAINTENANCE_BANNER_TEXT.body);
  },
};

/** A screen whose feature an administrator turned off says so (AI summaries, CSV upload). */
export const FeatureTurnedOff: Story = {
  render: () => <FeatureOffNotice feature="AI summaries" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('AI summaries are turned off on this installation by an administrator.');
  },
};
