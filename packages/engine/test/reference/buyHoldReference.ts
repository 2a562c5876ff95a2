/**
 * The Buy & Hold calculator as it was before the fast path (all decimal.js, the payment factor from
 * `monthlyPaymentDecimal` with no cache and no exact shortcut), kept only as the oracle the
 * equivalence tests compare the shipped calculator against, digit for digit.
 */
import { dec, Decimal, decMax, decOne, decZero } from '../../src/money/decimal';
import { parseInput } from '../../src/errors/parseInput';
import { monthlyPaymentDecimal } from '../../src/calculators/amortization/amortization';
import { fraction, isNegligible } from '../../src/calculators/shared/calculatorMath';
import { moneyOut, percentOut, percentText, ratioOut } from '../../src/calculators/shared/boundary';
import { NOT_DEFINED } from '../../src/calculators/shared/notDefined';
import { BUY_HOLD_MESSAGES } from '../../src/calculators/buyHold/buyHold';
import {
  BUY_HOLD_COMPLIANCE,
  BUY_HOLD_CREATIVE_PATHWAYS,
  buyHoldInputSchema,
  type BuyHoldCompliance,
  type BuyHoldInput,
  type BuyHoldResult,
} from '../../src/calculators/buyHold/buyHold.schema';

function levelPayment(principal: Decimal, annualRatePercent: number, termMonths: number): Decimal {
  if (principal.isZero() || termMonths <= 0) return decZero;
  return principal.times(monthlyPaymentDecimal(decOne, annualRatePercent, termMonths));
}

const TWELVE = new Decimal(12);
const ONE_PERCENT = new Decimal('0.01');
// 10 % of annual rent = monthly rent × 12 × 0.10 = monthly rent × 1.2
const TEN_PERCENT_OF_ANNUAL_RENT = new Decimal('1.2');
const CLOSING_SHARE = new Decimal(BUY_HOLD_COMPLIANCE.closingCostPercent).div(100);
const ARV_MULTIPLE = new Decimal(BUY_HOLD_COMPLIANCE.arvMultiple);
const ASSUMED_REHAB = new Decimal(BUY_HOLD_COMPLIANCE.assumedRehab);
const MAX_RATIO = new Decimal(BUY_HOLD_COMPLIANCE.maxCostToArvRatio);

function defaultMaintenance(purchasePrice: Decimal, grossMonthlyRent: Decimal): Decimal {
  return decMax(purchasePrice.times(ONE_PERCENT), grossMonthlyRent.times(TEN_PERCENT_OF_ANNUAL_RENT));
}

export function referenceBuyHold(input: BuyHoldInput = {}): BuyHoldResult {
  const v = parseInput(buyHoldInputSchema, input, 'Buy & Hold');
  const price = dec(v.purchasePrice);
  const downPayment = price.times(fraction(v.downPaymentPercent));
  const loan = price.minus(downPayment);
  const monthlyMortgage = levelPayment(loan, v.interestRate, v.loanTerm * 12);
  const annualDebtService = monthlyMortgage.times(TWELVE);

  const rent = dec(v.grossMonthlyRent);
  const monthlyVacancyLoss = rent.times(fraction(v.vacancyRate));
  const effectiveGrossIncome = rent.minus(monthlyVacancyLoss).times(TWELVE);
  const maintenance = v.maintenance === undefined ? defaultMaintenance(price, rent) : dec(v.maintenance);
  const managementFee = effectiveGrossIncome.times(fraction(v.propertyManagementPercent));
  const operatingExpenses = dec(v.propertyTax).plus(v.insurance).plus(maintenance).plus(managementFee);
  const noi = effectiveGrossIncome.minus(operatingExpenses);
  const annualCashFlow = noi.minus(annualDebtService);

  const closingCosts = v.closingCosts === undefined ? price.times(CLOSING_SHARE) : dec(v.closingCosts);
  const cashInvested = downPayment.plus(closingCosts);
  const noDebt = isNegligible(annualDebtService);
  const noCashIn = isNegligible(cashInvested);
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
      closingCosts,
      v.afterRepairValue === undefined ? price.times(ARV_MULTIPLE) : dec(v.afterRepairValue),
      v.isWholesaled,
      v.wholesaleFeePercent,
    ),
    notDefined,
  };
}

function buyHoldCompliance(
  price: Decimal,
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
