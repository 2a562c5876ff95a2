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
    await expect(dialog.getByText(/We send the invitation by e-mail/)).toBeInTheDocument();
    await expect(dialog.queryByText(/must already have an account/)).toBeNull();
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
    // Removal ends every path: the dialog says the member's share links stop working.
    await expect(dialog.getByText(/share links they created/)).toBeInTheDocument();
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

/** Owner with role changes: every other accepted member's role is a choice (owner included: a transfer). */
export const OwnerChangesRoles: Story = {
  args: { onChangeRole: fn(), onLeave: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Role of Samuel Okafor' })).toHaveTextContent('Admin');
    await expect(canvas.getByRole('combobox', { name: 'Role of Daniel Ortiz' })).toHaveTextContent('Analyst');
    // Not on their own row, nor on a pending invitation.
    await expect(canvas.queryByRole('combobox', { name: 'Role of Priya Shah' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: /jordan/ })).toBeNull();
    // The only owner is told how to leave instead of being offered it.
    await expect(canvas.getByText(/only owner: make another member the owner/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Leave organization' })).toBeNull();
  },
};

/** Admin: changes admins and analysts, never the owner's role (a badge there, no choice). */
export const AdminChangesRoles: Story = {
  args: { organization: adminMembership, currentUserId: 14, onChangeRole: fn(), onLeave: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Role of Priya Shah' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Role of Daniel Ortiz' })).toBeInTheDocument();
    // An admin may leave, after confirming.
    await userEvent.click(canvas.getByRole('button', { name: 'Leave organization' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(/share links you created/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Leave organization' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** Analyst: no role choices, no Remove, no Invite — controls they cannot use are not shown. */
export const AnalystSeesNoTeamControls: Story = {
  args: { organization: analystMembership, currentUserId: 12, onChangeRole: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite User' })).toBeNull();
  },
};

/** Ownership transfer: nothing happens until the owner ticks the confirmation and confirms; then it calls back with it. */
export const OwnerTransferConfirmation: Story = {
  args: { onChangeRole: fn(), defaultTransferOpenFor: 14 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Make Samuel Okafor the owner?' }));
    await expect(dialog.getByText(/You stay in the organization as an admin/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Transfer ownership' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand that I will become an admin' }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onChangeRole).toHaveBeenCalledWith(14, 'owner', true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A role change in flight: that member's choice is disabled. */
export const ChangingRole: Story = {
  args: { onChangeRole: fn(), changingRoleUserId: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role of Daniel Ortiz' })).toBeDisabled();
  },
};
