import { TIERS, canExport, effectiveTier, planFor, type SubscriptionLike, type Tier } from '@rei/engine';

/** The files one property's saved strategy can be exported as. */
export const PROPERTY_REPORT_FORMATS = ['csv', 'xlsx', 'pdf', 'pdf-branded', 'pdf-premium'] as const;
/** The files a whole organization's portfolio can be exported as (the team export). */
export const TEAM_REPORT_FORMATS = ['team-csv', 'team-xlsx'] as const;

export type PropertyReportFormat = (typeof PROPERTY_REPORT_FORMATS)[number];
export type TeamReportFormat = (typeof TEAM_REPORT_FORMATS)[number];
/** Every format `POST /api/reports` builds. */
export type ReportFormat = PropertyReportFormat | TeamReportFormat;

/** What each format is called in the menu and in the reports list. */
export const REPORT_FORMAT_LABELS: Readonly<Record<ReportFormat, string>> = {
  csv: 'CSV',
  xlsx: 'Excel (live formulas)',
  pdf: 'PDF',
  'pdf-branded': 'Branded PDF',
  'pdf-premium': 'Due-diligence PDF (premium)',
  'team-csv': 'Portfolio CSV',
  'team-xlsx': 'Portfolio Excel (live formulas)',
};

/** One line under each menu entry saying what the file holds. */
export const REPORT_FORMAT_DESCRIPTIONS: Readonly<Record<ReportFormat, string>> = {
  csv: 'Inputs and results, one row per figure',
  xlsx: 'Results as formulas over an inputs sheet',
  pdf: 'Deal report a lender or partner can read',
  'pdf-branded': 'Deal report with your logo, colours and contact line',
  'pdf-premium': 'Lot dossier: every dataset with sources, owners, legal timeline, comparables, sensitivity, what changed',
  'team-csv': 'Every property of the organization with its strategy figures',
  'team-xlsx': 'Every property, with live formulas',
};

/** Whether the plan (tier or subscription; scout when unknown or inactive) may build `format`. */
export function canBuildReport(subscription: Tier | SubscriptionLike | null | undefined, format: ReportFormat): boolean {
  return canExport(effectiveTier(subscription), format);
}

/** The cheapest plan whose `PLANS` entry opens `format`, e.g. 'Operator' for 'pdf-branded'. */
export function planUnlockingReport(format: ReportFormat): { tier: Tier; name: string } {
  const tier = TIERS.find((candidate) => canExport(candidate, format)) ?? TIERS[TIERS.length - 1]!;
  return { tier, name: planFor(tier).name };
}
