/**
 * The AI summary seam: one interface, three implementations (embedded deterministic,
 * Anthropic Messages API, OpenAI-compatible chat completions). Routes and services only
 * see `SummaryProvider`; which one runs is decided once at start from the environment.
 */

/** Property facts a summary may use. Every field is optional: missing data is said, never invented. */
export interface SummaryProperty {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  borough?: string | null;
  propertyType?: string | null;
  units?: number | null;
  yearBuilt?: number | null;
  buildingArea?: number | null;
  lotArea?: number | null;
  numFloors?: number | null;
  buildingClass?: string | null;
  buildingClassDescription?: string | null;
  zoneDist1?: string | null;
  taxClass?: string | null;
  assessTotal?: number | null;
  purchasePrice?: number | null;
  monthlyRent?: number | null;
  lastSalePrice?: number | null;
  lastSaleDate?: string | null;
  hpdViolations?: number | null;
  ecbViolations?: number | null;
  complaints311?: number | null;
  dobPermits?: number | null;
  evictionCount?: number | null;
  /** The lot's neighbourhood as DOF names it (its last sale's record), when the page has it. */
  neighborhood?: string | null;
  /** Comparable sales of the lot: how many, and their average price per square foot (USD). */
  comparablesCount?: number | null;
  comparablesAvgPricePerSqFt?: number | null;
  /** Where the neighbourhood facts came from ("DOF Rolling Sales, as of 2024-09-30"). */
  neighborhoodSource?: string | null;
  /**
   * The three-state legal check in one line (found / checked, none found / not checked); a
   * summary repeats it rather than inferring "clear" from missing data.
   */
  legalCheck?: string | null;
  /** Whether the violation counts were read from the public record (false: not checked, so "none on file" is not said). */
  violationsChecked?: boolean | null;
}

/** A saved strategy as the summary sees it: the engine's outputs, never the client's. */
export interface SummaryStrategy {
  strategyType: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
}

export interface SummaryRequest {
  property: SummaryProperty;
  strategy: SummaryStrategy;
}

/** The three sections every provider returns, and the whole text as stored. */
export interface SummarySections {
  investmentThesis: string;
  riskAssessment: string;
  neighborhoodInsights: string;
}

export interface SummaryResult {
  /** Markdown text with the three headed sections, as stored and shown. */
  summary: string;
  sections: SummarySections;
  /** `local`, `anthropic` or `openai-compatible`. */
  provider: string;
  /** The model that wrote it (`rei-local-v1` for the embedded writer). */
  model: string;
}

export interface SummaryProvider {
  readonly name: string;
  readonly model: string;
  generate(request: SummaryRequest): Promise<SummaryResult>;
}

/** Section headings, in the order every summary carries them. */
export const SUMMARY_HEADINGS = {
  investmentThesis: 'Investment Thesis',
  riskAssessment: 'Risk Assessment',
  neighborhoodInsights: 'Neighborhood Insights',
} as const;

/** Joins the three sections into the stored Markdown text. */
export function joinSections(sections: SummarySections): string {
  return [
    `## ${SUMMARY_HEADINGS.investmentThesis}\n\n${sections.investmentThesis.trim()}`,
    `## ${SUMMARY_HEADINGS.riskAssessment}\n\n${sections.riskAssessment.trim()}`,
    `## ${SUMMARY_HEADINGS.neighborhoodInsights}\n\n${sections.neighborhoodInsights.trim()}`,
  ].join('\n\n');
}
