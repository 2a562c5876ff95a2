import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessTestScreen } from '@rei/ui';

const meta = {
  title: 'Screens/AccessTest',
  component: AccessTestScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    tier: 'scout',
    onDeveloperRoleChange: fn(),
    onToggleFeature: fn(),
    onNavigateFeature: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AccessTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scout: property search and basic analysis only. */
export const Scout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Production mode')).toBeInTheDocument();
    await expect(canvas.getByText('2 / 9')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'AI Summary Locked' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Feature "ai_summary" is not accessible with current role or is disabled.');
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate to Property Search' }));
    await expect(args.onNavigateFeature).toHaveBeenCalledWith('property_search', '/property-search');
  },
};

/** Operator with AI summaries switched off locally: the toggle locks it. */
export const OperatorWithToggleOff: Story = {
  args: { tier: 'operator', toggles: { ai_summary: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'AI Summary Locked' })).toBeInTheDocument();
    await expect(canvas.getByText('6 / 9')).toBeInTheDocument();
  },
};

/** A hunter developer override bypasses every check, toggles included. */
export const HunterOverride: Story = {
  args: { tier: 'scout', developerRole: 'hunter', toggles: { bulk_operations: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9 / 9')).toBeInTheDocument();
  },
};

export const SignedOut: Story = { args: { tier: null, productionMode: false } };
