import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { legalStatus } from '@rei/engine';
import { LegalCheckSummary, recordLegalCheck } from '@rei/ui';
import { fullNycRecord, legalNycRecord, unreachableLegalNycRecord } from '../fixtures/nycData';

/**
 * The property Summary tab's three-state legal summary (the engine's `legalCheck` over the lot's
 * public record): found with its source, checked and none found with each dataset's as-of date,
 * or not checked naming the dataset — "Clear Legal Status" only when everything was checked.
 */
const meta = {
  title: 'Screens/PropertyDetail/LegalCheckSummary',
  component: LegalCheckSummary,
  args: { check: recordLegalCheck(fullNycRecord, legalStatus({})) },
} satisfies Meta<typeof LegalCheckSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every legal dataset read, none lists the lot: clear, with the datasets and their dates. */
export const CheckedNoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Clear Legal Status')).toBeInTheDocument();
    await expect(canvas.getByText('Tax liens: Checked, none found')).toBeInTheDocument();
    await expect(canvas.getByText(/DOF Tax Lien Sale Lists, as of 2025-06-01/)).toBeInTheDocument();
  },
};

/** Records on file: found, with the dataset each came from. */
export const Found: Story = {
  args: { check: recordLegalCheck(legalNycRecord, legalStatus({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal records found')).toBeInTheDocument();
    await expect(canvas.getByText('Foreclosure: Found')).toBeInTheDocument();
    await expect(canvas.queryByText('Clear Legal Status')).toBeNull();
  },
};

/** NYC Open Data unreachable and nothing imported: not checked, and never clear. */
export const NotChecked: Story = {
  args: { check: recordLegalCheck(unreachableLegalNycRecord, legalStatus({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Legal status not fully checked')).toBeInTheDocument();
    await expect(canvas.getByText('Evictions: Not checked')).toBeInTheDocument();
    await expect(canvas.getByText(/Marshal Evictions could not be reached/)).toBeInTheDocument();
    await expect(canvas.queryByText(/clear|none found/i)).toBeNull();
  },
};

/** A page without the lot's record: nothing was read, so nothing is called clear. */
export const NoPublicRecord: Story = {
  args: { check: recordLegalCheck(null, legalStatus({})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Not checked/).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Clear Legal Status')).toBeNull();
  },
};
