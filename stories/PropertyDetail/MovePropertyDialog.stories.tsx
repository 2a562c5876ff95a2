import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MovePropertyDialog } from '@rei/ui';

const meta = {
  title: 'Screens/PropertyDetail/MovePropertyDialog',
  component: MovePropertyDialog,
  args: {
    address: '418 Halsey Street, Brooklyn, NY 11233',
    fromOrganizationName: 'Hudson Capital Partners',
    targets: [
      { organizationId: 102, organizationName: 'Brooklyn Yield Group', role: 'admin' },
      { organizationId: 103, organizationName: 'Queens Multifamily Fund', role: 'analyst' },
    ],
    canMove: true,
    onSubmit: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof MovePropertyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button beside the property's other actions. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move or copy' })).toBeInTheDocument();
  },
};

/** Move (the default when allowed) into the first organization; keyboard only: arrows pick the target. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Move or copy' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: /Move or copy 418 Halsey Street/ }));
    await expect(dialog.getByRole('radio', { name: /^Move/ })).toBeChecked();
    await expect(dialog.getByText(/share links keep working/)).toBeInTheDocument();
    dialog.getByRole('radio', { name: /Brooklyn Yield Group/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /Queens Multifamily Fund/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Move property' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'move', targetOrganizationId: 103 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Copy: the source keeps the property and its reports. */
export const Copy: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: /^Copy/ }));
    await expect(dialog.getByRole('button', { name: 'Copy property' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy property' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'copy', targetOrganizationId: 102 });
  },
};

/** An analyst who did not add it: Move is offered but disabled, with why; copying works. */
export const CopyOnly: Story = {
  args: { defaultOpen: true, canMove: false },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: /^Move/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^Copy/ })).toBeChecked();
    await expect(dialog.getByText(/Only an owner or admin here/)).toBeInTheDocument();
  },
};

/** No other organization: nothing to choose, and the dialog says what to do. */
export const NoOtherOrganization: Story = {
  args: { defaultOpen: true, targets: [] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/not a member of another organization/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Move property' })).toBeDisabled();
  },
};

/** In flight. */
export const Submitting: Story = {
  args: { defaultOpen: true, submitting: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Working...' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plan refused the copy: the limit with its figures and an upgrade link, not a bare 'Error'. */
export const PlanLimitReached: Story = {
  args: {
    defaultOpen: true,
    defaultMode: 'copy',
    error: {
      message: 'Property limit reached: the Scout plan allows 3 properties and you have 3. Upgrade your plan to add more.',
      limit: { feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie' },
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('3 of 3 properties used');
    await userEvent.click(dialog.getByRole('link', { name: 'Upgrade to Rookie' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** Any other refusal: the server's sentence. */
export const Refused: Story = {
  args: { defaultOpen: true, error: { message: 'Organization not found' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Organization not found');
  },
};
