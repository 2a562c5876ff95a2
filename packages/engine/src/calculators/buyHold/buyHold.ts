import type * as z from 'zod/mini';
import { dec, Decimal, decMax, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import {
  fraction,
  isNegligible,
  levelPayment,
  moneyOut,
  NOT_DEFINED,
  percentOut,
  percentText,
  ratioOut,
  remainingFraction,
} from '../shared';
import { cachedPaymentFactor } from '../shared/calculatorMath';
import { hasLineItems, resolveLineItems } from '../lineItems';
import {
  certainAbove,
  certainMoney,
  certainPercent,
  certainRatio,
  hundredthsText,
  MICROS_PER_CENT,
  microsToMoney,
  exactPercent,
  percentHundredths,
  roundedQuotient,
  STEP,
  wholeCentsMicros,
} from '../shared/exactPath';
import {
  BUY_HOLD_COMPLIANCE,
  BUY_HOLD_CREATIVE_PATHWAYS,
  BUY_HOLD_DEFAULTS,
  buyHoldInputSchema,
  type BuyHoldCompliance,
  type BuyHoldInput,
  type BuyHoldResult,
  type BuyHoldValues,
} from './buyHold.schema';

/** Buy & Hold input after validation and defaults. */
export type BuyHoldParsed = z.output<typeof buyHoldInputSchema>;

const ONE_PERCENT = new Decimal('0.01');
// 10 % of annual rent = monthly rent × 12 × 0.10 = monthly rent × 1.2
const TEN_PERCENT_OF_ANNUAL_RENT = new Decimal('1.2');
const CLOSING_SHARE = new Decimal(BUY_HOLD_COMPLIANCE.closingCostPercent).div(100);
const ARV_MULTIPLE = new Decimal(BUY_HOLD_COMPLIANCE.arvMultiple);
const ASSUMED_REHAB = new Decimal(BUY_HOLD_COMPLIANCE.assumedRehab);
const MAX_RATIO = new Decimal(BUY_HOLD_COMPLIANCE.maxCostToArvRatio);

/** Compliance message texts; the percents are shown with 2 decimals. */
export const BUY_HOLD_MESSAGES = {
  compliant: (percentOfArv: string) =>
    `✓ COMPLIANT: Total project cost is ${percentOfArv}% of ARV, within the 80% maximum.`,
  nonCompliant: (percentOfArv: string) =>
    `⚠ NON-COMPLIANT: Total project cost is ${percentOfArv}% of ARV, above the 80% maximum. ` +
    'Consider seller financing, a lease option, owner financing with balloon or a contract for deed.',
  feeOverCap: (feePercent: string) => `Finder's fee of ${feePercent}% exceeds the 10% cap.`,
} as const;

function defaultMaintenance(purchasePrice: Decimal, grossMonthlyRent: Decimal): Decimal {
  return decMax(purchasePrice.times(ONE_PERCENT), grossMonthlyRent.times(TEN_PERCENT_OF_ANNUAL_RENT));
}

/**
 * Default maintenance for a Buy & Hold deal, USD per year: the larger of 1 % of the
 * purchase price and 10 % of the annual rent (spec 2 §9).
 *
 * @example
 * buyHoldDefaultMaintenance(1_250_000, 15_000) // max(12,500, 18,000) = 18000
 */
export function buyHoldDefaultMaintenance(purchasePrice: number, grossMonthlyRent: number): number {
  return moneyOut(defaultMaintenance(dec(purchasePrice), dec(grossMonthlyRent)));
}

/**
 * The Buy & Hold form's starting values, optionally pre-filled with a property's price
 * and rent. Maintenance is resolved from the price and rent (spec 2 §9).
 *
 * @example
 * buyHoldDefaults().maintenance // 18000 (10 % of 180,000 annual rent beats 1 % of 1,250,000)
 * buyHoldDefaults(400_000, 2_000).maintenance // max(4,000, 2,400) = 4000
 */
export function buyHoldDefaults(purchasePrice?: number, grossMonthlyRent?: number): BuyHoldValues {
  const price = purchasePrice !== undefined && purchasePrice > 0 ? purchasePrice : BUY_HOLD_DEFAULTS.purchasePrice;
  const rent = grossMonthlyRent !== undefined && grossMonthlyRent >= 0 ? grossMonthlyRent : BUY_HOLD_DEFAULTS.grossMonthlyRent;
  return {
    ...BUY_HOLD_DEFAULTS,
    purchasePrice: price,
    grossMonthlyRent: rent,
    maintenance: buyHoldDefaultMaintenance(price, rent),
  };
}

/**
 * Buy & Hold returns and the Buy & Hold compliance check.
 *
 * Money in and out is USD; `propertyTax`, `insurance` and `maintenance` are per year.
 * - loan = price − price × down %; monthly mortgage = level payment over `loanTerm` × 12 months
 * - effective gross income (annual) = (rent − rent × vacancy %) × 12
 * - operating expenses (annual) = tax + insurance + maintenance + management % × effective gross income
 * - NOI = effective gross income − operating expenses; annual cash flow = NOI − 12 × mortgage
 * - closing costs = the `closingCosts` entered (for a NYC lot, the buyer's `nycClosingCosts`),
 *   else 3 % of the price
 * - cash invested = down payment + closing costs
 * - custom lines (`lineItems`): income lines add to the rent before vacancy (so they bear vacancy
 *   and management), expense lines to the operating expenses, cost lines to the cash invested and
 *   the compliance check's project cost; a negative amount is a credit. A monthly expense line of X
 *   lowers the monthly cash flow by exactly X; each line is listed in `lineItems` with its dollars
 * - cap rate = NOI ÷ price; cash-on-cash = annual cash flow ÷ cash invested (both percent units),
 *   null when no cash goes in (cash invested under half a cent: no down payment, no closing costs)
 * - DSCR = NOI ÷ annual debt service, null when nothing is borrowed (debt service under half a cent)
 * The reason for each null is in `notDefined`.
 *
 * Compliance: ARV = 1.15 × price (or the `afterRepairValue` given); total project cost = price + finder's fee
 * (price × fee % when wholesaled) + 25,000 rehab + closing costs; compliant when cost ÷ ARV ≤ 0.8;
 * a wholesaled deal stays compliant only while the finder's fee is at most 10 % (spec 2 §9).
 * The spec's "3 % closing" in that sum is the closing-cost assumption, not a cap of its own, so the
 * check counts the same closing costs as the cash invested: one figure on the whole panel.
 * The finder's fee enters the compliance check only, not the cash returns.
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * calculateBuyHold({}).capRate // 8.5456 (NOI 106,820 ÷ 1,250,000)
 * calculateBuyHold({}).compliance.isCompliant // false (1,312,500 ÷ 1,437,500 = 0.9130)
 * calculateBuyHold({ closingCosts: 56_000 }).totalCashInvested // 368500 (312,500 down + 56,000)
 */
export function calculateBuyHold(input: BuyHoldInput = {}): BuyHoldResult {
  const v = parseInput(buyHoldInputSchema, input, 'Buy & Hold');
  return (hasLineItems(v) ? undefined : buyHoldInMicros(v)) ?? buyHoldInDecimals(v);
}

/** The Buy & Hold analysis with every amount a Decimal: the definition the fast path must equal. */
export function buyHoldInDecimals(v: BuyHoldParsed): BuyHoldResult {
  const price = dec(v.purchasePrice);
  const downPayment = price.times(fraction(v.downPaymentPercent));
  const loan = price.minus(downPayment);
  const monthlyMortgage = levelPayment(loan, v.interestRate, v.loanTerm * 12);
  const annualDebtService = monthlyMortgage.times(TWELVE);

  const rent = dec(v.grossMonthlyRent);
  const lines = resolveLineItems(v.lineItems, { price, monthlyRent: rent, units: v.units, squareFeet: v.squareFeet });
  // income lines are rent-like: they bear vacancy and the management fee, as the rent does
  // (counted per year, where their sum is exact)
  const rentVacancyLoss = rent.times(fraction(v.vacancyRate));
  const monthlyVacancyLoss = rentVacancyLoss.plus(lines.monthlyIncome.times(fraction(v.vacancyRate)));
  const effectiveGrossIncome = rent
    .minus(rentVacancyLoss)
    .times(TWELVE)
    .plus(lines.annualIncome.times(remainingFraction(v.vacancyRate)));
  const maintenance = v.maintenance === undefined ? defaultMaintenance(price, rent) : dec(v.maintenance);
  const managementFee = effectiveGrossIncome.times(fraction(v.propertyManagementPercent));
  const operatingExpenses = dec(v.propertyTax)
    .plus(v.insurance)
    .plus(maintenance)
    .plus(managementFee)
    .plus(lines.annualExpenses);
  const noi = effectiveGrossIncome.minus(operatingExpenses);
  const annualCashFlow = noi.minus(annualDebtService);

  const closingCosts = v.closingCosts === undefined ? price.times(CLOSING_SHARE) : dec(v.closingCosts);
  const cashInvested = downPayment.plus(closingCosts).plus(lines.oneTimeCosts);
  const noDebt = isNegligible(annualDebtService);
  // credits (negative cost lines) can take the cash in below zero: no cash in, no cash-on-cash
  const noCashIn = isNegligible(cashInvested) || cashInvested.isNegative();
  const notDefined: BuyHoldResult['notDefined'] = {};
  if (noDebt) notDefined.dscr = NOT_DEFINED.noDebt;
  if (noCashIn) notDefined.cashOnCashReturn = NOT_DEFINED.noCashInvested;

  return {
    downPaymentAmount: moneyOut(downPayment),
    loanAmount: moneyOut(loan),
    monthlyMortgage: moneyOut(monthlyMortgage),
    annualDebtService: moneyOut(annualDebtService),
    monthlyVacancyLoss: moneyOut(monthlyVacancyLoss),
    effectiveGrossIncome: moneyOut(effectiveGrossIncome),
    annualMaintenance: moneyOut(maintenance),
    annualManagementFee: moneyOut(managementFee),
    annualOperatingExpenses: moneyOut(operatingExpenses),
    annualNOI: moneyOut(noi),
    monthlyCashFlow: moneyOut(annualCashFlow.div(TWELVE)),
    annualCashFlow: moneyOut(annualCashFlow),
    closingCosts: moneyOut(closingCosts),
    totalCashInvested: moneyOut(cashInvested),
    capRate: percentOut(noi.div(price)),
    cashOnCashReturn: noCashIn ? null : percentOut(annualCashFlow.div(cashInvested)),
    dscr: noDebt ? null : ratioOut(noi.div(annualDebtService)),
    compliance: buyHoldCompliance(
      price,
      closingCosts.plus(lines.oneTimeCosts),
      v.afterRepairValue === undefined ? price.times(ARV_MULTIPLE) : dec(v.afterRepairValue),
      v.isWholesaled,
      v.wholesaleFeePercent,
    ),
    notDefined,
    ...(lines.any ? { lineItems: lines.results(null) } : {}),
  };
}

function buyHoldCompliance(
  price: Decimal,
  /** Closing costs plus any cost lines, USD. */
  closingCosts: Decimal,
  afterRepairValue: Decimal,
  isWholesaled: boolean,
  wholesaleFeePercent: number,
): BuyHoldCompliance {
  const feePercent = isWholesaled ? wholesaleFeePercent : 0;
  const findersFee = isWholesaled ? price.times(fraction(wholesaleFeePercent)) : decZero;
  const totalProjectCost = price.plus(findersFee).plus(ASSUMED_REHAB).plus(closingCosts);
  const costToArv = totalProjectCost.div(afterRepairValue);
  const isCompliant = costToArv.lessThanOrEqualTo(MAX_RATIO);
  const feeWithinCap = feePercent <= BUY_HOLD_COMPLIANCE.findersFeeCapPercent;
  const percentOfArv = percentText(costToArv);
  let complianceMessage = isCompliant
    ? BUY_HOLD_MESSAGES.compliant(percentOfArv)
    : BUY_HOLD_MESSAGES.nonCompliant(percentOfArv);
  if (!feeWithinCap) complianceMessage += ` ${BUY_HOLD_MESSAGES.feeOverCap(percentText(fraction(feePercent)))}`;
  return {
    strategy: 'buy_hold',
    totalProjectCost: moneyOut(totalProjectCost),
    afterRepairValue: moneyOut(afterRepairValue),
    costToArvRatio: ratioOut(costToArv),
    maxAllowedRatio: BUY_HOLD_COMPLIANCE.maxCostToArvRatio,
    isCompliant,
    complianceMessage,
    creativePathways: [...BUY_HOLD_CREATIVE_PATHWAYS],
    wholesaleAnalysis: {
      findersFee: moneyOut(findersFee),
      adjustedTotalCost: moneyOut(totalProjectCost),
      feePercentage: feePercent,
      stillCompliant: isCompliant && feeWithinCap,
    },
  };
}

const HALF_CENT_MICROS = 5_000;
const ASSUMED_REHAB_MICROS = BUY_HOLD_COMPLIANCE.assumedRehab * 1_000_000;
// per cent of price: 1 % (maintenance floor), 3 % (closing), 115 % (assumed ARV), in micro-dollars
const ONE_PERCENT_PER_CENT = 100;
const CLOSING_PER_CENT = BUY_HOLD_COMPLIANCE.closingCostPercent * 100;
const ARV_PER_CENT = 11_500;
// 10 % of a year's rent = 1.2 × the monthly rent: 12,000 micro-dollars per cent of rent
const MAINTENANCE_PER_RENT_CENT = 12_000;

/**
 * `buyHoldInDecimals` on exact micro-dollar integers, with the mortgage and what follows from it
 * carried as error-bounded doubles (see shared/exactPath.ts): the same result digit for digit
 * (property-tested against the all-decimal.js calculator), or undefined when an input is not
 * whole cents / two-decimal percents within range or a result lies too near a rounding boundary
 * to be certain, and the caller then takes the decimal.js path.
 */
export function buyHoldInMicros(v: BuyHoldParsed): BuyHoldResult | undefined {
  if (hasLineItems(v)) return undefined;
  const price = wholeCentsMicros(v.purchasePrice);
  const rent = wholeCentsMicros(v.grossMonthlyRent);
  const propertyTax = wholeCentsMicros(v.propertyTax);
  const insurance = wholeCentsMicros(v.insurance);
  const givenMaintenance = v.maintenance === undefined ? 0 : wholeCentsMicros(v.maintenance);
  const givenClosing = v.closingCosts === undefined ? 0 : wholeCentsMicros(v.closingCosts);
  const givenArv = v.afterRepairValue === undefined ? 0 : wholeCentsMicros(v.afterRepairValue);
  const down = percentHundredths(v.downPaymentPercent);
  const vacancy = percentHundredths(v.vacancyRate);
  const management = percentHundredths(v.propertyManagementPercent);
  const fee = v.isWholesaled ? percentHundredths(v.wholesaleFeePercent) : 0;
  if (
    price === undefined ||
    rent === undefined ||
    propertyTax === undefined ||
    insurance === undefined ||
    givenMaintenance === undefined ||
    givenClosing === undefined ||
    givenArv === undefined ||
    down === undefined ||
    vacancy === undefined ||
    management === undefined ||
    fee === undefined
  ) {
    return undefined;
  }
  const priceCents = price / MICROS_PER_CENT;
  const rentCents = rent / MICROS_PER_CENT;
  const downPayment = priceCents * down;
  const loan = price - downPayment;
  const monthlyVacancyLoss = rentCents * vacancy;
  const effectiveGrossIncome = (rent - monthlyVacancyLoss) * 12;
  const maintenance =
    v.maintenance === undefined
      ? Math.max(priceCents * ONE_PERCENT_PER_CENT, rentCents * MAINTENANCE_PER_RENT_CENT)
      : givenMaintenance;
  // income × hundredths of a percent ÷ 10,000: exact micro-dollars only when it divides evenly
  const feeTimesTenThousand = rentCents * (10_000 - vacancy) * management;
  if (!Number.isSafeInteger(feeTimesTenThousand) || feeTimesTenThousand % MICROS_PER_CENT !== 0) return undefined;
  const managementFee = (feeTimesTenThousand / MICROS_PER_CENT) * 12;
  const operatingExpenses = propertyTax + insurance + maintenance + managementFee;
  const noi = effectiveGrossIncome - operatingExpenses;
  const closingCosts = v.closingCosts === undefined ? priceCents * CLOSING_PER_CENT : givenClosing;
  const cashInvested = downPayment + closingCosts;

  // From here on decimal.js rounds to 28 digits: doubles with a bound on their distance from it.
  let monthlyMortgage = 0;
  let mortgageBound = 0;
  if (loan !== 0) {
    const factor = cachedPaymentFactor(v.interestRate, v.loanTerm * 12);
    monthlyMortgage = loan * factor.nearest;
    mortgageBound = monthlyMortgage * (2 * STEP + factor.relativeBound);
  }
  const annualDebtService = monthlyMortgage * 12;
  const debtBound = mortgageBound * 12 + annualDebtService * STEP;
  const annualCashFlow = noi - annualDebtService;
  const cashFlowBound = debtBound + Math.abs(annualCashFlow) * STEP;
  const monthlyCashFlow = annualCashFlow / 12;
  const monthlyBound = cashFlowBound / 12 + Math.abs(monthlyCashFlow) * STEP;

  const someDebt = certainAbove(annualDebtService, debtBound, HALF_CENT_MICROS);
  if (someDebt === undefined) return undefined;
  const noDebt = !someDebt;
  const noCashIn = cashInvested < HALF_CENT_MICROS;
  const notDefined: BuyHoldResult['notDefined'] = {};
  if (noDebt) notDefined.dscr = NOT_DEFINED.noDebt;
  if (noCashIn) notDefined.cashOnCashReturn = NOT_DEFINED.noCashInvested;

  let cashOnCashReturn: number | null = null;
  let dscr: number | null = null;
  let mortgageOut: number | undefined = 0;
  let debtOut: number | undefined = 0;
  let monthlyOut: number | undefined;
  let annualOut: number | undefined;
  if (loan === 0) {
    // no mortgage: the cash flow is the exact NOI, and so is every figure from it
    if (!noCashIn) {
      const percent = exactPercent(noi, cashInvested);
      if (percent === undefined) return undefined;
      cashOnCashReturn = percent;
    }
    // noi ÷ 12 rounded to cents: below 2^53 cents, never undefined
    monthlyOut = (roundedQuotient(noi, 12 * MICROS_PER_CENT, 0) as number) / 100;
    annualOut = microsToMoney(noi);
  } else {
    if (!noCashIn) {
      const ratio = annualCashFlow / cashInvested;
      const percent = certainPercent(ratio, cashFlowBound / cashInvested + Math.abs(ratio) * STEP);
      if (percent === undefined) return undefined;
      cashOnCashReturn = percent;
    }
    if (!noDebt) {
      const ratio = noi / annualDebtService;
      // |noi ÷ a − noi ÷ b| = |noi ÷ b| × |b − a| ÷ a, with a ≥ b − bound
      const bound = (Math.abs(ratio) * debtBound) / (annualDebtService - debtBound) + Math.abs(ratio) * STEP;
      const rounded = certainRatio(ratio, bound);
      if (rounded === undefined) return undefined;
      dscr = rounded;
    }
    mortgageOut = certainMoney(monthlyMortgage, mortgageBound);
    debtOut = certainMoney(annualDebtService, debtBound);
    monthlyOut = certainMoney(monthlyCashFlow, monthlyBound);
    annualOut = certainMoney(annualCashFlow, cashFlowBound);
  }
  if (mortgageOut === undefined || debtOut === undefined || monthlyOut === undefined || annualOut === undefined) {
    return undefined;
  }

  // compliance: all exact
  const afterRepairValue = v.afterRepairValue === undefined ? priceCents * ARV_PER_CENT : givenArv;
  const feePercent = v.isWholesaled ? v.wholesaleFeePercent : 0;
  const findersFee = priceCents * fee;
  const totalProjectCost = price + findersFee + ASSUMED_REHAB_MICROS + closingCosts;
  const isCompliant = 5 * totalProjectCost <= 4 * afterRepairValue;
  const feeWithinCap = feePercent <= BUY_HOLD_COMPLIANCE.findersFeeCapPercent;
  const costHundredths = roundedQuotient(totalProjectCost, afterRepairValue, 4);
  const capRate = exactPercent(noi, price);
  if (costHundredths === undefined || capRate === undefined) return undefined;
  const percentOfArv = hundredthsText(costHundredths);
  let complianceMessage = isCompliant
    ? BUY_HOLD_MESSAGES.compliant(percentOfArv)
    : BUY_HOLD_MESSAGES.nonCompliant(percentOfArv);
  if (!feeWithinCap) complianceMessage += ` ${BUY_HOLD_MESSAGES.feeOverCap(hundredthsText(fee))}`;

  return {
    downPaymentAmount: microsToMoney(downPayment),
    loanAmount: microsToMoney(loan),
    monthlyMortgage: mortgageOut,
    annualDebtService: debtOut,
    monthlyVacancyLoss: microsToMoney(monthlyVacancyLoss),
    effectiveGrossIncome: microsToMoney(effectiveGrossIncome),
    annualMaintenance: microsToMoney(maintenance),
    annualManagementFee: microsToMoney(managementFee),
    annualOperatingExpenses: microsToMoney(operatingExpenses),
    annualNOI: microsToMoney(noi),
    monthlyCashFlow: monthlyOut,
    annualCashFlow: annualOut,
    closingCosts: microsToMoney(closingCosts),
    totalCashInvested: microsToMoney(cashInvested),
    capRate,
    cashOnCashReturn,
    dscr,
    compliance: {
      strategy: 'buy_hold',
      totalProjectCost: microsToMoney(totalProjectCost),
      afterRepairValue: microsToMoney(afterRepairValue),
      costToArvRatio: costHundredths / 1e4,
      maxAllowedRatio: BUY_HOLD_COMPLIANCE.maxCostToArvRatio,
      isCompliant,
      complianceMessage,
      creativePathways: [...BUY_HOLD_CREATIVE_PATHWAYS],
      wholesaleAnalysis: {
        findersFee: microsToMoney(findersFee),
        adjustedTotalCost: microsToMoney(totalProjectCost),
        feePercentage: feePercent,
        stillCompliant: isCompliant && feeWithinCap,
      },
    },
    notDefined,
  };
}
