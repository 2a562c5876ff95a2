import { useState } from 'react';
import { canGenerateAiSummary, effectiveTier, hasFeature, planFor, summaryAuthorLabel, type AiSummary, type SubscriptionLike, type Tier } from '@rei/engine';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { ScreenLink, type NavigationProps } from '../AppShell/ScreenLink';
import { FeatureOffNotice } from '../../components/MaintenanceBanner';
import * as styles from './AiSummariesScreen.css';

export const AI_SUMMARIES_TEXT = {
  title: 'AI Investment Summaries',
  pro: 'Pro',
  subtitle: 'An investment thesis, risk assessment and neighborhood insights for each saved Buy & Hold analysis.',
  sections: { investmentThesis: 'Investment Thesis', riskAssessment: 'Risk Assessment', neighborhoodInsights: 'Neighborhood Insights' },
  generateTitle: 'Generate a summary',
  analysisLabel: 'Saved analysis',
  analysisPlaceholder: 'Choose an analysis',
  generate: 'Generate AI Summary',
  generating: 'Generating...',
  noCandidates: 'Every saved analysis already has a summary. Save a new Buy & Hold analysis in the calculator to generate another.',
  usage: (used: number, limit: number | null) =>
    limit === null ? `${used} AI summaries generated this month (unlimited).` : `${used} of ${limit} AI summaries used this month.`,
  limitReached: 'You have used every AI summary of your plan this month. Upgrade for more.',
  upsellTitle: 'AI summaries are a Pro feature',
  upsellBody: (planName: string) => `Your ${planName} plan does not include AI summaries. Rookie includes 5 a month; Operator and Hunter are unlimited.`,
  upgrade: 'Upgrade to Unlock AI Summaries',
  loading: 'Loading AI summaries',
  errorTitle: 'Could not load AI summaries',
  emptyTitle: 'No AI summaries yet',
  emptyBody: 'Generate one from a saved Buy & Hold analysis.',
  generatedOn: (date: string, model: string) => `Generated ${date} · ${summaryAuthorLabel(model)}`,
} as const;

/** A stored summary (GET /api/ai-summaries) without its markdown text, plus the address it is about. */
export type AiSummaryView = Omit<AiSummary, 'summary'> & { address: string };

/** A saved analysis that can get a summary. */
export interface AiSummaryCandidate {
  strategyId: number;
  address: string;
}

