import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NeighborhoodLive } from '@rei/ui';
import { neighborhoodAnswered, neighborhoodOffline } from '../fixtures/owners';

const meta = {
  title: 'Screens/PropertyDetail/NeighborhoodLive',
  component: NeighborhoodLive,
  args: { state: { data: neighborhoodAnswered } },
} satisfies Meta<typeof NeighborhoodLive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every source answered: meters from the engine, each block with its source and retrieval time. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complaints within 0.25 mi, 2025')).toBeInTheDocument();
    await expect(canvas.getByText('850')).toBeInTheDocument();
    await expect(canvas.getByText('Moderate Risk')).toBeInTheDocument();
    await expect(canvas.getByText('34.7%')).toBeInTheDocument();
    await expect(canvas.getByText(/Source: NYPD Complaint Data Historic \(qgea-i56i\) · retrieved/)).toBeInTheDocument();
    await expect(canvas.getByText(/No public dataset gives registered sex offenders/)).toBeInTheDocument();
    await expect(canvas.getByText(/Sex Offenders: no meter/)).toBeInTheDocument();
  },
};

/** Offline: each source is named as not reachable; no crime meter, no invented number. */
export const NotReachable: Story = {
  args: { state: { data: neighborhoodOffline } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/NYPD Complaint Data Historic \(qgea-i56i\) is not reachable right now/)).toBeInTheDocument();
    await expect(canvas.getByText(/US Census Bureau ACS 5-year estimates 2019–2023 is not reachable/)).toBeInTheDocument();
    await expect(canvas.getByText(/Crime: no meter/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Asking NYPD complaint data');
  },
};

export const LoadFailed: Story = {
  args: { state: { error: '401: Sign in to see neighbourhood figures' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Neighborhood figures could not be loaded: 401');
  },
};
