/**
 * /screening: bulk screening (issue 30). Every plan builds a list and previews its count; Hunter
 * runs it through a calculator, watches its progress, sorts, exports and adds lots to the
 * portfolio. A lower plan sees the run form locked, naming its plan. Data from data/screens.ts.
 */
import { useState } from 'react';
import { hasFeature, planFor } from '@rei/engine';
import { ScreeningScreen, useToast, type ScreenFiltersView } from '@rei/ui';
import { serverFields, serverMessage } from '../api/RequestError';
import { useSubscription } from '../data/subscription';
import { downloadScreenExport, useAddScreenLots, useCancelScreen, useScreen, useScreenCount, useScreenPresets, useScreens, useStartScreen } from '../data/screens';

const PAGE_SIZE = 25;

export function ScreeningPage() {
  const { toast } = useToast();
  const subscription = useSubscription();
  const tier = subscription.data?.tier ?? null;
  const canScreen = tier !== null && hasFeature(tier, 'bulk_operations');
  const [filters, setFilters] = useState<ScreenFiltersView>({});
  const [screenId, setScreenId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: string; direction: 'asc' | 'desc' }>({ key: 'bbl', direction: 'asc' });
  const [addMessage, setAddMessage] = useState<string | null>(null);
  const count = useScreenCount();
  const screens = useScreens(canScreen);
  const presets = useScreenPresets(canScreen);
  const start = useStartScreen();
  const cancel = useCancelScreen();
  const add = useAddScreenLots();
  const shownId = screenId ?? screens.data?.items[0]?.id ?? null;
  const detail = useScreen(canScreen ? shownId : null, { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction });
  // The screen reads the server's own keys ('body.filters.unitsMin', 'body.filters'): each at its criterion, all of them under the error.
  const countFields = serverFields(count.error);
  const runFields = serverFields(start.error);
  const fieldErrors = { ...countFields, ...runFields };

  return (
    <ScreeningScreen
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        count.reset();
      }}
      onPreviewCount={() => count.mutate(filters as Record<string, unknown>)}
      count={count.data ?? null}
      counting={count.isPending}
      countError={count.isError ? (serverMessage(count.error) ?? 'unknown error') : null}
      countFieldErrors={countFields}
      fieldErrors={fieldErrors}
      lockedPlan={subscription.isLoading || canScreen ? null : planFor(tier ?? 'scout').name}
      upgradeHref="/subscription"
      presets={(presets.data?.items ?? []).filter((preset) => preset.usable)}
      onRun={(request) =>
        start.mutate(
          { filters: filters as Record<string, never>, strategyType: request.strategyType, name: request.name, presetId: request.presetId, buyBox: request.buyBox },
          {
            onSuccess: (screen) => {
              setScreenId(screen.id);
              setPage(1);
              setAddMessage(null);
            },
          },
        )
      }
      starting={start.isPending}
      runError={start.isError ? (serverMessage(start.error) ?? 'unknown error') : null}
      runFieldErrors={runFields}
      screen={detail.data?.screen ?? null}
      onCancel={shownId === null ? undefined : () => cancel.mutate(shownId)}
      results={detail.data?.results.items ?? []}
      resultsTotal={detail.data?.results.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      onAddToPortfolio={(bbls) => {
        if (shownId === null) return;
        add.mutate(
          { id: shownId, bbls },
          {
            onSuccess: (answer) =>
              setAddMessage(
                `Added ${answer.added.length} lot${answer.added.length === 1 ? '' : 's'} to the portfolio${answer.alreadyInPortfolio.length ? `; ${answer.alreadyInPortfolio.length} already there` : ''}.`,
              ),
            onError: (error) => setAddMessage(serverMessage(error) ?? 'Could not add the lots.'),
          },
        );
      }}
      adding={add.isPending}
      addMessage={addMessage}
      onExport={(format) => {
        if (shownId === null) return;
        downloadScreenExport(shownId, format).catch((error: unknown) => toast({ title: 'Export failed', description: serverMessage(error) ?? 'unknown error', tone: 'destructive' }));
      }}
      mapStyleUrl={screens.data?.mapStyleUrl ?? null}
      resultsError={detail.isError ? (serverMessage(detail.error) ?? 'unknown error') : null}
      onRetry={() => void detail.refetch()}
    />
  );
}