export interface AiSummariesScreenProps extends NavigationProps {
  tier: Tier | SubscriptionLike | null | undefined;
  /** Summaries generated this calendar month (metered against the plan). */
  usedThisMonth: number;
  summaries: readonly AiSummaryView[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Saved analyses without a summary, offered to the generate button. */
  candidates?: readonly AiSummaryCandidate[];
  /** POST /api/ai-summaries { strategyId }. */
  onGenerate?: (strategyId: number) => void;
  generating?: boolean;
  /** An administrator turned AI summaries off (admin toggle `ai_summaries_enabled`): the screen says so and offers no generate action; saved summaries still show. */
  featureOff?: boolean;
}

function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

const SECTION_KEYS = ['investmentThesis', 'riskAssessment', 'neighborhoodInsights'] as const;

/**
 * The AI Summary page: the plan gate (scout sees an upsell), monthly usage, a generate
 * action for saved analyses, and every summary in its three sections.
 */
export function AiSummariesScreen({
  tier,
  usedThisMonth,
  summaries,
  loading = false,
  error,
  onRetry,
  candidates = [],
  onGenerate,
  generating = false,
  featureOff = false,
  renderLink,
  onNavigate,
}: AiSummariesScreenProps) {
  const nav = { renderLink, onNavigate };
  const current = effectiveTier(tier);
  const plan = planFor(current);
  const limit = plan.limits.aiSummariesPerMonth;
  const [selected, setSelected] = useState<string | undefined>(candidates[0] ? String(candidates[0].strategyId) : undefined);
  const selectedCandidate = candidates.find((candidate) => String(candidate.strategyId) === selected);

  const upgradeButton = (
    <Button asChild variant="primary">
      <ScreenLink href="/subscription" {...nav}>
        {AI_SUMMARIES_TEXT.upgrade}
      </ScreenLink>
    </Button>
  );

  const header = (
    <div className={styles.header}>
      <h1 className={styles.title}>{AI_SUMMARIES_TEXT.title}</h1>
      <Badge tone="accent">{AI_SUMMARIES_TEXT.pro}</Badge>
      <p className={styles.subtitle}>{AI_SUMMARIES_TEXT.subtitle}</p>
    </div>
  );

  if (!hasFeature(current, 'ai_summary')) {
    return (
      <div className={styles.page}>
        {header}
        <Card title={AI_SUMMARIES_TEXT.upsellTitle} headingLevel={2} tone="accent">
          <p>{AI_SUMMARIES_TEXT.upsellBody(plan.name)}</p>
          <ul className={styles.upsellList}>
            {SECTION_KEYS.map((key) => (
              <li key={key}>{AI_SUMMARIES_TEXT.sections[key]}</li>
            ))}
          </ul>
          <div>{upgradeButton}</div>
        </Card>
      </div>
    );
  }

  const mayGenerate = canGenerateAiSummary(current, usedThisMonth);

  return (
    <div className={styles.page}>
      {header}
      <Card title={AI_SUMMARIES_TEXT.generateTitle} headingLevel={2}>
        <p className={styles.usage}>{AI_SUMMARIES_TEXT.usage(usedThisMonth, limit)}</p>
        {featureOff ? (
          <FeatureOffNotice feature="AI summaries" />
        ) : !mayGenerate ? (
          <>
            <p role="status">{AI_SUMMARIES_TEXT.limitReached}</p>
            <div>{upgradeButton}</div>
          </>
        ) : candidates.length === 0 ? (
          <p className={styles.usage}>{AI_SUMMARIES_TEXT.noCandidates}</p>
        ) : (
          <div className={styles.generate}>
            <div className={styles.generateField}>
              <Field label={AI_SUMMARIES_TEXT.analysisLabel}>
                <Select
                  options={candidates.map((candidate) => ({ value: String(candidate.strategyId), label: candidate.address }))}
                  placeholder={AI_SUMMARIES_TEXT.analysisPlaceholder}
                  {...(selected !== undefined ? { value: selected } : {})}
                  onValueChange={setSelected}
                />
              </Field>
            </div>
            <Button
              variant="primary"
              loading={generating}
              loadingText={AI_SUMMARIES_TEXT.generating}
              disabled={!onGenerate || !selectedCandidate}
              onClick={() => selectedCandidate && onGenerate?.(selectedCandidate.strategyId)}
            >
              {AI_SUMMARIES_TEXT.generate}
            </Button>
          </div>
        )}
      </Card>

      {loading ? (
        <Skeleton height="chart" label={AI_SUMMARIES_TEXT.loading} />
      ) : error ? (
        <ErrorState title={AI_SUMMARIES_TEXT.errorTitle} message={error} headingLevel={2} {...(onRetry ? { onRetry } : {})} />
      ) : summaries.length === 0 ? (
        <EmptyState title={AI_SUMMARIES_TEXT.emptyTitle} description={AI_SUMMARIES_TEXT.emptyBody} headingLevel={2} />
      ) : (
        <ul className={styles.list} aria-label="AI summaries">
          {summaries.map((summary) => (
            <li key={summary.id}>
              <Card as="article" title={summary.address} description={AI_SUMMARIES_TEXT.generatedOn(formatDay(summary.createdAt), summary.model)} headingLevel={2}>
                <div className={styles.sections}>
                  {SECTION_KEYS.map((key) => (
                    <section key={key} aria-label={`${AI_SUMMARIES_TEXT.sections[key]}: ${summary.address}`}>
                      <h3 className={styles.sectionTitle}>{AI_SUMMARIES_TEXT.sections[key]}</h3>
                      <p className={styles.sectionBody}>{summary.sections[key]}</p>
                    </section>
                  ))}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
