import { BOROUGH_NAMES, BUILT_IN_SUMMARY_MODEL, boroughCode, formatPercent } from '@rei/engine';
import { formatCount, formatRatio, formatUsd, pickNumber } from './format';
import {
  joinSections,
  type SummaryProperty,
  type SummaryProvider,
  type SummaryRequest,
  type SummaryResult,
  type SummarySections,
  type SummaryStrategy,
} from './SummaryProvider';

/** Model name stored with summaries written by the embedded provider. */
export const LOCAL_SUMMARY_MODEL = BUILT_IN_SUMMARY_MODEL;

const STRATEGY_LABELS: Record<string, string> = {
  buy_hold: 'buy-and-hold',
  fix_flip: 'fix-and-flip',
  wholesale: 'wholesale',
  creative_financing: 'creative-financing',
  brrr: 'BRRRR',
};

const PROPERTY_TYPE_NOUNS: Record<string, string> = {
  'single-family': 'single-family home',
  'multi-family': 'multi-family building',
  condominium: 'condominium unit',
  'co-op': 'co-op apartment',
  'mixed-use': 'mixed-use building',
  commercial: 'commercial building',
  land: 'vacant lot',
};

/** A borough as a sentence names it: the engine's name, "the Bronx" with its article. */
function boroughInProse(borough: string): string | undefined {
  const code = boroughCode(borough);
  if (code === null) return undefined;
  return code === 'BX' ? 'the Bronx' : BOROUGH_NAMES[code];
}

/**
 * What each borough's market means for an income investor. General market character,
 * not statistics: the numbers in a summary always come from the property and the engine.
 */
const BOROUGH_CONTEXT: Record<string, string> = {
  MN: 'Manhattan carries the deepest rental demand and the highest prices per square foot in the city, so yields are usually the thinnest and the case rests on stable occupancy and long-run value.',
  BK: 'Brooklyn combines strong renter demand with a wide spread of prices between neighborhoods; brownstone and walk-up stock dominates, and transit access drives rents block by block.',
  QN: 'Queens offers a broad middle market of two-family homes and mid-size walk-ups, with rents below Manhattan and Brooklyn and lower entry prices per square foot.',
  BX: 'The Bronx has the lowest entry prices per square foot of the boroughs and a large share of rent-regulated stock, so yields are higher but management, collections and regulation need more attention.',
  SI: 'Staten Island is a largely owner-occupied, car-oriented market of one- and two-family homes; rental demand is steadier than it is deep.',
};

/**
 * Typical price per square foot by borough for residential stock, used only to say
 * whether a price reads high or low. Broad bands, deliberately wide.
 */
const BOROUGH_PRICE_PER_SQFT: Record<string, { low: number; high: number }> = {
  MN: { low: 800, high: 1_600 },
  BK: { low: 400, high: 900 },
  QN: { low: 300, high: 650 },
  BX: { low: 200, high: 400 },
  SI: { low: 250, high: 450 },
};

/** The figures a summary reasons about, gathered once from the property and the engine's outputs. */
interface DealFigures {
  price: number | undefined;
  rent: number | undefined;
  capRate: number | undefined;
  cashOnCash: number | undefined;
  monthlyCashFlow: number | undefined;
  annualCashFlow: number | undefined;
  annualNOI: number | undefined;
  monthlyDebtService: number | undefined;
  cashInvested: number | undefined;
  operatingExpenses: number | undefined;
  effectiveGrossIncome: number | undefined;
  interestRate: number | undefined;
  downPaymentPercent: number | undefined;
  vacancyRate: number | undefined;
  roi: number | undefined;
  profit: number | undefined;
  riskLevel: string | undefined;
}

