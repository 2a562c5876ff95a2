import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiSummariesScreen } from '@rei/ui';
import { aiSummaries } from '../fixtures/account';

const meta = {
  title: 'Screens/AiSummaries',
  component: AiSummariesScreen,
  args: {
    tier: 'rookie',
    usedThisMonth: 2,
    summaries: aiSummaries,
    candidates: [
      { strategyId: 403, address: '88-14 Elmhurst Avenue, Queens, NY 11373' },
      { strategyId: 404, address: '1520 Grand Concourse, Bronx, NY 10457' },
    ],
    onGenerate: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AiSummariesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 5 AI summaries used this month.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { name: 'Investment Thesis' })).toHaveLength(2);
    // The built-in writer's summaries say so: a template, not a model.
    await expect(canvas.getAllByText(/Built-in template summary \(filled in from the figures; not written by an AI model\)/).length).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate AI Summary' }));
    await expect(args.onGenerate).toHaveBeenCalledWith(403);
  },
};

/** Scout has no AI summaries: the upsell replaces the page. */
export const ScoutUpsell: Story = {
  args: { tier: 'scout', usedThisMonth: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AI summaries are a Pro feature')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Upgrade to Unlock AI Summaries' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription');
  },
};

/** Rookie at 5 of 5: generation is closed until next month. */
export const LimitReached: Story = {
  args: { usedThisMonth: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 of 5 AI summaries used this month.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
  },
};

export const OperatorUnlimited: Story = { args: { tier: 'operator', usedThisMonth: 17 } };

export const Generating: Story = { args: { generating: true } };

export const Loading: Story = { args: { summaries: [], loading: true } };

export const Empty: Story = {
  args: { summaries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No AI summaries yet')).toBeInTheDocument();
  },
};

export const LoadError: Story = { args: { summaries: [], error: 'Failed to generate AI summary. Please try again.' } };

/** An administrator turned AI summaries off: the screen says so and offers no generate button; saved summaries stay. */
export const TurnedOffByAdmin: Story = {
  args: { featureOff: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('AI summaries are turned off on this installation by an administrator.');
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
  },
};
