import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENRICHMENT_BLOCKS, lockedEnrichmentBlocks } from '@rei/engine';
import { LockedDataBlocks } from '@rei/ui';

/** The engine's locked blocks of a level, with their datasets, as the server answers them. */
const lockedAt = (level: 'basic' | 'standard') =>
  lockedEnrichmentBlocks(level).map((block) => ({ ...block, datasets: [...ENRICHMENT_BLOCKS.find((entry) => entry.block === block.block)!.datasets] }));

/**
 * Public-record blocks the plan does not include (enrichment levels): what each contains and the
 * plan that adds it — no sample or blurred data in their place.
 */
const meta = {
  title: 'Screens/PropertyDetail/LockedDataBlocks',
  component: LockedDataBlocks,
  args: { blocks: lockedAt('basic') },
} satisfies Meta<typeof LockedDataBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Scout (basic): violations, permits, 311 and comparables from Rookie; owners and legal records from Operator. */
export const ScoutLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Data your plan does not include' })).toBeInTheDocument();
    await expect(canvas.getByText('Marshal eviction filings at the address. Included from the Operator plan.')).toBeInTheDocument();
    await expect(canvas.getByText('HPD, ECB and DOB violations, open and closed. Included from the Rookie plan.')).toBeInTheDocument();
  },
};

/** A Rookie (standard): only owners and legal records are locked. */
export const RookieLocked: Story = {
  args: { blocks: lockedAt('standard') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Included from the Rookie plan/)).toBeNull();
    await expect(canvas.getAllByText(/Included from the Operator plan/)).toHaveLength(5);
  },
};