function gatherFigures(property: SummaryProperty, strategy: SummaryStrategy): DealFigures {
  const { inputs, outputs } = strategy;
  const price = pickNumber(inputs, 'purchasePrice', 'propertyValue', 'contractPrice') ?? property.purchasePrice ?? undefined;
  const rent = pickNumber(inputs, 'grossMonthlyRent', 'monthlyRent') ?? property.monthlyRent ?? undefined;
  const riskValue = outputs['riskLevel'] ?? outputs['strategyRisk'];
  return {
    price,
    rent,
    capRate: pickNumber(outputs, 'capRate'),
    cashOnCash: pickNumber(outputs, 'cashOnCashReturn', 'actualCashOnCashReturn', 'cashOnCash'),
    monthlyCashFlow: pickNumber(outputs, 'monthlyCashFlow', 'monthlyNetCashFlow'),
    annualCashFlow: pickNumber(outputs, 'annualCashFlow', 'annualNetCashFlow'),
    annualNOI: pickNumber(outputs, 'annualNOI'),
    monthlyDebtService: pickNumber(outputs, 'monthlyMortgage', 'monthlyPayment', 'monthlyDebtService'),
    cashInvested: pickNumber(outputs, 'totalCashInvested', 'downPaymentAmount', 'cashNeeded'),
    operatingExpenses: pickNumber(outputs, 'annualOperatingExpenses'),
    effectiveGrossIncome: pickNumber(outputs, 'effectiveGrossIncome'),
    interestRate: pickNumber(inputs, 'interestRate', 'refinanceRate'),
    downPaymentPercent: pickNumber(inputs, 'downPaymentPercent'),
    vacancyRate: pickNumber(inputs, 'vacancyRate'),
    roi: pickNumber(outputs, 'roi', 'totalROI', 'investorRoi', 'investorROI'),
    profit: pickNumber(outputs, 'profit', 'netProfit', 'assignmentFee'),
    riskLevel: typeof riskValue === 'string' ? riskValue : undefined,
  };
}

function describeProperty(p: SummaryProperty): string {
  const parts: string[] = [];
  if (p.units != null && p.units > 0) parts.push(`${formatCount(p.units)}-unit`);
  parts.push((p.propertyType && PROPERTY_TYPE_NOUNS[p.propertyType]) ?? p.propertyType ?? 'property');
  let text = parts.join(' ');
  if (p.buildingClassDescription) text += ` (${p.buildingClassDescription.toLowerCase()})`;
  const place = [p.city, p.zip].filter(Boolean).join(' ');
  if (place) text += ` in ${place}`;
  if (p.yearBuilt != null && p.yearBuilt > 0) text += `, built in ${p.yearBuilt}`;
  return text;
}

function yieldVerdict(capRate: number): string {
  if (capRate >= 7) return 'a strong income yield by New York standards';
  if (capRate >= 5) return 'in line with income-producing New York property';
  if (capRate >= 3) return 'below typical New York income yields, so the case leans on rent growth and appreciation';
  return 'a thin yield: the price is carried by expected appreciation rather than income';
}

