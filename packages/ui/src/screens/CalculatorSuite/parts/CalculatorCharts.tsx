import { memo } from 'react';
import {
  CREATIVE_RULES,
  amortizationSchedule,
  cashFlowProjectionDefaults,
  projectCashFlows,
  type BrrrResult,
  type BuyHoldResult,
  type CashFlowProjectionInput,
} from '@rei/engine';
import { AmortizationChart } from '../../../charts/AmortizationChart';
import { CashFlowProjectionChart, cashFlowPointsFromProjection } from '../../../charts/CashFlowProjectionChart';
import { RiskGauge } from '../../../charts/RiskGauge';
import { Card } from '../../../components/Card';
import type { BrrrFormValues } from '../forms/brrrForm';
import type { BuyHoldFormValues } from '../forms/buyHoldForm';

/** Years the projections run, with the engine's default growth (3 % rent, expenses and value). */
export const PROJECTION_YEARS = 10;

function projection(input: CashFlowProjectionInput) {
  try {
    return projectCashFlows(input);
  } catch {
    // The projection is a picture of valid inputs; while an input is invalid it is left out.
    return null;
  }
}

/**
 * Cash-flow projection (engine `projectCashFlows`, 10 years) and amortization (engine
 * `amortizationSchedule`) of a Buy & Hold deal. `values` must be the inputs that produced
 * `result` (the panel's result values), so the charts go stale together with the figures.
 */
export const BuyHoldCharts = memo(function BuyHoldCharts({ values, result }: { values: BuyHoldFormValues; result: BuyHoldResult }) {
  const projected = projection(
    cashFlowProjectionDefaults({
      purchasePrice: values.purchasePrice ?? 0,
      closingCosts: result.closingCosts,
      rehabCost: 0,
      downPaymentPercent: values.downPaymentPercent ?? 0,
      interestRatePercent: values.interestRate ?? 0,
      loanTermYears: values.loanTerm ?? 30,
      monthlyRent: values.grossMonthlyRent ?? 0,
      vacancyPercent: values.vacancyRate ?? 0,
      // Tax + insurance + maintenance: the fixed expenses; management is a percent of income.
      annualOperatingExpenses: (values.propertyTax ?? 0) + (values.insurance ?? 0) + result.annualMaintenance,
      managementPercent: values.propertyManagementPercent ?? 0,
      holdingYears: PROJECTION_YEARS,
    }),
  );
  let schedule: ReturnType<typeof amortizationSchedule> | null = null;
  if (result.loanAmount > 0 && values.loanTerm !== undefined && values.interestRate !== undefined) {
    try {
      schedule = amortizationSchedule({ principal: result.loanAmount, annualRatePercent: values.interestRate, termMonths: values.loanTerm * 12 });
    } catch {
      schedule = null;
    }
  }
  return (
    <>
      {projected ? (
        <Card title="Cash Flow Projection" description="10 years, rent, expenses and value growing 3% a year" headingLevel={3}>
          <CashFlowProjectionChart data={cashFlowPointsFromProjection(projected)} title="Buy & Hold cash flow by year" />
        </Card>
      ) : null}
      {schedule ? (
        <Card title="Amortization" headingLevel={3}>
          <AmortizationChart schedule={schedule} />
        </Card>
      ) : null}
    </>
  );
});

/**
 * Cash flow after a BRRR refinance: the refinance loan (ARV × LTV, 30 years at the
 * refinance rate) carried by the rent, projected 10 years by the engine. `values` must be
 * the inputs that produced `result`, as for `BuyHoldCharts`.
 */
export const BrrrCharts = memo(function BrrrCharts({ values, result }: { values: BrrrFormValues; result: BrrrResult }) {
  const arv = values.afterRepairValue ?? 0;
  if (arv <= 0) return null;
  const projected = projection(
    cashFlowProjectionDefaults({
      purchasePrice: arv,
      closingCosts: 0,
      rehabCost: 0,
      // The refinance leaves (100 − LTV) % of the ARV as equity.
      downPaymentPercent: Math.min(100, Math.max(0, 100 - (values.refinanceLTV ?? 0))),
      interestRatePercent: values.refinanceRate ?? 0,
      loanTermYears: 30,
      monthlyRent: values.monthlyRent ?? 0,
      vacancyPercent: values.vacancyRate ?? 0,
      annualOperatingExpenses: result.monthlyOperatingCosts * 12,
      managementPercent: 0,
      holdingYears: PROJECTION_YEARS,
    }),
  );
  if (!projected) return null;
  return (
    <Card title="Cash Flow After Refinance" description="10 years, rent, expenses and value growing 3% a year" headingLevel={3}>
      <CashFlowProjectionChart data={cashFlowPointsFromProjection(projected)} title="BRRR cash flow by year" />
    </Card>
  );
});

/** The DSCR gauge of the creative calculator: full at 1.5, target 1.25. */
export function DscrGauge({ dscr }: { dscr: number | null }) {
  return <RiskGauge value={dscr} label="Debt Service Coverage (DSCR)" fullAt={CREATIVE_RULES.dscrGaugeFull} target={CREATIVE_RULES.dscrTarget} />;
}
