import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrganizationScreen } from '@rei/ui';
import { adminMembership, analystMembership, organizationMembers, ownerMembership, pendingMembership } from '../fixtures/account';

const meta = {
  title: 'Screens/Organization',
  component: OrganizationScreen,
  args: {
    organization: ownerMembership,
    members: organizationMembers,
    currentUserId: 13,
    onInvite: fn(),
    onRemoveMember: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrganizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Owner: may invite and remove anyone but owners. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
    await expect(canvas.getByText('Pending invitation')).toBeInTheDocument();
    // The owner row (the signed-in owner) offers no removal; the admin and analysts do.
    await expect(canvas.queryByRole('button', { name: /Remove Priya Shah/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Samuel Okafor' })).toBeInTheDocument();
  },
};

/** Admin: same team powers, still never on an owner row. */
export const Admin: Story = {
  args: { organization: adminMembership, currentUserId: 14 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Remove Priya Shah/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Daniel Ortiz' })).toBeInTheDocument();
  },
};

/** Analyst: reads the team, cannot invite or remove. */
export const Analyst: Story = {
  args: { organization: analystMembership, currentUserId: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Invite User' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No team members found.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { members: [], loading: true },
};

export const LoadError: Story = {
  args: { members: [], error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoOrganization: Story = {
  args: { organization: null, members: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Organization Selected')).toBeInTheDocument();
    await expect(canvas.getByText('Please select an organization to manage team members.')).toBeInTheDocument();
  },
};

/** Invite dialog: an empty email is refused with "Email required"; a valid invite is sent and the form resets. */
export const InviteDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite User' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/must already have an account/)).toBeInTheDocument();
    await expect(dialog.getByRole('radio', { name: 'Analyst' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Email required: Please enter an email address.');
    await expect(args.onInvite).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText(/^Email/), 'jordan.blake@example.com');
    await userEvent.click(dialog.getByRole('radio', { name: 'Admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'jordan.blake@example.com', role: 'admin' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Reopened, the dialog starts fresh: empty email, role back to analyst.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite User' }));
    const reopened = within(await screen.findByRole('dialog'));
    await expect(reopened.getByLabelText(/^Email/)).toHaveValue('');
    await expect(reopened.getByRole('radio', { name: 'Analyst' })).toBeChecked();
  },
};

/** Remove: asks for confirmation; Cancel keeps the member, Remove calls back with the user id. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Daniel Ortiz' }));
    let dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Remove team member?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemoveMember).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Daniel Ortiz' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveMember).toHaveBeenCalledWith(12);
  },
};

export const Removing: Story = {
  args: { removingUserId: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The signed-in user has been invited elsewhere: Accept calls back with that organization's id. */
export const PendingInvitations: Story = {
  args: { pendingInvitations: [pendingMembership], onAcceptInvitation: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Pending invitations' }));
    await expect(region.getByText('Bronx Value-Add LLC')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Accept invitation to Bronx Value-Add LLC' }));
    await expect(args.onAcceptInvitation).toHaveBeenCalledWith(104);
  },
};

/** Accepting: the button reads 'Accepting...' and is busy. */
export const AcceptingInvitation: Story = {
  args: { pendingInvitations: [pendingMembership], onAcceptInvitation: fn(), acceptingId: 104 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accepting...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Only invitations, no accepted organization yet: they show above 'No Organization Selected'. */
export const InvitedWithoutOrganization: Story = {
  args: { organization: null, members: [], pendingInvitations: [pendingMembership], onAcceptInvitation: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept invitation to Bronx Value-Add LLC' })).toBeInTheDocument();
    await expect(canvas.getByText('No Organization Selected')).toBeInTheDocument();
  },
};

/** The server refused the invitation: its reason at the Email field of the dialog. */
export const InviteServerFieldError: Story = {
  args: { defaultInviteOpen: true, inviteFieldErrors: { 'body.email': 'Enter a valid email address' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Enter a valid email address')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};
