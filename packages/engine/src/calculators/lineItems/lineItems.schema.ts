import * as z from 'zod/mini';
import { out } from '../../money/schemaFields';
import { MAX_AMOUNT } from '../shared';

/** What a line does: `income` adds to income, `expense` to operating expenses, `cost` to the cash put in. */
export const LINE_ITEM_KINDS = ['income', 'expense', 'cost'] as const;
/** How often a line's amount falls due. A cost is paid once; income and expenses recur. */
export const LINE_ITEM_FREQUENCIES = ['monthly', 'annual', 'one_time'] as const;
/**
 * What the amount is measured in: dollars (`amount`, the default), a percent of the purchase price
 * or of the gross rent (percent units: 1.5 means 1.5 %), or dollars per unit or per square foot.
 */
export const LINE_ITEM_BASES = ['amount', 'percent_of_price', 'percent_of_rent', 'per_unit', 'per_sqft'] as const;

/** Most lines one deal may carry. */
export const MAX_LINE_ITEMS = 50;
/** Longest line label, characters. */
export const MAX_LINE_LABEL_LENGTH = 80;
/** Largest percent a percent-based line may take, either sign (percent units). */
export const MAX_LINE_PERCENT = 100;
/** Most units and square feet a per-unit or per-square-foot line may multiply by. */
export const MAX_UNITS = 100_000;
export const MAX_SQUARE_FEET = 100_000_000;

export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];
export type LineItemFrequency = (typeof LINE_ITEM_FREQUENCIES)[number];
export type LineItemBasis = (typeof LINE_ITEM_BASES)[number];

/** Messages of the line-item checks, so screens and tests quote the same words. */
export const LINE_ITEM_MESSAGES = {
  emptyLabel: 'must not be empty',
  longLabel: `must be at most ${MAX_LINE_LABEL_LENGTH} characters`,
  controlCharacters: 'must not contain control characters (tabs, line breaks)',
  tooMany: `at most ${MAX_LINE_ITEMS} lines per deal`,
  amountRange: `must be between -${MAX_AMOUNT.toLocaleString('en-US')} and ${MAX_AMOUNT.toLocaleString('en-US')}`,
  percentRange: `a percent must be between -${MAX_LINE_PERCENT} and ${MAX_LINE_PERCENT}`,
  costRecurs: 'a cost is paid once: use one_time (a recurring cost is an expense line)',
  incomeOnce: 'income and expenses recur: use monthly or annual (a one-time amount is a cost line; a negative cost is a credit)',
  noRent: (calculator: string) => `${calculator} has no rent: use amount, percent_of_price, per_unit or per_sqft`,
  needsUnits: 'per_unit needs the number of units: give `units`',
  needsSquareFeet: 'per_sqft needs the floor area: give `squareFeet`',
} as const;

// C0 and C1 control characters and DEL: a label is one line of plain text.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * One custom line of a deal (an itemised income, expense or cost), the SDK contract other teams code
 * against: `{ label, kind, amount, frequency, basis? }`. A negative amount is a credit.
 */
export const lineItemSchema = /* @__PURE__ */ (() => z
  .object({
    /** What the line is ("Laundry", "HOA dues", "New roof"): 1 to 80 characters, no control characters. */
    label: z
      .string().check(
        z.trim(),
        z.minLength(1, LINE_ITEM_MESSAGES.emptyLabel),
        z.maxLength(MAX_LINE_LABEL_LENGTH, LINE_ITEM_MESSAGES.longLabel),
        z.refine((label) => !CONTROL_CHARACTERS.test(label), LINE_ITEM_MESSAGES.controlCharacters),
      ),
    kind: z.enum(LINE_ITEM_KINDS),
    /** USD at the line's frequency (or a percent, or USD per unit / per square foot, per `basis`); negative is a credit. */
    amount: z.number().check(z.minimum(-MAX_AMOUNT, LINE_ITEM_MESSAGES.amountRange), z.maximum(MAX_AMOUNT, LINE_ITEM_MESSAGES.amountRange)),
    frequency: z.enum(LINE_ITEM_FREQUENCIES),
    /** What `amount` is measured in; `amount` (plain dollars) when left out. */
    basis: z.optional(z.enum(LINE_ITEM_BASES)),
  }).check(z.superRefine((line, ctx) => {
    if (line.kind === 'cost' && line.frequency !== 'one_time') {
      ctx.addIssue({ code: 'custom', path: ['frequency'], message: LINE_ITEM_MESSAGES.costRecurs });
    }
    if (line.kind !== 'cost' && line.frequency === 'one_time') {
      ctx.addIssue({ code: 'custom', path: ['frequency'], message: LINE_ITEM_MESSAGES.incomeOnce });
    }
    const isPercent = line.basis === 'percent_of_price' || line.basis === 'percent_of_rent';
    if (isPercent && Math.abs(line.amount) > MAX_LINE_PERCENT) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: LINE_ITEM_MESSAGES.percentRange });
    }
  })))();

/** A line as a caller writes it. */
export type LineItem = z.input<typeof lineItemSchema>;

/**
 * The input fields every calculator adds for custom lines: the lines themselves (at most 50) and
 * the property facts a per-unit or per-square-foot line multiplies by.
 */
export const lineItemFields = {
  /** Custom lines (income, expense, cost), at most 50; none when left out. */
  lineItems: z.optional(z.array(lineItemSchema).check(z.maxLength(MAX_LINE_ITEMS, LINE_ITEM_MESSAGES.tooMany))),
  /** Number of units, for `per_unit` lines. */
  units: z.optional(z.number().check(
    z.int('must be a whole number'),
    z.minimum(1, 'must be at least 1'),
    z.maximum(MAX_UNITS, `must be at most ${MAX_UNITS.toLocaleString('en-US')}`),
  )),
  /** Floor area in square feet, for `per_sqft` lines. */
  squareFeet: z.optional(z.number().check(
    z.minimum(1, 'must be at least 1'),
    z.maximum(MAX_SQUARE_FEET, `must be at most ${MAX_SQUARE_FEET.toLocaleString('en-US')}`),
  )),
};

/** The keys `lineItemFields` adds to a calculator's input (not numeric form fields of the calculator itself). */
export const LINE_ITEM_INPUT_KEYS = ['lineItems', 'units', 'squareFeet'] as const;
export type LineItemInputKey = (typeof LINE_ITEM_INPUT_KEYS)[number];

/** One line in a calculator's result: the line as entered and its dollars, per period as relevant. */
export const lineItemResultSchema = /* @__PURE__ */ (() => z.object({
  label: z.string(),
  kind: z.enum(LINE_ITEM_KINDS),
  frequency: z.enum(LINE_ITEM_FREQUENCIES),
  /** The basis used (`amount` when none was given). */
  basis: z.enum(LINE_ITEM_BASES),
  /** The amount as entered. */
  amount: out(),
  /** USD at the line's frequency: per month, per year, or once. Negative is a credit. */
  value: out(),
  /** USD per month (annual ÷ 12); null for a one-time cost. */
  monthly: z.nullable(out()),
  /** USD per year (monthly × 12); null for a one-time cost. */
  annual: z.nullable(out()),
  /**
   * Fix & Flip and Wholesale: USD the line adds over the hold (recurring lines × the hold in months,
   * a cost once); null in the rental calculators, where lines count per month and per year.
   */
  overHold: z.nullable(out()),
}))();
export type LineItemResult = z.infer<typeof lineItemResultSchema>;

/** Result field: the deal's lines with their dollars; present only when the input carried lines. */
export const lineItemsResultField = () => z.optional(z.array(lineItemResultSchema));
