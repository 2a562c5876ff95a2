/**
 * The property page's Deals section: the property's saved deals (newest first), each linking to
 * its deal page. Data from data/deals.ts (`useDeals` filtered by propertyId).
 */
import { DealsListScreen } from '@rei/ui';
import { serverMessage } from '../api/RequestError';
import { useDeals } from '../data/deals';
import { dealPath } from './dealLinks';

const SHOWN = 10;

/** The deals saved on property `propertyId`. */
export function PropertyDeals({ propertyId }: { propertyId: number }) {
  const deals = useDeals({ propertyId, pageSize: SHOWN, sort: 'updatedAt', direction: 'desc' });
  return (
    <DealsListScreen
      compact
      headingLevel={2}
      deals={deals.data?.items ?? []}
      total={deals.data?.total ?? 0}
      page={1}
      pageSize={SHOWN}
      onPageChange={() => undefined}
      sort={{ key: 'updatedAt', direction: 'desc' }}
      onSortChange={() => undefined}
      strategy={null}
      onStrategyChange={() => undefined}
      search=""
      onSearchChange={() => undefined}
      dealHref={(deal) => dealPath(deal.id)}
      loading={deals.isLoading}
      error={deals.isError ? (serverMessage(deals.error) ?? 'unknown error') : null}
      onRetry={() => void deals.refetch()}
    />
  );
}
