import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CalculatorSuiteScreen, Card, ScenarioComparison, useToast, type CalculatorSuiteScreenProps } from '@rei/ui';
import { errorStatus, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { calculatorPath, readableSummary } from './pageRules';
import { useGenerateAiSummary } from '../data/aiSummaries';
import { useDealPrefill } from '../data/dealPrefill';
import { useExportReport } from '../data/reports';
import { usePortfolio } from '../data/portfolio';
import { scenariosOf } from '../data/scenarios';
import { useSaveStrategy, useStrategies } from '../data/strategies';
import { useCreateDeal, useDeal, useUpdateDeal } from '../data/deals';
import { dealExportUnavailableReason, dealIdOf, TAB_STRATEGY, tabOfStrategy, withDealId } from './calculatorDeals';
import type { CalculatorTab } from '@rei/engine';
import type { DealResponse } from '@rei/server/contract';
import { useSubscription } from '../data/subscription';
import { usePresets } from '../data/presets';
import { useOrganization } from '../auth/OrganizationProvider';
import { CalculatorPresetsSection } from './CalculatorPresets';
import { calculatorPresets, presetDraftOf } from './calculatorPresetRules';
import { effectiveTier } from '@rei/engine';
import type { PresetDraft } from '@rei/ui';

/** The read-only demo account is told before it tries to save. */
const DEMO_SAVE_BLOCKED = 'The demo account is read-only: create your own account to save deals.';
const DEAL_READ_ONLY = 'Only the analyst who created this deal, or an owner or admin, can save it. Duplicate it on its deal page to work on your own copy.';

type SuiteProperty = NonNullable<CalculatorSuiteScreenProps['properties']>[number];

export function CalculatorPage({ tab }: { tab: string }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const search = useSearch();
  const raw = new URLSearchParams(search).get('propertyId');
  // ?dealId= opens a saved deal: its current version fills its strategy's tab with exactly the saved inputs.
  const dealId = dealIdOf(search);
  const deal = useDeal(dealId);
  const createDeal = useCreateDeal();
  const updateDeal = useUpdateDeal();
  const [staleVersion, setStaleVersion] = useState(false);
  // When someone else saved a newer version (409), the version the investor was editing stays on
  // screen with their edits until they choose to reload; the refetch after the failed save must
  // not start the form over from the newer version.
  const [pinnedDeal, setPinnedDeal] = useState<DealResponse | null>(null);
  const liveDeal = dealId !== null && deal.data?.id === dealId ? deal.data : null;
  const dealData = pinnedDeal !== null && pinnedDeal.id === dealId ? pinnedDeal : liveDeal;
  const urlPropertyId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const selectedPropertyId = urlPropertyId ?? dealData?.property?.id ?? null;
  const subscription = useSubscription(Boolean(user));
  const portfolio = usePortfolio(Boolean(user));
  const saveStrategy = useSaveStrategy();
  // The selected property's own record fills the calculators (price, rent, units, NYC taxes and costs).
  const { prefill } = useDealPrefill(selectedPropertyId);
  const savedStrategies = useStrategies(selectedPropertyId);
  const generate = useGenerateAiSummary();
  const [saved, setSaved] = useState<{ strategyId: number; propertyId: number | null } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const exporter = useExportReport();
  const { current: organization } = useOrganization();
  const presets = usePresets(organization?.organizationId, Boolean(user));
  // The preset chosen for a new deal, per tab; a saved deal shows the preset it recorded.
  const [chosenPreset, setChosenPreset] = useState<{ tab: CalculatorTab; presetId: number } | null>(null);
  const [presetDraft, setPresetDraft] = useState<PresetDraft | null>(null);

  // The selector lists the portfolio's properties (address plus city).
  const properties: SuiteProperty[] = (portfolio.data ?? []).map(
    (card) => ({
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
      }),
  );
  // The AI summary is of the saved Buy & Hold deal's current version (Calculate Returns saves it).
  const buyHoldDealStrategyId = dealData && dealData.strategyType === 'buy_hold' ? dealData.current.strategyId : null;
  const summaryStrategyId = buyHoldDealStrategyId ?? (saved !== null && saved.propertyId === selectedPropertyId ? saved.strategyId : null);
  const strategySaved = summaryStrategyId !== null;
  // The selected property's saved Buy & Hold / BRRR strategies, compared side by side under the calculators.
  const scenarios = scenariosOf(savedStrategies.data);
  // Export is the report of the deal's current version on its own tab — never another strategy's.
  const savedTab: CalculatorTab | null = dealData ? tabOfStrategy(dealData.strategyType) : null;
  const savedOnThisTab = dealData !== null && savedTab === tab;
  const exportStrategyId = savedOnThisTab ? dealData.current.strategyId : null;
  const exportUnavailableReason = dealExportUnavailableReason(Boolean(user), savedOnThisTab);

  const presetChoice = calculatorPresets(presets.data?.items ?? [], chosenPreset, dealData, (tab, presetId) =>
    setChosenPreset(presetId === null ? null : { tab, presetId }),
  );
  const chosenPresetId = (saveTab: CalculatorTab) => (chosenPreset?.tab === saveTab ? { presetId: chosenPreset.presetId } : {});

  const saveDeal = (
    saveTab: CalculatorTab,
    request: { name: string; inputs: Record<string, unknown>; inputSources: Record<string, { kind: string; label: string; note: string | null }>; trigger?: 'calculate-returns' },
  ) => {
    // Calculate Returns keeps the spec's words; the Save deal bar says what it did.
    const savedTitle = request.trigger === 'calculate-returns' ? 'Strategy Saved' : 'Deal saved';
    if (!user) {
      toast({ title: 'Authentication required', description: 'Please sign in to save your analysis.', tone: 'destructive' });
      return;
    }
    const onError = (failure: unknown) => {
      const status = errorStatus(failure) ?? 0;
      if (status === 409) {
        setStaleVersion(true);
        return;
      }
      setPinnedDeal(null);
      const refusal = status >= 400 && status < 500 ? serverMessage(failure) : undefined;
      toast({ title: 'Error', description: refusal ?? 'Failed to save the deal. Please try again.', tone: 'destructive' });
    };
    if (dealData && savedTab === saveTab) {
      // The version being edited stays on screen while the save is under way: the refetch that
      // follows it (even a refused one) must not start the form over from another version.
      setPinnedDeal(dealData);
      updateDeal.mutate(
        { dealId: dealData.id, body: { baseVersion: dealData.current.version, name: request.name, inputs: request.inputs, inputSources: request.inputSources } },
        {
          onSuccess: (next) => {
            setSummary(null);
            setPinnedDeal(null);
            void deal.refetch();
            toast({ title: savedTitle, description: `Saved as version ${next.current.version} of the deal.`, tone: 'success' });
          },
          onError,
        },
      );
      return;
    }
    createDeal.mutate(
      { name: request.name, propertyId: selectedPropertyId, strategyType: TAB_STRATEGY[saveTab], inputs: request.inputs, inputSources: request.inputSources, ...chosenPresetId(saveTab) },
      {
        onSuccess: (created) => {
          setSummary(null);
          toast({ title: savedTitle, description: 'Saved as version 1 of a new deal.', tone: 'success' });
          // Reload and a shared link land on the same deal.
          navigate(withDealId(saveTab, search, created.id), { replace: true });
        },
        onError,
      },
    );
  };

  return (
    <>
      <CalculatorSuiteScreen
        tab={tab}
        onTabChange={(next) => navigate(calculatorPath(next, selectedPropertyId, search), { replace: true })}
        dealSaving={{
          saved: dealData
            ? { id: dealData.id, name: dealData.name, version: dealData.current.version, inputs: dealData.current.sentInputs, inputSources: dealData.current.inputSources }
            : null,
          savedTab,
          saving: createDeal.isPending || updateDeal.isPending,
          staleVersion,
          onReload: () => {
            setPinnedDeal(null);
            setStaleVersion(false);
            void deal.refetch();
          },
          onSave: saveDeal,
          blockedReason: user?.isDemo ? DEMO_SAVE_BLOCKED : dealData?.canEdit === false ? DEAL_READ_ONLY : null,
          presets: user ? presetChoice : null,
          onSaveAsPreset: user ? (saveTab, inputs) => setPresetDraft(presetDraftOf(TAB_STRATEGY[saveTab], inputs)) : undefined,
        }}
        subscription={subscription.data ?? user?.subscriptionTier ?? null}
        onGateBlocked={() =>
          toast({ title: 'Feature unavailable', description: 'Upgrade your subscription to access this calculator.', tone: 'destructive' })
        }
        properties={properties}
        propertiesLoading={portfolio.isLoading}
        selectedPropertyId={selectedPropertyId}
        onSelectProperty={(propertyId) => {
          setSaved(null);
          setSummary(null);
          // Another property is another deal.
          navigate(calculatorPath(tab, propertyId, withDealId(tab, search, null).split('?')[1] ?? ''), { replace: true });
        }}
        onExport={(format) => {
          if (exportStrategyId !== null) void exporter.exportReport({ strategyId: exportStrategyId, format });
        }}
        exportProgress={exporter.progress}
        exportUnavailableReason={exportUnavailableReason}
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
              inputs: values,
              outputs: result,
            },
            {
              onSuccess: (strategy) => {
                setSaved({ strategyId: strategy.id, propertyId: selectedPropertyId });
                setSummary(null);
                toast({ title: 'Strategy Saved', description: 'Your calculation has been saved.', tone: 'success' });
              },
              // A refusal the person can act on (the read-only demo account, a field the server
              // names) is shown as the server words it; only a failure of ours says "try again".
              onError: (failure) => {
                const status = errorStatus(failure) ?? 0;
                const refusal = status >= 400 && status < 500 ? serverMessage(failure) : undefined;
                toast({ title: 'Error', description: refusal ?? 'Failed to save your calculation. Please try again.', tone: 'destructive' });
              },
            },
          );
        }}
        savingStrategy={saveStrategy.isPending}
        strategySaved={strategySaved}
        onGenerateAiSummary={() => {
          if (summaryStrategyId === null) return;
          generate.mutate(summaryStrategyId, {
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
        prefill={prefill}
      />
      {user ? <CalculatorPresetsSection tier={effectiveTier(subscription.data ?? user.subscriptionTier ?? null)} draft={presetDraft} onDismissDraft={() => setPresetDraft(null)} /> : null}
      {selectedPropertyId !== null && user ? (
        <Card title="Saved scenarios" description="Each saved version of a Buy & Hold or BRRRR deal on this property is a scenario; pick two to four to compare.">
          <ScenarioComparison key={scenarios.length} scenarios={scenarios} defaultSelected={scenarios.length >= 2 ? [scenarios.length - 2, scenarios.length - 1] : undefined} />
        </Card>
      ) : null}
    </>
  );
}
