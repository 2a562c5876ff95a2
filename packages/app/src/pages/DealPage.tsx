/**
 * /deals/:id — one deal: its current version (or `?version=n`), the versions list, what changed
 * between two versions, a recompute with today's engine, and rename / duplicate / delete / export
 * / share. Data from data/deals.ts; exports go through the report export (data/reports.ts) with
 * the shown version's saved strategy.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DealScreen, useToast, type ExportProgress } from '@rei/ui';
import { ApiError, serverMessage } from '../api/ApiError';
import { useDeal, useDealDiff, useDealRecompute, useDealVersion, useDealVersions, useDeleteDeal, useDuplicateDeal, useUpdateDeal } from '../data/deals';
import { useExportReport } from '../data/reports';
import { dealCalculatorPath, dealPath, portfolioPropertyPath } from './dealLinks';

/** What the deal page says about the last export. */
export function exportStatusText(progress: ExportProgress): string | null {
  switch (progress.phase) {
    case 'building':
      return `Building the ${progress.format.toUpperCase()} export…`;
    case 'downloaded':
      return `Downloaded ${progress.fileName}`;
    case 'failed':
      return `The ${progress.format.toUpperCase()} export failed: ${progress.message}`;
    default:
      return null;
  }
}

export interface DealPageProps {
  dealId: number;
}

/** The deal page for `dealId`; a missing or foreign deal reads "Deal not found". */
export function DealPage({ dealId }: DealPageProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const versionParam = Number(new URLSearchParams(search).get('version'));
  const chosenVersion = Number.isInteger(versionParam) && versionParam > 0 ? versionParam : null;
  const [diffPair, setDiffPair] = useState<readonly [number, number] | null>(null);
  const [recomputeVersion, setRecomputeVersion] = useState<number | null>(null);

  const deal = useDeal(Number.isInteger(dealId) && dealId > 0 ? dealId : null);
  const versions = useDealVersions(deal.data ? dealId : null);
  const showOld = deal.data && chosenVersion !== null && chosenVersion !== deal.data.currentVersion ? chosenVersion : null;
  const version = useDealVersion(showOld ? dealId : null, showOld);
  const diff = useDealDiff(diffPair ? dealId : null, diffPair?.[0], diffPair?.[1]);
  const recompute = useDealRecompute(recomputeVersion ? dealId : null, recomputeVersion);
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const duplicate = useDuplicateDeal();
  const exporter = useExportReport();

  const notFound = !Number.isInteger(dealId) || dealId <= 0 || (deal.error instanceof ApiError && deal.error.status === 404);
  const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
  const current = deal.data;

  return (
    <DealScreen
      deal={current ?? null}
      loading={deal.isLoading || (showOld !== null && version.isLoading)}
      notFound={notFound}
      error={deal.isError && !notFound ? (serverMessage(deal.error) ?? 'unknown error') : null}
      onRetry={() => void deal.refetch()}
      version={showOld !== null ? (version.data ?? null) : null}
      versions={versions.data ?? []}
      onSelectVersion={(number) => {
        setRecomputeVersion(null);
        navigate(number === current?.currentVersion ? dealPath(dealId) : `${dealPath(dealId)}?version=${number}`);
      }}
      onCompareVersions={(from, to) => setDiffPair([from, to])}
      diff={diff.data ?? null}
      onRecompute={setRecomputeVersion}
      recompute={recompute.data ?? null}
      recomputing={recompute.isFetching}
      calculatorHref={current ? dealCalculatorPath(current.strategyType, current.id) : '/calculator'}
      propertyHref={portfolioPropertyPath}
      onRename={(name) => {
        if (!current) return;
        update.mutate(
          { dealId, body: { baseVersion: current.currentVersion, name } },
          { onSuccess: () => toast({ title: 'Deal renamed', tone: 'success' }), onError: failed('Could not rename the deal') },
        );
      }}
      onDuplicate={() =>
        duplicate.mutate(
          { dealId },
          {
            onSuccess: (copy) => {
              toast({ title: 'Deal duplicated', description: copy.name, tone: 'success' });
              navigate(dealPath(copy.id));
            },
            onError: failed('Could not duplicate the deal'),
          },
        )
      }
      onDelete={() =>
        remove.mutate(dealId, {
          onSuccess: () => {
            toast({ title: 'Deal deleted', tone: 'success' });
            navigate('/deals');
          },
          onError: failed('Could not delete the deal'),
        })
      }
      deleting={remove.isPending}
      exportStatus={exportStatusText(exporter.progress)}
      exportFailed={exporter.progress.phase === 'failed'}
      onExport={(format, shown) => void exporter.exportReport({ strategyId: shown.strategyId, format })}
      onShare={() => {
        const link = new URL(dealPath(dealId), window.location.origin).toString();
        void navigator.clipboard
          ?.writeText(link)
          .then(() => toast({ title: 'Link copied', description: `${link} opens this deal for members of the organization.`, tone: 'success' }))
          .catch(failed('Could not copy the link'));
      }}
    />
  );
}