function writeThesis(property: SummaryProperty, strategy: SummaryStrategy, f: DealFigures): string {
  const label = STRATEGY_LABELS[strategy.strategyType] ?? strategy.strategyType.replace(/_/g, ' ');
  const name = property.address ?? 'This property';
  const sentences: string[] = [`${name} is a ${describeProperty(property)}.`];

  if (f.price != null) {
    let priceSentence = `It is analysed at a purchase price of ${formatUsd(f.price)}`;
    if (property.buildingArea != null && property.buildingArea > 0) {
      priceSentence += ` (${formatUsd(f.price / property.buildingArea)} per square foot over ${formatCount(property.buildingArea)} sq ft)`;
    }
    if (f.rent != null) priceSentence += ` with gross rent of ${formatUsd(f.rent)} a month`;
    sentences.push(`${priceSentence}.`);
  }

  const financing: string[] = [];
  if (f.downPaymentPercent != null) financing.push(`${formatPercent(f.downPaymentPercent, 1)} down`);
  if (f.interestRate != null) financing.push(`a ${formatPercent(f.interestRate, 2)} rate`);
  const planSentence = `Under a ${label} plan${financing.length ? ` with ${financing.join(' and ')}` : ''}`;

  if (f.annualNOI != null && f.capRate != null) {
    sentences.push(
      `${planSentence}, the engine puts annual net operating income at ${formatUsd(f.annualNOI)}, a ${formatPercent(f.capRate, 2)} cap rate — ${yieldVerdict(f.capRate)}.`,
    );
  } else {
    sentences.push(`${planSentence}, the figures below come from the saved calculation.`);
  }

  if (f.monthlyCashFlow != null) {
    const annual = f.annualCashFlow ?? f.monthlyCashFlow * 12;
    if (f.monthlyCashFlow >= 0) {
      sentences.push(
        `After debt service it clears ${formatUsd(f.monthlyCashFlow)} a month (${formatUsd(annual)} a year)` +
          (f.cashOnCash != null ? `, a ${formatPercent(f.cashOnCash, 2)} cash-on-cash return` : '') +
          (f.cashInvested != null ? ` on ${formatUsd(f.cashInvested)} of cash in the deal.` : '.'),
      );
    } else {
      sentences.push(
        `After debt service it does not carry itself: the owner funds ${formatUsd(-f.monthlyCashFlow)} a month (${formatUsd(-annual)} a year)` +
          (f.cashOnCash != null ? `, a ${formatPercent(f.cashOnCash, 2)} cash-on-cash return` : '') +
          ', so the thesis depends on appreciation, rent increases or a larger down payment.',
      );
    }
  }

  if (f.roi != null) sentences.push(`The projected return on investment is ${formatPercent(f.roi, 2)}.`);
  if (f.profit != null && strategy.strategyType !== 'buy_hold') {
    sentences.push(`Projected profit on the ${label} exit is ${formatUsd(f.profit)}.`);
  }
  return sentences.join(' ');
}

type RiskLevel = 'Low' | 'Medium' | 'High';

function writeRisk(property: SummaryProperty, f: DealFigures): string {
  const points: string[] = [];
  let score = 0;

  if (f.annualNOI != null && f.monthlyDebtService != null && f.monthlyDebtService > 0) {
    const dscr = f.annualNOI / (f.monthlyDebtService * 12);
    if (dscr < 1) {
      score += 2;
      points.push(`Net operating income covers the ${formatUsd(f.monthlyDebtService)} monthly mortgage only ${formatRatio(dscr)}, below break-even; most lenders look for 1.25x.`);
    } else if (dscr < 1.25) {
      score += 1;
      points.push(`Debt service coverage is ${formatRatio(dscr)}, under the 1.25x most lenders require, leaving little room for a vacancy or repair.`);
    } else {
      points.push(`Debt service coverage is a comfortable ${formatRatio(dscr)} against a ${formatUsd(f.monthlyDebtService)} monthly mortgage.`);
    }
  }

  if (f.operatingExpenses != null && f.effectiveGrossIncome != null && f.effectiveGrossIncome > 0) {
    const expenseRatio = (f.operatingExpenses / f.effectiveGrossIncome) * 100;
    points.push(
      `Operating expenses of ${formatUsd(f.operatingExpenses)} a year take ${formatPercent(expenseRatio, 1)} of effective gross income` +
        (expenseRatio > 50 ? ', high for the asset class — check the tax and maintenance lines.' : '.'),
    );
    if (expenseRatio > 50) score += 1;
  }

  if (f.monthlyCashFlow != null && f.effectiveGrossIncome != null && f.effectiveGrossIncome > 0) {
    const afterRentDrop = f.monthlyCashFlow - (f.effectiveGrossIncome / 12) * 0.1;
    points.push(
      `A 10% fall in collected rent would move monthly cash flow to ${formatUsd(afterRentDrop)}` +
        (afterRentDrop < 0 && f.monthlyCashFlow >= 0 ? ', turning the deal negative.' : '.'),
    );
    if (afterRentDrop < 0) score += 1;
  }

  if (f.vacancyRate != null) {
    points.push(`The model assumes ${formatPercent(f.vacancyRate, 1)} vacancy${f.vacancyRate < 3 ? ', optimistic for most buildings' : ''}.`);
    if (f.vacancyRate < 3) score += 1;
  }

  if (property.yearBuilt != null && property.yearBuilt > 0) {
    const age = new Date().getUTCFullYear() - property.yearBuilt;
    // New York's "pre-war" stock: built before the Second World War.
    if (property.yearBuilt < 1940) {
      score += 1;
      points.push(`Built in ${property.yearBuilt}, the building is pre-war: budget for facade, roof, boiler and riser work.`);
    } else if (age >= 40) {
      points.push(`At roughly ${age} years old, systems replacement should be in the capital plan.`);
    }
  }

  const violations = (property.hpdViolations ?? 0) + (property.ecbViolations ?? 0);
  if (property.hpdViolations != null || property.ecbViolations != null) {
    if (violations >= 10) {
      score += 1;
      points.push(`The record shows ${formatCount(violations)} HPD and ECB violations; review which are open before closing.`);
    } else if (violations > 0) {
      points.push(`The record shows ${formatCount(violations)} HPD and ECB violations, a modest count.`);
    } else if (property.violationsChecked !== false) {
      points.push('No HPD or ECB violations are on file.');
    }
  }
  // Legal matters in three states, as checked: never "clear" from data that was not read.
  if (property.legalCheck) points.push(`Legal records: ${property.legalCheck}`);
  if (property.evictionCount != null && property.evictionCount > 0) {
    score += 1;
    points.push(`${formatCount(property.evictionCount)} marshal eviction${property.evictionCount === 1 ? ' is' : 's are'} recorded at the address.`);
  }
  // The calculator's one risk for the deal (structure and numbers together), not a second rating.
  if (f.riskLevel) points.push(`The calculator rates this deal's risk as ${f.riskLevel}.`);

  const level: RiskLevel = score >= 3 ? 'High' : score >= 1 ? 'Medium' : 'Low';
  if (points.length === 0) {
    return 'Overall risk: not rated. The saved calculation does not carry enough figures to assess financing or operating risk; add price, rent and financing terms and recalculate.';
  }
  return [`Overall risk: ${level}.`, ...points].join(' ');
}

