import { useState } from 'react';
import { PropertyDetailScreen, useToast } from '@rei/ui';
import { slugToAddress } from '@rei/engine';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { useAddToPortfolio, usePortfolioStatus } from '../data/portfolio';
import { useCreateProperty, usePropertyByBbl, usePropertyDetail, usePropertySearch } from '../data/properties';
import { renderLink } from '../routes/navigation';
import { lotCreateBody } from './lotCreateBody';

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
  const searchAddress = slug !== undefined ? slugToAddress(slug) : address !== undefined ? decode(address) : null;
  const searched = usePropertySearch(portfolioId === undefined && bbl === undefined ? searchAddress : null);
  const byBbl = usePropertyByBbl(bbl !== undefined ? decode(bbl) : null);
  const byId = usePropertyDetail(portfolioId);
  const source = portfolioId !== undefined ? byId : bbl !== undefined ? byBbl : searched;
  const property = source.data ?? null;
  const searchAnswer = property && 'nycData' in property ? property : null;
  const storedId = property?.id ?? undefined;
  const status = usePortfolioStatus(storedId, Boolean(user));
  const add = useAddToPortfolio();
  const create = useCreateProperty();
  const [added, setAdded] = useState(false);

  const succeed = () => {
    setAdded(true);
    toast({ title: '✅ Success!', description: 'Property added to your portfolio!', tone: 'success' });
  };
  const fail = (failure: unknown) =>
    toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to add property to portfolio.', tone: 'destructive' });

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
      addState={addState}
      onAddToPortfolio={() => {
        if (!user || !property) return;
        if (typeof property.id === 'number') {
          add.mutate(property.id, { onSuccess: succeed, onError: fail });
          return;
        }
        if (!searchAnswer) return;
        create.mutate(lotCreateBody(searchAnswer), {
          onSuccess: (created) => add.mutate(created.id, { onSuccess: succeed, onError: fail }),
          onError: fail,
        });
      }}
      onRefresh={() => window.location.reload()}
      renderLink={renderLink}
    />
  );
}
