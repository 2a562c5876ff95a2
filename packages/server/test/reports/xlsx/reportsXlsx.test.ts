/**
 * The XLSX export's results are live formulas: this test opens the workbook the way Excel
 * would (exceljs reads the file back), evaluates every formula cell with an Excel formula
 * engine (fast-formula-parser) over the Inputs sheet, and checks each result against
 * @rei/engine to the cent, for every strategy type — then changes an input and checks the
 * recalculated sheet against the engine again.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VERSION,
  STRATEGY_TYPES,
  amortizationSchedule,
  brrrDefaults,
  buyHoldDefaults,
  calculateBuyHold,
  calculateCreativeFinancing,
  creativeFinancingDefaults,
  fixFlipDefaults,
  wholesaleDefaults,
  type StrategyType,
} from '@rei/engine';
import type { DealReportData } from '../../../src/reports/dealReportData';
import { engineInputValues, inputFigures, resultFigures } from '../../../src/reports/figures';
import { amortizationOf, proFormaOf } from '../../../src/reports/dealSchedules';
import { renderDealXlsx } from '../../../src/reports/xlsx/workbook';
import { checkResults, evaluator, reopen, type Value } from './xlsxEvaluator';
import { ENGINE_CALCULATE } from '../../engineCalculation';
import { STRATEGY_FORMULAS, SHEET } from '../../../src/reports/xlsx/formulas';

const CALCULATE = ENGINE_CALCULATE;

/** Input sets per strategy type: the defaults and variations that take the other branches. */
const CASES: Record<StrategyType, Record<string, unknown>[]> = {
  buy_hold: [
    { ...buyHoldDefaults() },
    { ...buyHoldDefaults(640_000, 4_350), interestRate: 6.875, downPaymentPercent: 20, closingCosts: 21_337.5, isWholesaled: true, wholesaleFeePercent: 12 },
    { ...buyHoldDefaults(400_000, 2_000), downPaymentPercent: 100, afterRepairValue: 900_000, maintenance: 3_100 },
    { ...buyHoldDefaults(355_555, 2_777), interestRate: 0, loanTerm: 15, vacancyRate: 7.5, propertyManagementPercent: 8 },
  ],
  fix_flip: [
    { ...fixFlipDefaults(300_000), rehabCost: 45_000, holdingMonths: 6 },
    { ...fixFlipDefaults(512_345), afterRepairValue: 600_000, rehabCost: 120_000, holdingMonths: 14, interestRate: 11.5 },
    { ...fixFlipDefaults(150_000), afterRepairValue: 300_000, rehabCost: 20_000, holdingMonths: 4, downPaymentPercent: 15 },
  ],
  wholesale: [
    { ...wholesaleDefaults(250_000) },
    { ...wholesaleDefaults(410_000), assignmentFee: 41_000, daysToClose: 75, rehabCost: 60_000 },
    { ...wholesaleDefaults(180_000), contractPrice: 90_000, assignmentFee: 9_000, daysToClose: 21 },
  ],
  creative_financing: [
    { ...creativeFinancingDefaults('seller_financing', { propertyValue: 500_000, monthlyRent: 4_000 }), downPayment: 50_000, interestRate: 5.5, loanTerm: 30, monthlyExpenses: 900, closingCosts: 6_000 },
    { ...creativeFinancingDefaults('subject_to', { propertyValue: 420_000, monthlyRent: 3_100 }), sellerDebt: 300_000, existingPayment: 1_850, downPayment: 15_000, monthlyExpenses: 600 },
    { ...creativeFinancingDefaults('lease_option', { propertyValue: 380_000, monthlyRent: 2_900 }), optionFee: 10_000, optionTerm: 30, exercisePrice: 395_000, existingPayment: 2_200, monthlyExpenses: 300 },
    { ...creativeFinancingDefaults('wrap_around', { propertyValue: 610_000, monthlyRent: 4_600 }), downPayment: 61_000, interestRate: 7.25, loanTerm: 0, monthlyExpenses: 700, underlyingBalance: 320_000, underlyingRate: 3.25, underlyingTermMonths: 250 },
    { ...creativeFinancingDefaults('land_contract', { propertyValue: 275_000, monthlyRent: 2_300 }), downPayment: 27_500, interestRate: 0, loanTerm: 10, monthlyExpenses: 350, closingCosts: 2_500, balloonYear: 5 },
  ],
  brrr: [
    { ...brrrDefaults() },
    { ...brrrDefaults({ estimatedValue: 320_000, monthlyRent: 2_900 }), downPayment: 64_000, rehabCosts: 55_000, refinanceRate: 6.9, refinanceLTV: 75, holdingTime: 5 },
    { ...brrrDefaults({ estimatedValue: 200_000, monthlyRent: 1_500 }), refinanceLTV: 85, refinanceRate: 7.5, isWholesaled: true, wholesaleFeePercent: 8, holdingTime: 14 },
  ],
};

