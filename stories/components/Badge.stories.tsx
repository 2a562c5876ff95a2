import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones, riskBadgeTone, roleBadgeTone } from '@rei/ui';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Pro', tone: 'accent' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </p>
  ),
};

export const Roles: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem' }}>
      {['owner', 'admin', 'analyst', 'member'].map((role) => (
        <Badge key={role} tone={roleBadgeTone(role)}>
          {role.charAt(0).toUpperCase() + role.slice(1)}
        </Badge>
      ))}
    </p>
  ),
};

export const RiskLevels: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem' }}>
      {['Low', 'Medium', 'High'].map((level) => (
        <Badge key={level} tone={riskBadgeTone(level)}>
          {level} risk
        </Badge>
      ))}
    </p>
  ),
};

export const Outlined: Story = { args: { outlined: true, tone: 'warning', children: 'Tax Lien' } };
