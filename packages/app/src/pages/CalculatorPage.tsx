import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CalculatorSuiteScreen, useToast, type CalculatorSuiteScreenProps } from '@rei/ui';
import { errorStatus, serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { calculatorPath, readableSummary } from './pageRules';
import { useGenerateAiSummary, usePortfolio, useSaveStrategy, useSubscription } from '../data/hooks';

type SuiteProperty = NonNullable<CalculatorSuiteScreenProps['properties']>[number];

export function CalculatorPage({ tab }: { tab: string }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const search = useSearch();
  const raw = new URLSearchParams(search).get('propertyId');
  const selectedPropertyId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const subscription = useSubscription(Boolean(user));
  const portfolio = usePortfolio(Boolean(user));
  const saveStrategy = useSaveStrategy();
  const generate = useGenerateAiSummary();
  const [saved, setSaved] = useState<{ strategyId: number; propertyId: number | null } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  // The selector lists the portfolio's properties (address plus city).
  const properties: SuiteProperty[] = (portfolio.data ?? []).map(
    (card) =>
      ({
        id: card.propertyId,
        address: card.address,
        city: card.city,
        state: card.state,
        zip: card.zip,
        propertyType: card.propertyType,
        units: card.units,
        purchasePrice: card.purchasePrice,
        monthlyRent: card.monthlyRent,
        estimatedValue: card.purchasePrice,
        capRate: card.capRate,
        metricsCalculated: card.metricsCalculated,
      }) as unknown as SuiteProperty,
  );
  const strategySaved = saved !== null && saved.propertyId === selectedPropertyId;

  return (
    <CalculatorSuiteScreen
      tab={tab}
      onTabChange={(next) => navigate(calculatorPath(next, selectedPropertyId, search), { replace: true })}
      subscription={(subscription.data ?? user?.subscriptionTier ?? null) as CalculatorSuiteScreenProps['subscription']}
      onGateBlocked={() =>
        toast({ title: 'Feature unavailable', description: 'Upgrade your subscription to access this calculator.', tone: 'destructive' })
      }
      properties={properties}
      propertiesLoading={portfolio.isLoading}
      selectedPropertyId={selectedPropertyId}
      onSelectProperty={(propertyId) => {
        setSaved(null);
        setSummary(null);
        navigate(calculatorPath(tab, propertyId, search), { replace: true });
      }}
      onExport={() => toast({ title: 'Export initiated', description: 'Your analysis is being exported...' })}
      onUpgrade={() => navigate('/subscription')}
      onCalculateReturns={(values, result) => {
        if (!user) {
          toast({ title: 'Authentication required', description: 'Please sign in to save your analysis.', tone: 'destructive' });
          return;
        }
        if (!selectedPropertyId) {
          toast({ title: 'Missing fields', description: 'Select a property to save this analysis.', tone: 'destructive' });
          return;
        }
        saveStrategy.mutate(
          {
            propertyId: selectedPropertyId,
            userId: user.id,
            strategyType: 'buy_hold',
            inputs: values as unknown as Record<string, unknown>,
            outputs: result as unknown as Record<string, unknown>,
          },
          {
            onSuccess: (strategy) => {
              setSaved({ strategyId: strategy.id, propertyId: selectedPropertyId });
              setSummary(null);
              toast({ title: 'Strategy Saved', description: 'Your calculation has been saved.', tone: 'success' });
            },
            onError: () => toast({ title: 'Error', description: 'Failed to save your calculation. Please try again.', tone: 'destructive' }),
          },
        );
      }}
      savingStrategy={saveStrategy.isPending}
      strategySaved={strategySaved}
      onGenerateAiSummary={() => {
        if (!saved) return;
        generate.mutate(saved.strategyId, {
          onSuccess: (answer) => {
            setSummary(readableSummary(answer.summary));
            toast({ title: 'AI Summary Generated', description: 'Your investment summary is ready.', tone: 'success' });
          },
          onError: (failure) => {
            const refusedByPlan = errorStatus(failure) === 403 || errorStatus(failure) === 402;
            toast({
              title: refusedByPlan ? 'Upgrade required' : 'Error',
              description: refusedByPlan
                ? (serverMessage(failure) ?? 'Your plan does not include AI summaries.')
                : 'Failed to generate AI summary. Please try again.',
              tone: 'destructive',
              ...(refusedByPlan
                ? { action: { label: 'Upgrade', altText: 'Open Subscription to change your plan', onClick: () => navigate('/subscription') } }
                : {}),
            });
          },
        });
      }}
      generatingSummary={generate.isPending}
      aiSummary={summary}
    />
  );
}