function dealData(type: StrategyType, inputs: Record<string, unknown>): DealReportData {
  const results = CALCULATE[type](inputs);
  return {
    kind: 'deal',
    title: `Test ${type}`,
    organization: { id: 1, name: 'Test org' },
    property: { id: 1, address: '1 Test St', city: 'Brooklyn', state: 'NY', zip: '11201', bbl: null, borough: null, propertyType: null, units: null, yearBuilt: null, buildingArea: null, photoUrl: null, isDemo: false },
    publicRecord: null,
    strategy: { id: 1, type, name: type, inputs: inputFigures(type, inputs), results: resultFigures(type, results), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
    closingCosts: null,
    proForma: null,
    amortization: null,
    comparables: null,
    legalFlags: [],
    aiSummary: null,
    assumptions: [],
    stamp: { engineVersion: ENGINE_VERSION, inputsSha256: 'a'.repeat(64), datasets: [], createdAt: '2026-11-24T12:00:00.000Z', createdBy: { userId: 1, name: 'T', email: 't@example.test' } },
  };
}

describe('XLSX deal report: live formulas equal the engine', () => {
  for (const type of STRATEGY_TYPES) {
    it(`${type}: every result formula evaluates to the engine's figure, and recalculates when an input changes`, async () => {
      for (const [i, inputs] of CASES[type].entries()) {
        const data = dealData(type, inputs);
        const workbook = await reopen(await renderDealXlsx(data));
        const results = data.strategy.rawResults as Record<string, unknown>;
        const checked = checkResults(workbook, evaluator(workbook), results, `${type} case ${i}`);
        // every numeric, flag and risk result of the engine has a formula row
        const formulaKeys = new Set(STRATEGY_FORMULAS[type].rows.map((row) => row.key));
        for (const [key, value] of Object.entries(results)) {
          if (typeof value === 'number' || typeof value === 'boolean') expect(formulaKeys.has(key), `${type}.${key} has a formula`).toBe(true);
        }
        expect(checked).toBeGreaterThanOrEqual(10);
      }
    });
  }

  it('a lender changing an input on the Inputs sheet gets the engine numbers for the new input', async () => {
    const inputs = { ...buyHoldDefaults(640_000, 4_350), interestRate: 6.875 };
    const workbook = await reopen(await renderDealXlsx(dealData('buy_hold', inputs)));
    const inputSheet = workbook.getWorksheet(SHEET.inputs)!;
    let priceRow = 0;
    let rentRow = 0;
    for (let row = SHEET.firstRow; row <= inputSheet.rowCount; row += 1) {
      const key = inputSheet.getRow(row).getCell(3).value;
      if (key === 'purchasePrice') priceRow = row;
      if (key === 'grossMonthlyRent') rentRow = row;
    }
    const overrides = new Map<string, Value>([
      [`${SHEET.inputs}!${priceRow}:2`, 710_000],
      [`${SHEET.inputs}!${rentRow}:2`, 5_125],
    ]);
    const changed = calculateBuyHold({ ...inputs, purchasePrice: 710_000, grossMonthlyRent: 5_125 } as never) as unknown as Record<string, unknown>;
    expect(changed['annualNOI']).not.toBe(calculateBuyHold(inputs as never).annualNOI);
    checkResults(workbook, evaluator(workbook, overrides), changed, 'changed buy_hold');
  });

  it('has an Inputs sheet with every input the engine ran on and a Stamp sheet', async () => {
    const workbook = await reopen(await renderDealXlsx(dealData('brrr', CASES.brrr[1]!)));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Summary', 'Inputs', 'Results', 'Stamp']));
    const stamp = workbook.getWorksheet('Stamp')!;
    const values = stamp.getSheetValues().flat().map(String);
    expect(values).toContain('a'.repeat(64));
    expect(values).toContain(ENGINE_VERSION);
  });
});

/** Amounts in whole cents, percents with two decimals: the kind of figures people type. */
const cents = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const pct = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const ARBITRARY_INPUTS: Record<StrategyType, fc.Arbitrary<Record<string, unknown>>> = {
  buy_hold: fc.record({
    purchasePrice: cents(50_000, 5_000_000),
    downPaymentPercent: pct(0, 100),
    interestRate: pct(0, 15),
    loanTerm: fc.integer({ min: 5, max: 40 }),
    grossMonthlyRent: cents(500, 60_000),
    vacancyRate: pct(0, 30),
    propertyTax: cents(0, 80_000),
    insurance: cents(0, 20_000),
    propertyManagementPercent: pct(0, 15),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: pct(0, 20),
  }),
  fix_flip: fc.record({
    purchasePrice: cents(50_000, 3_000_000),
    rehabCost: cents(0, 500_000),
    holdingMonths: fc.integer({ min: 1, max: 24 }),
    interestRate: pct(0, 18),
    downPaymentPercent: pct(5, 100),
    closingCosts: cents(0, 60_000),
  }),
  wholesale: fc.record({
    afterRepairValue: cents(100_000, 3_000_000),
    rehabCost: cents(0, 300_000),
    contractPrice: cents(50_000, 2_000_000),
    assignmentFee: cents(1_000, 100_000),
    daysToClose: fc.integer({ min: 7, max: 120 }),
  }),
  creative_financing: fc.oneof(
    fc.record({
      strategy: fc.constant('wrap_around'),
      propertyValue: cents(100_000, 3_000_000),
      monthlyRent: cents(500, 20_000),
      downPayment: cents(0, 90_000),
      interestRate: pct(0, 12),
      loanTerm: fc.integer({ min: 0, max: 40 }),
      balloonYear: fc.integer({ min: 1, max: 40 }),
      underlyingBalance: cents(0, 900_000),
      underlyingRate: pct(0, 8),
      underlyingTermMonths: fc.integer({ min: 1, max: 360 }),
      monthlyExpenses: cents(0, 5_000),
    }),
    fc.record({
      strategy: fc.constant('land_contract'),
      propertyValue: cents(100_000, 3_000_000),
      monthlyRent: cents(500, 20_000),
      downPayment: cents(0, 90_000),
      interestRate: pct(0, 12),
      loanTerm: fc.integer({ min: 0, max: 40 }),
      balloonYear: fc.integer({ min: 1, max: 40 }),
      monthlyExpenses: cents(0, 5_000),
    }),
    fc.record({
      strategy: fc.constant('seller_financing'),
      propertyValue: cents(100_000, 3_000_000),
      monthlyRent: cents(500, 20_000),
      downPayment: cents(0, 90_000),
      closingCosts: cents(0, 20_000),
      interestRate: pct(0, 12),
      loanTerm: fc.integer({ min: 0, max: 40 }),
      monthlyExpenses: cents(0, 5_000),
      appreciationRate: pct(0, 8),
    }),
    fc.record({
      strategy: fc.constant('subject_to'),
      propertyValue: cents(100_000, 3_000_000),
      monthlyRent: cents(500, 20_000),
      downPayment: cents(0, 90_000),
      sellerDebt: cents(0, 900_000),
      existingPayment: cents(0, 8_000),
      monthlyExpenses: cents(0, 5_000),
      appreciationRate: pct(0, 8),
    }),
    fc.record({
      strategy: fc.constant('lease_option'),
      propertyValue: cents(100_000, 3_000_000),
      monthlyRent: cents(500, 20_000),
      optionFee: cents(0, 50_000),
      optionTerm: fc.integer({ min: 6, max: 60 }),
      exercisePrice: cents(100_000, 3_000_000),
      existingPayment: cents(0, 8_000),
      monthlyExpenses: cents(0, 5_000),
      appreciationRate: pct(0, 8),
    }),
  ),
  brrr: fc.record({
    purchasePrice: cents(50_000, 2_000_000),
    downPayment: cents(0, 400_000),
    closingCosts: cents(0, 40_000),
    rehabCosts: cents(0, 300_000),
    afterRepairValue: cents(60_000, 3_000_000),
    refinanceRate: pct(1, 12),
    refinanceLTV: pct(50, 90),
    monthlyRent: cents(500, 20_000),
    holdingTime: fc.integer({ min: 1, max: 18 }),
    isWholesaled: fc.boolean(),
    wholesaleFeePercent: pct(0, 15),
  }),
};

describe('XLSX live formulas: laws over generated deals (fixed seed, so every run checks the same deals)', () => {
  for (const type of STRATEGY_TYPES) {
    it(`${type}: the evaluated sheet equals the engine for generated inputs`, async () => {
      const samples = fc.sample(ARBITRARY_INPUTS[type], { seed: 20261124, numRuns: 25 });
      let checked = 0;
      for (const [i, inputs] of samples.entries()) {
        let data: DealReportData;
        try {
          data = dealData(type, inputs);
        } catch {
          continue; // inputs the engine refuses have no sheet to check
        }
        const workbook = await reopen(await renderDealXlsx(data));
        checkResults(workbook, evaluator(workbook), data.strategy.rawResults as Record<string, unknown>, `${type} sample ${i} ${JSON.stringify(inputs)}`);
        checked += 1;
      }
      expect(checked).toBeGreaterThanOrEqual(15);
    });
  }
});

describe('report figures of the creative structures', () => {
  it("list a wrap-around's two loans in dollars and a land contract's balloon, without the year-by-year schedules", () => {
    const [, , , wrapInputs, landInputs] = CASES.creative_financing;
    const wrap = resultFigures('creative_financing', calculateCreativeFinancing(wrapInputs as never) as never);
    const byKey = new Map(wrap.map((figure) => [figure.key, figure]));
    expect(byKey.get('wrap.monthlySpread')?.unit).toBe('usd');
    expect(byKey.get('wrap.underlyingBalanceAtEnd')?.unit).toBe('usd');
    expect(byKey.get('wrap.wrapMonths')).toMatchObject({ unit: 'count', value: 60 });
    expect(byKey.has('wrap.schedule')).toBe(false);
    const land = new Map(resultFigures('creative_financing', calculateCreativeFinancing(landInputs as never) as never).map((f) => [f.key, f]));
    expect(land.get('landContract.balanceAtBalloon')?.unit).toBe('usd');
    expect(land.get('landContract.balloonMonth')).toMatchObject({ unit: 'count', value: 60 });
    expect(land.has('landContract.schedule')).toBe(false);
    // The balloon's due year is a number of years, not dollars (walkthrough: it printed "$5.00").
    const landInputFigures = new Map(inputFigures('creative_financing', landInputs as never).map((f) => [f.key, f]));
    expect(landInputFigures.get('balloonYear')).toMatchObject({ unit: 'years', value: 5 });
  });
});

/** A deal report with the pro forma and the loan as the reports service assembles them. */
function dealDataWithSchedules(type: StrategyType, inputs: Record<string, unknown>): DealReportData {
  const data = dealData(type, inputs);
  const values = engineInputValues(type, inputs);
  const results = data.strategy.rawResults as Record<string, unknown>;
  return { ...data, proForma: proFormaOf(type, values, results), amortization: amortizationOf(type, values, results) };
}

/** Row of the Pro forma sheet whose column A holds `year`, and of the line labelled `label`. */
function proFormaRows(workbook: ExcelJS.Workbook) {
  const sheet = workbook.getWorksheet('Pro forma')!;
  const yearRow = new Map<number, number>();
  const labelRow = new Map<string, number>();
  let header = 0;
  sheet.eachRow((row, n) => {
    const a = row.getCell(1).value;
    if (a === 'Year') header = n;
    else if (header && typeof a === 'number') yearRow.set(a, n);
    else if (typeof a === 'string') labelRow.set(a, n);
  });
  return { yearRow, labelRow };
}

const toCents = (x: Value) => Math.round(Number(x) * 100);

/** Checks the Pro forma sheet as a spreadsheet computes it against the report's (the engine's) pro forma. */
function checkProFormaSheet(workbook: ExcelJS.Workbook, cell: ReturnType<typeof evaluator>, expected: NonNullable<DealReportData['proForma']>, label: string): void {
  const { yearRow, labelRow } = proFormaRows(workbook);
  expect(yearRow.size, label).toBe(expected.rows.length + 1);
  for (const row of expected.rows) {
    const r = yearRow.get(row.year)!;
    const v = (col: number) => cell('Pro forma', r, col);
    const [gross, vacancy, opex, noi, debt, flow] = [2, 3, 4, 5, 6, 7].map((col) => toCents(v(col)));
    // the row adds up, to the cent
    expect(gross! - vacancy! - opex!, `${label} year ${row.year} NOI`).toBe(noi);
    expect(noi! - debt!, `${label} year ${row.year} cash flow`).toBe(flow);
    // and every figure is the report's (gross, vacancy, NOI, cash flow: the engine's own)
    const want = [row.grossRent, row.vacancyLoss, row.operatingExpenses, row.noi, row.debtService, row.cashFlow, row.cumulativeCashFlow, row.propertyValue, row.loanBalance, row.equity];
    want.forEach((figure, i) => expect(toCents(v(i + 2)), `${label} year ${row.year} column ${i + 2}`).toBe(Math.round(figure * 100)));
  }
  const returns = expected.returns!;
  const line = (text: string) => cell('Pro forma', labelRow.get(text)!, 2);
  expect(line('IRR (equity, % a year)'), `${label} IRR`).toBeCloseTo(returns.irrPercent!, 3);
  expect(toCents(line('NPV at the discount rate (USD)')), `${label} NPV`).toBe(Math.round(returns.npv * 100));
  expect(line('Equity multiple (money back ÷ money in)'), `${label} multiple`).toBe(returns.equityMultiple);
  expect(toCents(line('Net sale proceeds')), `${label} net sale`).toBe(Math.round(returns.netSaleProceeds * 100));
}

describe('XLSX pro forma and amortization: live formulas that add up and equal the engine', () => {
  it('Buy & Hold: every pro forma row adds up and equals the engine, IRR/NPV/multiple included (law over generated deals)', async () => {
    const samples = fc.sample(ARBITRARY_INPUTS.buy_hold, { seed: 20261128, numRuns: 12 });
    let checked = 0;
    for (const [i, inputs] of samples.entries()) {
      const data = dealDataWithSchedules('buy_hold', inputs);
      if (!data.proForma?.returns || data.proForma.returns.irrPercent === null) continue;
      const workbook = await reopen(await renderDealXlsx(data));
      checkProFormaSheet(workbook, evaluator(workbook), data.proForma, `sample ${i} ${JSON.stringify(inputs)}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('a lender changing the rate on the Inputs sheet moves the loan, the pro forma and the IRR to the engine figures of the new rate', async () => {
    const inputs = { ...buyHoldDefaults(640_000, 4_350), interestRate: 6.875 };
    const workbook = await reopen(await renderDealXlsx(dealDataWithSchedules('buy_hold', inputs)));
    const inputSheet = workbook.getWorksheet(SHEET.inputs)!;
    let rateRow = 0;
    inputSheet.eachRow((row, n) => {
      if (row.getCell(3).value === 'interestRate') rateRow = n;
    });
    const changed = dealDataWithSchedules('buy_hold', { ...inputs, interestRate: 5.25 });
    const cell = evaluator(workbook, new Map([[`${SHEET.inputs}!${rateRow}:2`, 5.25]]));
    checkProFormaSheet(workbook, cell, changed.proForma!, 'rate 5.25');
    expect(cell('Amortization', 4, 2)).toBe(changed.amortization!.monthlyPayment);
  });

  it('the Amortization sheet is the lender statement of the engine, month by month', async () => {
    const inputs = { ...buyHoldDefaults(512_345, 3_900), interestRate: 6.125, loanTerm: 15 };
    const data = dealDataWithSchedules('buy_hold', inputs);
    const workbook = await reopen(await renderDealXlsx(data));
    const cell = evaluator(workbook);
    const schedule = amortizationSchedule({ principal: (data.strategy.rawResults as { loanAmount: number }).loanAmount, annualRatePercent: 6.125, termMonths: 180 });
    expect(cell('Amortization', 4, 2)).toBe(schedule[0]!.payment);
    for (const month of [1, 2, 60, 179, 180]) {
      const row = schedule[month - 1]!;
      expect(cell('Amortization', 11 + month, 3), `interest ${month}`).toBe(row.interest);
      expect(toCents(cell('Amortization', 11 + month, 5)), `balance ${month}`).toBe(Math.round(row.balance * 100));
    }
    expect(toCents(cell('Amortization', 7, 2))).toBe(Math.round(data.amortization!.totalInterest * 100));
  });

  it('a land contract stops at its balloon: instalments up to the balloon, then the balloon payment, nothing after', async () => {
    const inputs = CASES.creative_financing[4]!; // 10-year note, balloon in year 5
    const data = dealDataWithSchedules('creative_financing', inputs);
    const land = (data.strategy.rawResults as { landContract: { balloonMonth: number; balanceAtBalloon: number; payment: number } }).landContract;
    const loan = data.amortization!;
    expect(loan.balloon).toEqual({ month: 60, payment: land.balanceAtBalloon });
    expect(loan.paymentsMade).toBe(60);
    expect(loan.balanceByYear.at(-1)).toMatchObject({ year: 5, balance: 0 });
    expect(Math.max(...loan.balanceByYear.map((row) => row.year))).toBe(5);
    expect(Math.round(loan.totalPaid * 100)).toBe(Math.round((land.payment * 60 + land.balanceAtBalloon) * 100));
    const workbook = await reopen(await renderDealXlsx(data));
    const cell = evaluator(workbook);
    expect(cell('Amortization', 5, 2)).toBe(60);
    expect(cell('Amortization', 6, 2)).toBe(land.balanceAtBalloon);
    expect(workbook.getWorksheet('Amortization')!.rowCount).toBe(11 + 60);
  });

  it('seller financing, a wrap-around with a balloon and a BRRRR refinance: the sheet equals the report loan', async () => {
    const wrap = { ...CASES.creative_financing[3]!, loanTerm: 30, balloonYear: 7 };
    expect(dealDataWithSchedules('creative_financing', wrap).amortization!.balloon).toMatchObject({ month: 84 });
    for (const [type, inputs] of [
      ['creative_financing', CASES.creative_financing[0]!],
      ['creative_financing', wrap],
      ['brrr', CASES.brrr[1]!],
    ] as const) {
      const data = dealDataWithSchedules(type, inputs);
      const loan = data.amortization!;
      const workbook = await reopen(await renderDealXlsx(data));
      const cell = evaluator(workbook);
      expect(cell('Amortization', 4, 2), `${type} payment`).toBe(loan.monthlyPayment);
      expect(cell('Amortization', 5, 2), `${type} balloon month`).toBe(loan.balloon?.month ?? '');
      if (loan.balloon) expect(cell('Amortization', 6, 2), `${type} balloon`).toBe(loan.balloon.payment);
      expect(toCents(cell('Amortization', 7, 2)), `${type} interest`).toBe(Math.round(loan.totalInterest * 100));
      expect(toCents(cell('Amortization', 8, 2)), `${type} total paid`).toBe(Math.round(loan.totalPaid * 100));
    }
  });
});