function zoningMeaning(zone: string): string {
  const first = zone.trim().charAt(0).toUpperCase();
  if (first === 'R') return 'a residential district';
  if (first === 'C') return 'a commercial district that generally also allows residential use';
  if (first === 'M') return 'a manufacturing district where new residential use is generally not allowed';
  return 'a special or mixed district';
}

function taxClassMeaning(taxClass: string): string | undefined {
  if (taxClass.startsWith('1')) return 'tax class 1 (one- to three-family homes), whose assessed value rises at most 6% a year and 20% over five years';
  if (taxClass.startsWith('2')) return 'tax class 2 (residential buildings of four or more units)';
  if (taxClass.startsWith('4')) return 'tax class 4 (commercial property), assessed at 45% of market value';
  if (taxClass.startsWith('3')) return 'tax class 3 (utility property)';
  return undefined;
}

/** "BEDFORD STUYVESANT" → "Bedford Stuyvesant" (DOF writes neighbourhoods in capitals). */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function writeNeighborhood(property: SummaryProperty, f: DealFigures): string {
  const sentences: string[] = [];
  const borough = property.borough ?? undefined;
  const boroughName = borough ? boroughInProse(borough) : undefined;
  const context = borough ? BOROUGH_CONTEXT[borough] : undefined;
  // The lot's own neighbourhood facts first, when the public record has them.
  if (property.neighborhood) {
    const where = [titleCase(property.neighborhood), boroughName].filter(Boolean).join(', ');
    sentences.push(`The lot is in ${where}${property.neighborhoodSource ? ` (${property.neighborhoodSource})` : ''}.`);
  }
  if (property.comparablesCount != null && property.comparablesCount > 0 && property.comparablesAvgPricePerSqFt != null) {
    let comps = `${formatCount(property.comparablesCount)} comparable sale${property.comparablesCount === 1 ? '' : 's'} nearby average ${formatUsd(property.comparablesAvgPricePerSqFt)} per square foot`;
    if (f.price != null && property.buildingArea != null && property.buildingArea > 0) {
      const perSqft = f.price / property.buildingArea;
      comps += perSqft > property.comparablesAvgPricePerSqFt ? `; this price, ${formatUsd(perSqft)}, is above them` : `; this price, ${formatUsd(perSqft)}, is at or below them`;
    }
    sentences.push(`${comps}.`);
  }
  if (context) sentences.push(context);
  else if (!property.neighborhood && property.city) sentences.push(`The property sits in ${property.city}${property.state ? `, ${property.state}` : ''}.`);

  const band = borough ? BOROUGH_PRICE_PER_SQFT[borough] : undefined;
  if (band && f.price != null && property.buildingArea != null && property.buildingArea > 0) {
    const perSqft = f.price / property.buildingArea;
    const where = perSqft < band.low ? 'below' : perSqft > band.high ? 'above' : 'within';
    sentences.push(
      `At ${formatUsd(perSqft)} per square foot the price sits ${where} the broad ${formatUsd(band.low)}–${formatUsd(band.high)} band typical for ${boroughName ?? 'the borough'}.`,
    );
  }
  if (property.zoneDist1) sentences.push(`The lot is zoned ${property.zoneDist1}, ${zoningMeaning(property.zoneDist1)}.`);
  if (property.taxClass) {
    const meaning = taxClassMeaning(property.taxClass);
    if (meaning) sentences.push(`It is in ${meaning}.`);
  }
  if (property.complaints311 != null) {
    sentences.push(
      property.complaints311 > 20
        ? `311 has ${formatCount(property.complaints311)} complaints on file for the address, pointing to tenant or block issues worth walking.`
        : `311 has ${formatCount(property.complaints311)} complaint${property.complaints311 === 1 ? '' : 's'} on file for the address, a quiet record.`,
    );
  }
  if (property.dobPermits != null && property.dobPermits > 0) {
    sentences.push(`${formatCount(property.dobPermits)} DOB permit${property.dobPermits === 1 ? '' : 's'} on file show recent work; ask for sign-offs.`);
  }
  if (property.lastSalePrice != null && property.lastSalePrice > 0) {
    const when = property.lastSaleDate ? ` on ${property.lastSaleDate.slice(0, 10)}` : '';
    let comparison = '';
    if (f.price != null) {
      const gap = f.price - property.lastSalePrice;
      comparison = gap >= 0 ? `, ${formatUsd(gap)} below today's analysed price` : `, ${formatUsd(-gap)} above today's analysed price`;
    }
    sentences.push(`It last sold for ${formatUsd(property.lastSalePrice)}${when}${comparison}.`);
  }
  if (sentences.length === 0) return 'Neighborhood data is not available for this property.';
  return sentences.join(' ');
}

