import type { PropertyWriteFieldsInput, StrategyType } from '../contract';
import type { Database } from '../db/client';
import { insertProperties, type PropertyRow } from '../db/queries/properties';
import { insertPortfolioItem } from '../db/queries/portfolio';
import { insertStrategy } from '../db/queries/strategies';
import { nycComplaints311, nycEvictions, nycLots, nycPermits, nycSales, nycViolations, onboarding } from '../db/schema';
import { ENGINE_VERSION } from '../services/engine';
import { newPropertyValues } from '../services/propertyValues';
import { computePropertyMetrics } from '../services/propertyMetrics';
import { computeStrategyOutputs, portfolioSnapshot, strategyInputsWithDefaults } from '../services/strategies';
import { generateDemoProperties, type DemoProperty } from './demoProperties';
import { generateDemoPublicRecords, type DemoPublicRecords } from './demoPublicRecords';

export interface DemoOwner {
  readonly userId: number;
  readonly organizationId: number;
}

export interface DemoDataResult {
  readonly properties: number;
  readonly portfolioItems: number;
  readonly strategies: number;
  /** Rows of generated public record written for the demo lots (lots, sales, violations, 311, permits, evictions). */
  readonly publicRecords: number;
}

/** The demo portfolio: which generated rows, and which strategy each is saved under. */
const DEMO_PORTFOLIO: readonly { borough: DemoProperty['borough']; propertyType: DemoProperty['propertyType']; strategyType: StrategyType }[] = [
  { borough: 'BK', propertyType: 'multi-family', strategyType: 'buy_hold' },
  { borough: 'QN', propertyType: 'single-family', strategyType: 'buy_hold' },
  { borough: 'BX', propertyType: 'multi-family', strategyType: 'fix_flip' },
  { borough: 'SI', propertyType: 'single-family', strategyType: 'wholesale' },
  { borough: 'MN', propertyType: 'mixed-use', strategyType: 'buy_hold' },
];

/**
 * The stated monthly cash flow of a demo listing: the engine's figure, overstated by the
 * row's markup (a broker's pro forma), so the cash-flow audit has findings to show.
 */
function statedCashFlow(row: DemoProperty): number | null {
  // the row's own lot, location and units: the figure the property's metrics columns will hold
  const engine = computePropertyMetrics(row).monthlyNetCashFlow;
  if (engine === null) return null;
  return Math.round((engine + (Math.abs(engine) * row.statedCashFlowMarkupPercent) / 100) * 100) / 100;
}

/**
 * A demo Buy & Hold deal's running costs as the property's own metrics size them (tax from its
 * assessment, insurance per unit, maintenance by rule), so the saved deal the dashboard shows
 * never carries the calculator's sample $24,000 tax and $8,500 insurance.
 */
function sizedBuyHoldCosts(property: PropertyRow): Record<string, number> {
  const costs: Record<string, number> = {};
  for (const assumption of computePropertyMetrics(property).assumptions) {
    if (assumption.key === 'propertyTax' || assumption.key === 'insurance' || assumption.key === 'maintenance') costs[assumption.key] = assumption.value;
  }
  return costs;
}

/**
 * Loads the demo data set into an empty database, in one transaction: the generated NYC
 * demo properties (marked `isDemo`, owned by the demo organization), a few portfolio entries
 * with strategies recomputed by the engine, and a completed onboarding for the demo user.
 */
export async function seedDemoData(db: Database, owner: DemoOwner): Promise<DemoDataResult> {
  const generated = generateDemoProperties();
  return db.transaction(async (tx) => {
    const rows: PropertyRow[] = [];
    for (let start = 0; start < generated.length; start += 500) {
      const batch = generated.slice(start, start + 500).map((demo) => {
        const { statedCashFlowMarkupPercent: _markup, neighborhood: _neighborhood, isDemo: _isDemo, ...fields } = demo;
        const withStated = { ...fields, monthlyNetCashFlow: statedCashFlow(demo) } as unknown as PropertyWriteFieldsInput;
        return newPropertyValues(withStated, { ...owner, isDemo: true });
      });
      rows.push(...(await insertProperties(tx, batch)));
    }

    let strategies = 0;
    const used = new Set<number>();
    for (const pick of DEMO_PORTFOLIO) {
      const index = generated.findIndex((g, i) => !used.has(i) && g.borough === pick.borough && g.propertyType === pick.propertyType && g.monthlyRent !== null);
      if (index < 0) continue;
      used.add(index);
      const property = rows[index]!;
      const inputs = strategyInputsWithDefaults(pick.strategyType, property, pick.strategyType === 'buy_hold' ? sizedBuyHoldCosts(property) : {});
      const strategy = await insertStrategy(tx, {
        organizationId: owner.organizationId,
        userId: owner.userId,
        propertyId: property.id,
        strategyType: pick.strategyType,
        inputs,
        outputs: computeStrategyOutputs(pick.strategyType, inputs),
        engineVersion: ENGINE_VERSION,
      });
      strategies += 1;
      await insertPortfolioItem(tx, {
        organizationId: owner.organizationId,
        userId: owner.userId,
        propertyId: property.id,
        ...portfolioSnapshot(strategy),
      });
    }

    await tx
      .insert(onboarding)
      .values({
        userId: owner.userId,
        experienceLevel: 'intermediate',
        investmentGoal: 'cashflow',
        marketPreference: 'city',
        city: 'Brooklyn',
        budget: '1500000',
        currentStep: 4,
        completed: true,
        completedAt: new Date(),
      })
      .onConflictDoNothing();

    const records = await insertDemoPublicRecords(tx, generateDemoPublicRecords(generated));
    return { properties: rows.length, portfolioItems: used.size, strategies, publicRecords: records };
  });
}

/** Inserts the demo lots' records (demo-range BBLs only, so they never meet a real import's keys). */
async function insertDemoPublicRecords(db: Database, records: DemoPublicRecords): Promise<number> {
  const tables = [
    [nycLots, records.lots],
    [nycSales, records.sales],
    [nycViolations, records.violations],
    [nycComplaints311, records.complaints],
    [nycPermits, records.permits],
    [nycEvictions, records.evictions],
  ] as const;
  let written = 0;
  for (const [table, rows] of tables) {
    for (let start = 0; start < rows.length; start += 500) {
      // The rows match their table by construction (DemoPublicRecords is typed per table).
      await db.insert(table as typeof nycLots).values(rows.slice(start, start + 500) as (typeof nycLots.$inferInsert)[]).onConflictDoNothing();
    }
    written += rows.length;
  }
  return written;
}
