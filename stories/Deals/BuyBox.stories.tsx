import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BuyBoxChecks, BuyBoxPanel, DealsListScreen } from '@rei/ui';
import { dealList } from '../fixtures/deals';
import { buyBoxCriteria, flipBuyBox, holdBuyBox, holdBuyBoxLoose } from '../fixtures/presets';

const meta = {
  title: 'Screens/Deals/Buy box',
  component: BuyBoxChecks,
  args: { buyBox: holdBuyBox },
} satisfies Meta<typeof BuyBoxChecks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deal that fails: each criterion with the deal's figure, the threshold and the outcome. */
export const Fails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Fails \d of \d criteria/)).toBeInTheDocument();
    await expect(canvas.getByText(/Cap rate .* \(needs ≥ 5/)).toBeInTheDocument();
  },
};

/** A deal that passes. */
export const Passes: Story = {
  args: { buyBox: holdBuyBoxLoose },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Passes the buy box')).toBeInTheDocument();
  },
};

/** A flip: cap rate and DSCR are not applicable to its strategy. */
export const NotApplicable: Story = {
  args: { buyBox: flipBuyBox },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/not applicable to this strategy/).length).toBeGreaterThan(0);
  },
};

/** The Deals list with each deal's checks and the pass / fail filter. */
export const DealsList: Story = {
  render: () => (
    <DealsListScreen
      deals={dealList.map((deal, index) => ({ ...deal, buyBox: index === 0 ? holdBuyBox : index === 1 ? flipBuyBox : null }))}
      total={dealList.length}
      page={1}
      pageSize={25}
      onPageChange={fn()}
      sort={{ key: 'updatedAt', direction: 'desc' }}
      onSortChange={fn()}
      strategy={null}
      onStrategyChange={fn()}
      search=""
      onSearchChange={fn()}
      dealHref={(deal) => `/deals/${deal.id}`}
      buyBoxFilter={null}
      onBuyBoxFilterChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Buy box' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Buy box' })).toBeInTheDocument();
  },
};

/** The buy box editor: yours, with thresholds set. */
export const Editor: Story = {
  render: () => (
    <BuyBoxPanel
      scope="personal"
      onScopeChange={fn()}
      box={{ criteria: buyBoxCriteria, canEdit: true, usable: true, unusableReason: null, updatedAt: '2026-11-26T09:00:00.000Z' }}
      onSave={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save buy box' })).toBeInTheDocument();
  },
};

/** The editor on a plan without a buy box: which plan adds it. */
export const EditorLockedByPlan: Story = {
  render: () => <BuyBoxPanel scope="personal" onScopeChange={fn()} box={null} lockedReason="Your own buy box comes with the Operator plan. Change plan on the Subscription page." onSave={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/comes with the Operator plan/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save buy box' })).toBeNull();
  },
};