/**
 * Writes the three-section analysis from a property and a saved strategy's engine outputs.
 *
 * Deterministic: the same property and strategy always give the same text, and any
 * change in the figures changes the text (every number quoted is taken from the input).
 * Missing data is left out, never guessed. Used when no remote AI provider is configured.
 *
 * @example
 * await new LocalSummaryProvider().generate({ property: { address: '12 Main St' }, strategy: { strategyType: 'buy_hold', inputs: {}, outputs: { capRate: 6.1 } } });
 */
export class LocalSummaryProvider implements SummaryProvider {
  readonly name = 'local';
  readonly model = LOCAL_SUMMARY_MODEL;

  async generate(request: SummaryRequest): Promise<SummaryResult> {
    return Promise.resolve(writeLocalSummary(request));
  }
}

/** The synchronous writer behind `LocalSummaryProvider`. */
export function writeLocalSummary({ property, strategy }: SummaryRequest): SummaryResult {
  const figures = gatherFigures(property, strategy);
  const sections: SummarySections = {
    investmentThesis: writeThesis(property, strategy, figures),
    riskAssessment: writeRisk(property, figures),
    neighborhoodInsights: writeNeighborhood(property, figures),
  };
  return { summary: joinSections(sections), sections, provider: 'local', model: LOCAL_SUMMARY_MODEL };
}
