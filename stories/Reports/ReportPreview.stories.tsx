import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportPreview } from '@rei/ui';
import { reportPreviewOf } from '../fixtures/reportPreviews';

const meta = {
  title: 'Screens/Reports/ReportPreview',
  component: ReportPreview,
  args: { preview: reportPreviewOf('buy & hold'), version: 3 },
} satisfies Meta<typeof ReportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A money cell's value in cents: "adds + $1.00", "subtracts − $1.00", or a total "-$1.00". */
function centsOf(text: string): number {
  const sign = text.includes('subtracts') ? -1 : 1;
  const money = text.replace(/^.*?(adds|subtracts)\s*/, '');
  const value = Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);
  return sign * (/^[-−]\s*\$/.test(money.trim()) ? -value : value);
}

/** Every ledger on screen (a Line / Amount table) adds up: its signed lines sum to its total row. */
async function expectLedgersAddUp(canvasElement: HTMLElement) {
  const tables = within(canvasElement)
    .getAllByRole('table')
    .filter((table) => within(table).queryAllByRole('columnheader', { name: 'Line' }).length > 0);
  await expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent ?? '');
    const lines = amounts.slice(0, -1).map(centsOf);
    await expect(lines.reduce((a, b) => a + b, 0)).toBe(centsOf(amounts.at(-1) ?? ''));
  }
}

/** Buy & Hold: year 1 from rent to cash flow, the 10-year pro forma and the returns of the hold and sale. */
export const BuyHold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Buy & Hold: pro forma and returns' })).toBeInTheDocument();
    await expect(canvas.getByText(/of version 3 print for this deal/)).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Pro forma, 10 years' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Pro forma, 10 years' })).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('rowheader', { name: 'IRR' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** Fix & Flip: the budget, profit, cash in and the 70 % rule; both tests fail for this deal and say why. */
export const FixFlip: Story = {
  args: { preview: reportPreviewOf('fix & flip') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Budget: what the project costs' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: '70 % rule: the most to pay' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Fails')).toHaveLength(2);
    await expectLedgersAddUp(canvasElement);
  },
};

/** Fix & Flip with the investor's own cost and expense lines: a ledger says which lines they are. */
export const FixFlipWithCustomLines: Story = {
  args: { preview: reportPreviewOf('fix & flip with custom lines') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Custom cost and expense lines/).length).toBeGreaterThan(0);
    await expectLedgersAddUp(canvasElement);
  },
};

/** Wholesale: contract and fee, the maximum offer and spread, and the end investor's view. */
export const Wholesale: Story = {
  args: { preview: reportPreviewOf('wholesale') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: "End investor's view: the flip they buy" })).toBeInTheDocument();
    await expect(canvas.getByText('Assignment fee within 3–15 % of the contract')).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** BRRRR with cash left in the deal: the infinite-return test fails. */
export const Brrrr: Story = {
  args: { preview: reportPreviewOf('BRRRR') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Cash left in the deal' })).toBeInTheDocument();
    const infinite = canvas.getByText('Infinite return: no cash left in and positive cash flow').closest('li') as HTMLElement;
    await expect(infinite).toHaveTextContent('Fails');
    await expectLedgersAddUp(canvasElement);
  },
};

/** BRRRR where the refinance returns every dollar: the infinite-return test passes. */
export const BrrrrInfiniteReturn: Story = {
  args: { preview: reportPreviewOf('BRRRR, infinite return') },
  play: async ({ canvasElement }) => {
    const infinite = within(canvasElement).getByText('Infinite return: no cash left in and positive cash flow').closest('li') as HTMLElement;
    await expect(infinite).toHaveTextContent('Passes');
  },
};

/** Creative financing, seller note: the note, cash in and monthly cash flow. */
export const SellerNote: Story = {
  args: { preview: reportPreviewOf('seller note') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Creative financing: seller note' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** Creative financing, subject-to: the equity taken over, and the test that the seller's loan stays in their name. */
export const SubjectTo: Story = {
  args: { preview: reportPreviewOf('subject-to') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Equity when you take over the loan' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** Creative financing, lease option: the option ledger and its payment schedule. */
export const LeaseOption: Story = {
  args: { preview: reportPreviewOf('lease option') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Option schedule' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** Creative financing, wrap-around: both loans by year and what the seller keeps each month. */
export const WrapAround: Story = {
  args: { preview: reportPreviewOf('wrap-around') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Both loans by year' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Monthly spread: what the seller keeps' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

/** Creative financing, land contract: the balance by year up to the balloon. */
export const LandContract: Story = {
  args: { preview: reportPreviewOf('land contract') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Contract balance by year, up to the balloon' })).toBeInTheDocument();
    await expectLedgersAddUp(canvasElement);
  },
};

export const Loading: Story = {
  args: { preview: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Laying out the report…');
  },
};

/** The preview could not be read: the reason and a retry. */
export const LoadFailed: Story = {
  args: { preview: null, error: 'The server did not answer. Check your connection.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server did not answer. Check your connection.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A deal with nothing to lay out (no figures saved): said in words, no empty tables. */
export const NothingToLayOut: Story = {
  args: { preview: { ...reportPreviewOf('buy & hold'), ledgers: [], checks: [], schedules: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no figures to lay out yet/)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
