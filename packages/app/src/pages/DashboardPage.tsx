import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { DashboardScreen, ExportMenu, TEAM_REPORT_FORMATS, useToast, type PortfolioListOrder, type PortfolioListQuery } from '@rei/ui';
import type { PortfolioSortKey } from '@rei/server/contract';
import { addressToSlug, orgRoleCan } from '@rei/engine';
import { serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { failureToast, fullAddress } from './pageRules';
import { useOrganization } from '../auth/OrganizationProvider';
import { usePortfolioPage, useRemoveFromPortfolio, useRemoveManyFromPortfolio } from '../data/portfolio';
import { useExportReport } from '../data/reports';
import { useSubscription } from '../data/subscription';
import { renderLink } from '../routes/navigation';
import { useSettled } from './useSettled';

/** Cards per dashboard page. */
const PAGE_SIZE = 12;
/** How long typing rests before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** Each order of the list as the server's sort key and direction. */
const ORDER_REQUEST: Record<PortfolioListOrder, { sort: PortfolioSortKey; direction: 'asc' | 'desc' }> = {
  'addedAt-desc': { sort: 'addedAt', direction: 'desc' },
  'addedAt-asc': { sort: 'addedAt', direction: 'asc' },
  'address-asc': { sort: 'address', direction: 'asc' },
  'purchasePrice-desc': { sort: 'purchasePrice', direction: 'desc' },
  'purchasePrice-asc': { sort: 'purchasePrice', direction: 'asc' },
  'monthlyNetCashFlow-desc': { sort: 'monthlyNetCashFlow', direction: 'desc' },
  'monthlyRent-desc': { sort: 'monthlyRent', direction: 'desc' },
  'capRate-desc': { sort: 'capRate', direction: 'desc' },
};


export function DashboardPage() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [listQuery, setListQuery] = useState<PortfolioListQuery>({ text: '', order: 'addedAt-desc' });
  const [page, setPage] = useState(1);
  const text = useSettled(listQuery.text, SEARCH_DELAY_MS);
  const portfolio = usePortfolioPage({ page, pageSize: PAGE_SIZE, ...ORDER_REQUEST[listQuery.order], text });
  const remove = useRemoveFromPortfolio();
  const removeMany = useRemoveManyFromPortfolio();
  const cards = portfolio.data?.items ?? [];
  const summary = portfolio.data?.summary;
  // Removing the last card of the last page: go back to the page that is now last.
  const pageCount = portfolio.data?.pageCount ?? 0;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const subscription = useSubscription(Boolean(user));
  // The team export: every property of the selected organization in one file (hunter).
  const exporter = useExportReport();

  return (
    <DashboardScreen
      user={user}
      portfolio={cards}
      {...(summary ? { stats: summary } : {})}
      listQuery={listQuery}
      onListQueryChange={(next) => {
        setListQuery(next);
        setPage(1);
      }}
      {...(portfolio.data ? { listPage: { page: portfolio.data.page, pageSize: portfolio.data.pageSize, total: portfolio.data.total } } : {})}
      onPageChange={setPage}
      listFetching={portfolio.isFetching && !portfolio.isLoading}
      loading={portfolio.isLoading}
      error={portfolio.isError ? (serverMessage(portfolio.error) ?? 'Could not load your portfolio.') : null}
      onRetry={() => void portfolio.refetch()}
      removingId={remove.isPending ? (remove.variables ?? null) : null}
      // Removing from the portfolio needs owner or admin (the server refuses analysts): analysts get no Remove.
      {...(orgRoleCan(current?.role, 'remove')
        ? {
            onRemoveProperty: (id: number) =>
              remove.mutate(id, {
                onSuccess: () => toast({ title: 'Property removed', description: 'Property removed from your portfolio.', tone: 'success' }),
                onError: (error) => toast(failureToast(error, 'Error', 'Failed to remove property from portfolio.', () => navigate('/subscription'))),
              }),
            removingSelected: removeMany.isPending,
            onRemoveProperties: (ids: number[]) =>
              removeMany.mutate(ids, {
                onSuccess: (answer) =>
                  toast({ title: 'Properties removed', description: `${answer.removed.length} ${answer.removed.length === 1 ? 'property' : 'properties'} removed from your portfolio.`, tone: 'success' }),
                onError: (error) => toast(failureToast(error, 'Nothing removed', 'The selected properties could not be removed; none was.', () => navigate('/subscription'))),
              }),
          }
        : {})}
      onOpenProperty={(id) => {
        const card = cards.find((entry) => entry.id === id);
        if (card) navigate(`/property/${addressToSlug(fullAddress(card))}`);
      }}
      onChoosePlan={() => navigate('/subscription')}
      headerActions={
        user ? (
          <ExportMenu
            label="Export portfolio"
            formats={TEAM_REPORT_FORMATS}
            subscription={subscription.data ?? user.subscriptionTier ?? null}
            progress={exporter.progress}
            unavailableReason={!portfolio.isLoading && (summary?.properties ?? cards.length) === 0 ? 'Add properties to the portfolio first.' : null}
            onExport={(format) => void exporter.exportReport({ format })}
            onUpgrade={() => navigate('/subscription')}
          />
        ) : null
      }
      renderLink={renderLink}
    />
  );
}
