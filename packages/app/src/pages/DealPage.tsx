/**
 * /deals/:id — one deal: its current version (or `?version=n`), the versions list, what changed
 * between two versions, a recompute with today's engine, and rename / duplicate / delete / export
 * / share. Data from data/deals.ts; exports go through the report export (data/reports.ts) with
 * the shown version's saved strategy.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { canExport } from '@rei/engine';
import { BuyBoxChecks, DealScreen, ReportPreview, useToast, type ExportProgress } from '@rei/ui';
import { DealPresetReapply } from './DealPresetReapply';
import { useAuth } from '../auth/AuthProvider';
import { useSubscription } from '../data/subscription';
import { RequestError, serverMessage } from '../api/RequestError';
import { useDeal, useDealDiff, useDealRecompute, useDealVersion, useDealVersions, useDeleteDeal, useDuplicateDeal, useUpdateDeal } from '../data/deals';
import { useExportReport, useReportPreview, useShareReport } from '../data/reports';
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
  const share = useShareReport();
  const { user } = useAuth();
  const tier = useSubscription(Boolean(user)).data?.tier ?? user?.subscriptionTier ?? 'scout';
  const exportFormats = (['csv', 'pdf', 'xlsx'] as const).filter((format) => canExport(tier, format));
  // Hunter's premium due-diligence PDF (the engine's `pdf-premium`).
  const offered = canExport(tier, 'pdf-premium') ? [...exportFormats, 'pdf-premium' as const] : exportFormats;
  const lockedExportNote = [
    exportFormats.length < 3 ? 'PDF and Excel exports, and read-only links (a PDF), come with the Rookie plan and up (Subscription).' : null,
    canExport(tier, 'pdf-premium') ? null : 'The premium due-diligence PDF (owners and their other buildings, a legal timeline, comparables and a sensitivity table) comes with the Hunter plan.',
  ]
    .filter(Boolean)
    .join(' ');
  const [shareStatus, setShareStatus] = useState<string | null>(null);

  const notFound = !Number.isInteger(dealId) || dealId <= 0 || (deal.error instanceof RequestError && deal.error.status === 404);
  const failed = (title: string) => (error: unknown) => toast({ title, description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
  const current = deal.data;
  // The version on screen: an older one when asked for, else the deal's current version.
  const shownVersion = showOld !== null ? (version.data ?? null) : (current?.current ?? null);
  const preview = useReportPreview(shownVersion?.strategyId);

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
      onRename={current?.canEdit === false ? undefined : (name) => {
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
      onDelete={current?.canEdit === false ? undefined : () =>
        remove.mutate(dealId, {
          onSuccess: () => {
            toast({ title: 'Deal deleted', tone: 'success' });
            navigate('/deals');
          },
          onError: failed('Could not delete the deal'),
        })
      }
      deleting={remove.isPending}
      reportPreview={
        shownVersion ? (
          <ReportPreview
            preview={preview.data ?? null}
            loading={preview.isLoading}
            error={preview.isError ? (serverMessage(preview.error) ?? 'unknown error') : null}
            onRetry={() => void preview.refetch()}
            version={shownVersion.version}
          />
        ) : null
      }
      exportFormats={offered}
      lockedExportNote={lockedExportNote}
      exportStatus={shareStatus ?? exportStatusText(exporter.progress)}
      exportFailed={shareStatus === null && exporter.progress.phase === 'failed'}
      notices={
        current && showOld === null ? (
          <>
            <DealPresetReapply deal={current} />
            {current.buyBox ? <BuyBoxChecks buyBox={current.buyBox} /> : null}
          </>
        ) : null
      }
      onExport={(format, shown) => {
        setShareStatus(null);
        void exporter.exportReport({ strategyId: shown.strategyId, format });
      }}
      onShare={(shown) => {
        setShareStatus(`Building the PDF of version ${shown.version} to share…`);
        share.mutate(
          { strategyId: shown.strategyId },
          {
            onSuccess: (link) => {
              const url = new URL(link.url, window.location.origin).toString();
              const until = new Date(link.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
              setShareStatus(`Read-only link to the PDF of version ${shown.version}, open to anyone who has it until ${until} (revoke it in Reports): ${url}`);
              void navigator.clipboard?.writeText(url).then(
                () => toast({ title: 'Link copied', description: url, tone: 'success' }),
                () => undefined,
              );
            },
            onError: (error) => {
              setShareStatus(null);
              failed('Could not make a share link')(error);
            },
          },
        );
      }}
    />
  );
}
