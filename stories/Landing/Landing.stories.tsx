import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LandingScreen } from '@rei/ui';
import { formatPercent } from '@rei/engine';
import { brooklynBuyHold } from '../fixtures/account';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const siteNav = within(canvas.getByRole('navigation', { name: 'Site' }));
    await expect(siteNav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    // The sample card shows the engine's own result for the sample property.
    await expect(canvas.getByText(formatPercent(brooklynBuyHold.capRate, 2))).toBeInTheDocument();
    await expect(canvas.getAllByRole('article', { name: /plan$/ })).toHaveLength(4);
    await expect(canvas.getByText('$29/month')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Start Free Analysis' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    // "Sign up with email" opens the registration form; no Google button while Google sign-in is not offered.
    await expect(canvas.getByRole('link', { name: 'Sign up with email' })).toHaveAttribute('href', '/login?mode=signup');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign up with email' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login?mode=signup');
    await expect(canvas.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  },
};

/** An installation that offers Google sign-in shows "Continue with Google", a plain link to where it starts. */
export const WithGoogleSignIn: Story = {
  args: { googleSignInHref: '/api/auth/google/start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google/start');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
