import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ExportMenu, PROPERTY_REPORT_FORMATS, PropertyDetailScreen, WatchButton, useToast } from '@rei/ui';
import { propertySlugParts } from '@rei/engine';
import { serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useAddToPortfolio, usePortfolioStatus } from '../data/portfolio';
import { recordChangesSince, useCreateProperty, usePropertyByBbl, usePropertyDetail, usePropertyEvents, usePropertySearch } from '../data/properties';
import { useExportReport } from '../data/reports';
import { PropertyDeals } from './PropertyDeals';
import { useLotNeighborhood, useRelatedOwners } from '../data/owners';
import { useStrategies } from '../data/strategies';
import { useUnwatchLot, useWatchLot, useWatches } from '../data/watches';
import { useSubscription } from '../data/subscription';
import { isTestMode, renderLink } from '../routes/navigation';
import { lotCreateBody } from './lotCreateBody';
import { calculatorPath, canonicalPropertyPath, failureToast } from './pageRules';
import { PropertyTransferAction } from './PropertyTransferAction';

export interface PropertyDetailPageProps {
  /** /property/{slug}: slug → address → search call. */
  slug?: string;
  /** /property-detail/{address}: the address itself. */
  address?: string;
  /** /property/bbl/{bbl}: the lot read with GET /api/properties/bbl/{bbl}. */
  bbl?: string;
  /** /portfolio/{id}: a property id read with GET /api/properties/detail/{id}. */
  portfolioId?: number;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The property page: by slug or address (GET /api/properties/search), by BBL
 * (GET /api/properties/bbl/{bbl}) or by portfolio id. The search answer carries the lot's
 * public record (`nycData`), which fills the tabs. Add to Portfolio adds a stored property;
 * a public-record lot (source 'nyc') is first created in the selected organization with
 * the lot's facts, then added.
 */
export function PropertyDetailPage({ slug, address, bbl, portfolioId }: PropertyDetailPageProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  // A canonical slug ends with the lot's BBL (and names an apartment after "apt"): read by BBL.
  // An older address-only slug is searched by its address, then replaced by the canonical one.
  const slugParts = slug !== undefined ? propertySlugParts(slug) : null;
  const lotBblOfRoute = bbl !== undefined ? decode(bbl) : (slugParts?.bbl ?? null);
  const searchAddress = slugParts ? (slugParts.bbl ? null : slugParts.address) : address !== undefined ? decode(address) : null;
  const searched = usePropertySearch(portfolioId === undefined && lotBblOfRoute === null ? searchAddress : null);
  const byBbl = usePropertyByBbl(lotBblOfRoute, slugParts?.apartment ?? null);
  const byId = usePropertyDetail(portfolioId);
  const source = portfolioId !== undefined ? byId : lotBblOfRoute !== null ? byBbl : searched;
  const property = source.data ?? null;
  const searchAnswer = property && 'nycData' in property ? property : null;
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    // An address-only link that found a lot moves to the lot's canonical link (same page, history replaced).
    if (!slugParts || slugParts.bbl !== null || !searched.data?.bbl) return;
    const canonical = canonicalPropertyPath(searched.data, isTestMode(search));
    if (canonical.split('?')[0] !== location) navigate(canonical, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- slugParts is derived from slug
  }, [slug, searched.data, location, search]);
  const storedId = property?.id ?? undefined;
  // The stored property's lot's record changes of the last 90 days (the day is fixed for the page's life).
  const [eventsSince] = useState(() => recordChangesSince(new Date()));
  const events = usePropertyEvents(user && lotBblOf(property) ? storedId : undefined, eventsSince);
  const status = usePortfolioStatus(storedId, Boolean(user));
  const add = useAddToPortfolio();
  const create = useCreateProperty();
  const [added, setAdded] = useState(false);
  // The lot's neighbourhood and its owner's other buildings: public-record reads for signed-in
  // users, never for the generated demo lots.
  const lotBbl = user && property && !property.isDemo && searchAnswer?.source !== 'demo' ? (property.bbl ?? null) : null;
  const neighborhood = useLotNeighborhood(lotBbl);
  // Owners are advanced enrichment: a plan whose record locks them asks nothing and says which plan adds them.
  const ownersLockedBy = searchAnswer?.nycData?.lockedBlocks?.find((block) => block.block === 'owners')?.plan ?? null;
  const related = useRelatedOwners(ownersLockedBy ? null : lotBbl);
  // The deal report of this property: built from its newest saved strategy.
  const subscription = useSubscription(Boolean(user));
  const strategies = useStrategies(user ? storedId : undefined);
  const exporter = useExportReport();
  const newestStrategy = [...(strategies.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const exportUnavailableReason = strategies.isLoading
    ? 'Looking for this property’s saved strategy…'
    : newestStrategy
      ? null
      : 'This property has no saved strategy yet: open it in the calculators and run Calculate Returns, then export its report here.';

  const succeed = () => {
    setAdded(true);
    toast({ title: 'Success!', description: 'Property added to your portfolio!', tone: 'success' });
  };
  const fail = (failure: unknown) =>
    toast(failureToast(failure, 'Error', 'Failed to add property to portfolio.', () => navigate('/subscription')));

  // Watch the lot: changes an import brings to its record are told in the app (the bell).
  const watches = useWatches(Boolean(lotBbl));
  const watchLot = useWatchLot();
  const unwatchLot = useUnwatchLot();
  const watch = lotBbl ? watches.data?.find((w) => w.bbl === lotBbl) : undefined;
  const watchButton = lotBbl ? (
    <WatchButton
      watching={Boolean(watch)}
      pending={watchLot.isPending || unwatchLot.isPending}
      onWatch={() =>
        watchLot.mutate(lotBbl, {
          onError: (failure) => toast({ title: 'Could not watch this lot', description: serverMessage(failure) ?? 'Please try again.', tone: 'destructive' }),
        })
      }
      onUnwatch={() => watch && unwatchLot.mutate(watch.id)}
    />
  ) : null;

  const pending = add.isPending || create.isPending;
  const addState = pending ? 'adding' : added || status.data?.isInPortfolio ? 'in-portfolio' : 'idle';
  return (
    <PropertyDetailScreen
      loading={source.isLoading}
      error={source.isError ? (serverMessage(source.error) ?? 'unknown error') : null}
      property={property}
      metricsAssumptions={property?.assumptions ?? null}
      nycData={searchAnswer ? searchAnswer.nycData : undefined}
      source={searchAnswer?.source}
      unit={searchAnswer?.unit ?? null}
      addState={addState}
      onAddToPortfolio={() => {
        if (!user || !property) return;
        if (typeof property.id === 'number') {
          add.mutate(property.id, { onSuccess: succeed, onError: fail });
          return;
        }
        if (!searchAnswer) return;
        // Saving the lot as a property puts it in the selected organization's portfolio too.
        create.mutate(lotCreateBody(searchAnswer), { onSuccess: succeed, onError: fail });
      }}
      // A strategy is written when one is saved: the calculator (which lists portfolio properties) does that.
      onGenerateStrategy={
        storedId !== undefined && status.data?.isInPortfolio ? () => navigate(calculatorPath('buy-hold', storedId, '')) : undefined
      }
      headerActions={
        user && storedId !== undefined ? (
          <>
          {watchButton}
          {property && typeof property.id === 'number' && typeof property.organizationId === 'number' && typeof property.userId === 'number' ? (
            <PropertyTransferAction property={{ id: property.id, organizationId: property.organizationId, userId: property.userId, isDemo: property.isDemo, address: property.address }} userId={user.id} />
          ) : null}
          <ExportMenu
            label="Export report"
            formats={PROPERTY_REPORT_FORMATS}
            subscription={subscription.data ?? user.subscriptionTier ?? null}
            progress={exporter.progress}
            unavailableReason={exportUnavailableReason}
            onExport={(format) => {
              if (newestStrategy) void exporter.exportReport({ strategyId: newestStrategy.id, format });
            }}
            onUpgrade={() => navigate('/subscription')}
          />
          </>
        ) : (
          watchButton
        )
      }
      dealsSection={user && storedId !== undefined ? <PropertyDeals propertyId={storedId} /> : undefined}
      neighborhood={
        lotBbl
          ? {
              loading: neighborhood.isLoading,
              error: neighborhood.isError ? (serverMessage(neighborhood.error) ?? 'unknown error') : null,
              data: neighborhood.data ?? null,
            }
          : undefined
      }
      recordChanges={
        user && storedId !== undefined && lotBblOf(property)
          ? {
              loading: events.isLoading,
              error: events.isError ? (serverMessage(events.error) ?? 'unknown error') : null,
              onRetry: () => void events.refetch(),
              since: eventsSince,
              ...(events.data ? { changes: events.data.events } : {}),
            }
          : undefined
      }
      relatedOwners={
        lotBbl
          ? {
              loading: related.isLoading,
              error: related.isError ? (serverMessage(related.error) ?? 'unknown error') : null,
              data: related.data ?? null,
              lockedPlan: ownersLockedBy,
            }
          : undefined
      }
      renderLink={renderLink}
    />
  );
}

/** The lot of a property the page shows (none for a demo property or one on no known lot). */
function lotBblOf(property: { bbl?: string | null; isDemo?: boolean } | null | undefined): string | null {
  return property && !property.isDemo ? (property.bbl ?? null) : null;
}
