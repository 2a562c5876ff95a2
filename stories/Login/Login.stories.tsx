import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from '@rei/ui';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignIn: fn(),
    onSignUp: fn(),
    onForgotPassword: fn(),
    onGoogleSignIn: fn(),
    demoCredentials: { email: 'demo@rei.example', password: 'demo-password-2026' },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya.chen@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'maya.chen@example.com', password: 'correct horse battery' });
  },
};

/** Both fields are required: 'Missing credentials' / 'Please enter both email and password'. */
export const MissingCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing credentials: Please enter both email and password');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const AuthError: Story = {
  args: { error: 'Invalid credentials. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without handlers, 'Forgot password?' and 'Continue with Google' are hidden; no demo box without credentials. */
export const MinimalActions: Story = {
  args: { onForgotPassword: undefined, onGoogleSignIn: undefined, demoCredentials: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(canvas.queryByText('Demo credentials')).toBeNull();
  },
};

export const SignUp: Story = { args: { defaultMode: 'signup' } };

/** Sign-up validation: all four fields, then matching passwords. */
export const SignUpValidation: Story = {
  args: { defaultMode: 'signup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing fields: Please fill all fields');
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Maya Chen');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya.chen@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'long-enough-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent("Passwords don't match: Please make sure your passwords match");
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** After registering, the form returns to sign-in with its fields cleared. */
export const SignUpSuccess: Story = {
  args: { defaultMode: 'signup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Maya Chen');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya.chen@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long-enough-1');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSignUp).toHaveBeenCalledWith({ fullName: 'Maya Chen', email: 'maya.chen@example.com', password: 'long-enough-1' });
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('');
  },
};

/** A fresh installation: the sign-up form says that this first account becomes the administrator. */
export const SignUpFirstAccount: Story = {
  args: { defaultMode: 'signup', firstAccountBecomesAdmin: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('complementary', { name: 'New installation' });
    await expect(note).toHaveTextContent('becomes the administrator of this installation');
  },
};
