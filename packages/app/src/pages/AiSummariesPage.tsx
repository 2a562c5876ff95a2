import { AiSummariesScreen, useToast, type AiSummariesScreenProps } from '@rei/ui';
import { errorStatus, serverMessage } from '../api/RequestError';
import { useAiSummaries, useGenerateAiSummary } from '../data/aiSummaries';
import { useFeatures } from '../data/features';
import { usePortfolio } from '../data/portfolio';
import { useSubscription } from '../data/subscription';
import { renderLink } from '../routes/navigation';

export function AiSummariesPage() {
  const { toast } = useToast();
  const subscription = useSubscription();
  const portfolio = usePortfolio();
  const withStrategy = (portfolio.data ?? []).filter((card) => card.strategyId !== null);
  const strategyIds = withStrategy.map((card) => card.strategyId as number);
  const summaries = useAiSummaries(strategyIds);
  const generate = useGenerateAiSummary();
  const addressOf = new Map(withStrategy.map((card) => [card.strategyId as number, card.address]));

  const views: AiSummariesScreenProps['summaries'] = (summaries.data ?? []).map((summary) => ({
    id: summary.id,
    strategyId: summary.strategyId,
    propertyId: summary.propertyId,
    address: addressOf.get(summary.strategyId) ?? '',
    createdAt: summary.createdAt,
    provider: summary.provider,
    model: summary.model,
    sections: summary.sections,
  }));
  const summarized = new Set(views.map((view) => view.strategyId));
  const features = useFeatures();

  return (
    <AiSummariesScreen
      tier={subscription.data ?? null}
      usedThisMonth={subscription.data?.usage.aiSummaries ?? 0}
      summaries={views}
      loading={subscription.isLoading || portfolio.isLoading || summaries.isLoading}
      error={portfolio.isError ? (serverMessage(portfolio.error) ?? 'Could not load your analyses.') : null}
      onRetry={() => void portfolio.refetch()}
      candidates={withStrategy
        .filter((card) => !summarized.has(card.strategyId as number))
        .map((card) => ({ strategyId: card.strategyId as number, address: card.address }))}
      generating={generate.isPending}
      featureOff={features?.aiSummaries === false}
      onGenerate={(strategyId) =>
        generate.mutate(strategyId, {
          onSuccess: () => toast({ title: 'AI Summary Generated', description: 'Your investment summary is ready.', tone: 'success' }),
          onError: (error) =>
            toast({
              title: errorStatus(error) === 403 ? 'Upgrade required' : 'Error',
              description: errorStatus(error) === 403 ? (serverMessage(error) ?? 'Your plan does not include AI summaries.') : 'Failed to generate AI summary. Please try again.',
              tone: 'destructive',
            }),
        })
      }
      renderLink={renderLink}
    />
  );
}
