import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, StatTile } from '@rei/ui';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Buy & Hold',
    description: '3 properties',
    children: <p>Monthly cash flow across the strategy: $2,340</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        View All
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined, description: undefined, as: 'div' } };

export const Accent: Story = {
  args: {
    tone: 'accent',
    title: 'AI Property Analysis',
    description: 'Investment thesis, risks and neighborhood insights in one read.',
    children: <Badge tone="accent">Pro</Badge>,
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse', title: 'Property Data Enrichment', description: undefined, children: <p>Fetching PLUTO record…</p> },
};

export const WithStats: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.75rem' }}>
        <StatTile label="Cap rate" value="6.8%" />
        <StatTile label="Cash on cash" value="9.2%" tone="positive" />
      </div>
    ),
  },
};
