/**
 * /deals: the organization's saved deals (paged, sorted and filtered on the server) and, with
 * `?compare=1,2`, those deals side by side. Data from data/deals.ts.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DealComparisonScreen, DealsListScreen, type DealSortKey, type DealStrategyType } from '@rei/ui';
import { DealsBuyBoxSection } from './DealsBuyBox';
import { serverMessage } from '../api/RequestError';
import { useCompareDeals, useDeals } from '../data/deals';
import { compareIdsOf, dealPath, portfolioPropertyPath } from './dealLinks';

const PAGE_SIZE = 25;

/** The Deals page: the list, or the comparison when `?compare=` names deals. */
export function DealsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const compareIds = compareIdsOf(search);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: DealSortKey; direction: 'asc' | 'desc' }>({ key: 'updatedAt', direction: 'desc' });
  const [strategy, setStrategy] = useState<DealStrategyType | null>(null);
  const [text, setText] = useState('');
  const [buyBoxFilter, setBuyBoxFilter] = useState<'pass' | 'fail' | null>(null);
  const list = useDeals({
    page,
    pageSize: PAGE_SIZE,
    sort: sort.key,
    direction: sort.direction,
    q: text.trim() || undefined,
    strategyType: strategy ?? undefined,
    buyBox: buyBoxFilter ?? undefined,
  });
  const compared = useCompareDeals(compareIds);

  if (compareIds.length > 0) {
    return (
      <DealComparisonScreen
        deals={compared.data?.deals ?? []}
        loading={compared.isLoading}
        error={compared.isError ? (serverMessage(compared.error) ?? 'unknown error') : null}
        onRetry={() => void compared.refetch()}
        dealHref={(deal) => dealPath(deal.id)}
      />
    );
  }
  // The filter shows once a buy box tests the deals (they carry checks), or while it is in use.
  const buyBoxInForce = buyBoxFilter !== null || (list.data?.items ?? []).some((deal) => deal.buyBox);
  return (
    <>
    <DealsListScreen
      deals={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      strategy={strategy}
      onStrategyChange={(next) => {
        setStrategy(next);
        setPage(1);
      }}
      search={text}
      onSearchChange={(next) => {
        setText(next);
        setPage(1);
      }}
      dealHref={(deal) => dealPath(deal.id)}
      propertyHref={portfolioPropertyPath}
      onCompare={(ids) => navigate(`/deals?compare=${ids.join(',')}`)}
      loading={list.isLoading}
      error={list.isError ? (serverMessage(list.error) ?? 'unknown error') : null}
      onRetry={() => void list.refetch()}
      buyBoxFilter={buyBoxFilter}
      onBuyBoxFilterChange={
        buyBoxInForce
          ? (next) => {
              setBuyBoxFilter(next);
              setPage(1);
            }
          : undefined
      }
    />
    <DealsBuyBoxSection />
    </>
  );
}
