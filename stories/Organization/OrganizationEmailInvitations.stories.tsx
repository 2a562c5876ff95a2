import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrganizationScreen, type EmailInvitation } from '@rei/ui';
import { analystMembership, organizationMembers, ownerMembership } from '../fixtures/account';

const openInvitations: EmailInvitation[] = [
  { id: 31, email: 'jordan.lee@example.com', role: 'analyst', status: 'pending', expiresAt: '2026-12-01T14:10:00.000Z', invitedByName: 'Maya Chen' },
  { id: 30, email: 'sam.ortiz@example.com', role: 'admin', status: 'expired', expiresAt: '2026-11-20T09:00:00.000Z', invitedByName: 'Maya Chen' },
];

/** Team Management → invitations by email for people without an account: listed, revocable, expired ones marked. */
const meta = {
  title: 'Screens/Organization/Email invitations',
  component: OrganizationScreen,
  args: {
    organization: ownerMembership,
    members: organizationMembers,
    currentUserId: 13,
    onInvite: fn(),
    onRemoveMember: fn(),
    emailInvitations: { invitations: openInvitations, onRevoke: fn() },
  },
} satisfies Meta<typeof OrganizationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingInvitationsList: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Invitations sent by email' }));
    await expect(panel.getByText('jordan.lee@example.com')).toBeInTheDocument();
    await expect(panel.getAllByText('Expired').length).toBeGreaterThan(0);
    await userEvent.click(panel.getByRole('button', { name: 'Revoke the invitation of jordan.lee@example.com' }));
    await expect(args.emailInvitations!.onRevoke).toHaveBeenCalledWith(31);
  },
};

export const Revoking: Story = {
  args: { emailInvitations: { invitations: openInvitations, onRevoke: fn(), revokingId: 31 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Revoking...' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoOpenInvitations: Story = {
  args: { emailInvitations: { invitations: [], onRevoke: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open invitations.')).toBeInTheDocument();
  },
};

/** An analyst does not manage the team: the list is not shown. */
export const HiddenForAnalyst: Story = {
  args: { organization: analystMembership, currentUserId: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Invitations sent by email' })).toBeNull();
  },
};
