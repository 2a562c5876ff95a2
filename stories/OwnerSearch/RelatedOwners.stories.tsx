import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RelatedOwnersBlock } from '@rei/ui';
import { relatedOwners, relatedOwnersNone, relatedOwnersUnreachable } from '../fixtures/owners';

const meta = {
  title: 'Screens/OwnerSearch/RelatedOwners',
  component: RelatedOwnersBlock,
  args: { onNavigate: fn() },
} satisfies Meta<typeof RelatedOwnersBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's other buildings, each linking to its page; the owner name links to a full search. */
export const OtherBuildings: Story = {
  args: { data: relatedOwners },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Other buildings of this owner' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'ZORIANO ASSOCIATES, INC.' })).toHaveAttribute('href', '/owners?name=ZORIANO%20ASSOCIATES%2C%20INC.');
    await expect(canvas.getByRole('link', { name: '300 COURT STREET' })).toHaveAttribute('href', '/property/bbl/3006100022');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Looking up the owner’s other buildings');
  },
};

/** The record names no owner for the lot. */
export const NoOwnerOnRecord: Story = {
  args: { data: relatedOwnersNone },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/names no owner for this lot/)).toBeInTheDocument();
  },
};

/** Offline: the sources could not be asked, so the block does not claim the lot has no owner. */
export const SourcesUnreachable: Story = {
  args: { data: relatedOwnersUnreachable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The owner of this lot could not be looked up, so its other buildings were not searched/)).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Sources consulted' })).toHaveTextContent(/could not be reached/);
    await expect(canvas.queryByText(/names no owner/)).toBeNull();
  },
};

export const LookupFailed: Story = {
  args: { error: 'Failed to fetch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Other buildings could not be looked up: Failed to fetch');
  },
};

/** A plan below Operator: nothing is looked up and the block names the plan that adds owners. */
export const LockedByPlan: Story = {
  args: { lockedPlan: 'Operator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/part of advanced enrichment, from the Operator plan/)).toBeInTheDocument();
    await expect(canvas.queryByText(/names no owner/)).toBeNull();
  },
};
