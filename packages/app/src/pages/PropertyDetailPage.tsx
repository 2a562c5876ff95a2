import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PropertyDetailScreen, useToast, type PropertyDetailScreenProps } from '@rei/ui';
import { slugToAddress } from '@rei/engine';
import type { PropertyResponse } from '@rei/server/contract';
import { apiJson, serverMessage } from '../apiClient';
import { useAuth } from '../auth/AuthProvider';
import { useAddToPortfolio, usePortfolioStatus, usePropertySearch } from '../data/hooks';
import { renderLink } from '../routes/navigation';

export interface PropertyDetailPageProps {
  /** /property/{slug}: slug → address → search call. */
  slug?: string;
  /** /property-detail/{address}: the address itself. */
  address?: string;
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

export function PropertyDetailPage({ slug, address, portfolioId }: PropertyDetailPageProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const searchAddress = slug !== undefined ? slugToAddress(slug) : address !== undefined ? decode(address) : null;
  const searched = usePropertySearch(portfolioId === undefined ? searchAddress : null);
  const byId = useQuery<PropertyResponse>({
    queryKey: ['/api/properties/detail', portfolioId ?? 0],
    enabled: portfolioId !== undefined && Number.isInteger(portfolioId),
    queryFn: () => apiJson<PropertyResponse>('GET', `/api/properties/detail/${portfolioId}`),
  });
  const source = portfolioId !== undefined ? byId : searched;
  const property = source.data ?? null;
  const status = usePortfolioStatus(property?.id, Boolean(user));
  const add = useAddToPortfolio();
  const [added, setAdded] = useState(false);

  const addState = add.isPending ? 'adding' : added || status.data?.isInPortfolio ? 'in-portfolio' : 'idle';
  return (
    <PropertyDetailScreen
      loading={source.isLoading}
      error={source.isError ? (serverMessage(source.error) ?? 'unknown error') : null}
      property={property as unknown as PropertyDetailScreenProps['property']}
      addState={addState}
      onAddToPortfolio={() => {
        if (!user || !property) return;
        add.mutate(property.id, {
          onSuccess: () => {
            setAdded(true);
            toast({ title: '✅ Success!', description: 'Property added to your portfolio!', tone: 'success' });
          },
          onError: (failure) =>
            toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to add property to portfolio.', tone: 'destructive' }),
        });
      }}
      onRefresh={() => window.location.reload()}
      renderLink={renderLink}
    />
  );
}
