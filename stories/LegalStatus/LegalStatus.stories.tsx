import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LegalStatusScreen } from '@rei/ui';
import { fullPropertyProvenance, portfolioProperties } from '../fixtures/property';

const meta = {
  title: 'Screens/LegalStatus',
  component: LegalStatusScreen,
  args: {
    properties: portfolioProperties,
    source: fullPropertyProvenance.legal,
    onRetry: fn(),
    onRequestFeedback: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof LegalStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's properties with their real records; the drawer opens per property. */
export const LiveData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tax Lien: Outstanding')).toBeInTheDocument();
    await expect(canvas.getAllByText('Clear Legal Status').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details: 1675 Grand Concourse' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText('No legal status records found for this property.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading live property data...');
  },
};

export const Empty: Story = {
  args: { properties: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No properties found...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { properties: [], error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Sample Properties: the engine's invented demo properties, labelled as samples. */
export const SampleProperties: Story = {
  args: { defaultTab: 'samples' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/Sample data/);
    await expect(canvas.getAllByText('Sample').length).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal Details: 218 West 88th Street' }));
    const drawer = await screen.findByRole('dialog', { name: 'Legal Details' });
    await expect(within(drawer).getByText(/Sample data \(demo\)/)).toBeInTheDocument();
  },
};

export const ClaudeFeedback: Story = {
  args: {
    defaultTab: 'feedback',
    feedback: [
      {
        propertyId: 101,
        address: '418 Halsey Street',
        text: 'The outstanding 2023 tax lien ($8,415) should be paid off at closing; the single executed eviction (2022) is not a pattern.',
        generatedAt: '2025-10-02T15:04:00.000Z',
        model: 'claude-sonnet',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/outstanding 2023 tax lien/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Request AI feedback: 1675 Grand Concourse' }));
    await expect(args.onRequestFeedback).toHaveBeenCalledWith(104);
  },
};

export const ClaudeFeedbackEmpty: Story = {
  args: { defaultTab: 'feedback', properties: [], onRequestFeedback: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No AI feedback has been generated yet.')).toBeInTheDocument();
  },
};
