import {
  LINE_ITEM_BASES,
  LINE_ITEM_FREQUENCIES,
  LINE_ITEM_KINDS,
  lineItemSchema,
  MAX_LINE_ITEMS,
  type LineItemBasis,
  type LineItemFrequency,
  type LineItemKind,
} from '@rei/engine';

/**
 * A custom line as the editor holds it: the engine's `LineItem`, with the amount `undefined`
 * while it is empty or being typed. The form sends the drafts to the engine as they are, so an
 * unfinished line keeps the results on the last valid inputs (marked stale) until it is fixed.
 */
export interface LineItemDraft {
  label: string;
  kind: LineItemKind;
  amount: number | undefined;
  frequency: LineItemFrequency;
  basis?: LineItemBasis;
}

/** The form values every calculator with custom lines carries beside its own. */
export interface LineItemValues {
  lineItems?: LineItemDraft[];
  units?: number;
  squareFeet?: number;
}

/** What a calculator's lines can be measured against. */
export interface LineItemMeasures {
  /** The calculator has a rent a `percent_of_rent` line can take a share of. */
  hasRent: boolean;
  units?: number | undefined;
  squareFeet?: number | undefined;
}

/** The words the editor shows for each kind, frequency and basis. */
export const LINE_KIND_LABELS: Readonly<Record<LineItemKind, string>> = { income: 'Income', expense: 'Expense', cost: 'One-time cost' };
export const LINE_FREQUENCY_LABELS: Readonly<Record<LineItemFrequency, string>> = { monthly: 'Monthly', annual: 'Annual', one_time: 'One time' };
export const LINE_BASIS_LABELS: Readonly<Record<LineItemBasis, string>> = {
  amount: 'Dollars',
  percent_of_price: '% of price',
  percent_of_rent: '% of rent',
  per_unit: '$ per unit',
  per_sqft: '$ per sq ft',
};

export const LINE_ITEM_TEXT = {
  title: 'Custom lines',
  description: 'Itemise other income, expenses and one-time costs. A negative amount is a credit.',
  add: 'Add line',
  remove: (label: string) => `Remove line ${label.trim() || 'without a label'}`,
  empty: 'No custom lines. Add one for laundry income, HOA dues, a new roof…',
  full: `At most ${MAX_LINE_ITEMS} lines per deal.`,
  label: 'Label',
  kind: 'Kind',
  amount: 'Amount',
  frequency: 'Frequency',
  basis: 'Measured as',
  units: 'Units',
  squareFeet: 'Floor area (sq ft)',
  lineHeading: (index: number) => `Line ${index + 1}`,
  locked: (plan: string) => `Custom lines come with the ${plan} plan.`,
  lockedKept: (plan: string) => `This deal's lines are kept and counted; changing them, or saving the deal with them, needs the ${plan} plan.`,
  upgrade: (plan: string) => `Upgrade to ${plan}`,
  resultsTitle: 'Custom lines in these results',
  resultsCaption: 'Each custom line in dollars',
  overHold: 'Over the hold',
  perMonth: 'Per month',
  perYear: 'Per year',
  once: 'Once',
  wholesalerNet: 'Wholesaler net profit (fee + income − expenses − costs, recurring lines over the days to close)',
} as const;

/** The messages a line's fields show, in a person's words. */
const EMPTY_AMOUNT = 'Enter an amount.';
const NEEDS_UNITS = 'Enter the number of units below.';
const NEEDS_AREA = 'Enter the floor area below.';
const NO_RENT = 'This calculator has no rent: measure the line another way.';

/** A new line: an expense in dollars, monthly, with nothing typed yet. */
export function newLineDraft(): LineItemDraft {
  return { label: '', kind: 'expense', amount: undefined, frequency: 'monthly' };
}

/** The frequency a kind takes when it is chosen: a cost is paid once; income and expenses recur. */
export function frequencyForKind(kind: LineItemKind, current: LineItemFrequency): LineItemFrequency {
  if (kind === 'cost') return 'one_time';
  return current === 'one_time' ? 'monthly' : current;
}

/** The frequencies a kind may take (the engine refuses the others). */
export function frequenciesFor(kind: LineItemKind): readonly LineItemFrequency[] {
  return kind === 'cost' ? ['one_time'] : LINE_ITEM_FREQUENCIES.filter((frequency) => frequency !== 'one_time');
}

/** The bases a calculator can measure (no rent share without a rent). */
export function basesFor(measures: Pick<LineItemMeasures, 'hasRent'>): readonly LineItemBasis[] {
  return LINE_ITEM_BASES.filter((basis) => measures.hasRent || basis !== 'percent_of_rent');
}

export { LINE_ITEM_KINDS };

/** A message a person can act on, from the engine's ("must be at most 80 characters" → "Must be at most 80 characters."). */
function sentence(message: string): string {
  const text = message.trim();
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Each field's message for one line (label, kind, amount, frequency, basis), checked with the
 * engine's own line schema and the calculator's measures; empty when the line is valid.
 */
export function lineDraftErrors(line: LineItemDraft, measures: LineItemMeasures): Partial<Record<keyof LineItemDraft, string>> {
  const errors: Partial<Record<keyof LineItemDraft, string>> = {};
  if (line.amount === undefined) errors.amount = EMPTY_AMOUNT;
  const parsed = lineItemSchema.safeParse({ ...line, amount: line.amount ?? 0 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in line) errors[field as keyof LineItemDraft] ??= sentence(issue.message);
      else if (field === 'basis' || field === 'label' || field === 'amount') errors[field] ??= sentence(issue.message);
    }
  }
  if (line.basis === 'percent_of_rent' && !measures.hasRent) errors.basis ??= NO_RENT;
  if (line.basis === 'per_unit' && measures.units === undefined) errors.basis ??= NEEDS_UNITS;
  if (line.basis === 'per_sqft' && measures.squareFeet === undefined) errors.basis ??= NEEDS_AREA;
  return errors;
}
