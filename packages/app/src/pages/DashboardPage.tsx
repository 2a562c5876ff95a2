import { useLocation } from 'wouter';
import { DashboardScreen, useToast } from '@rei/ui';
import { addressToSlug } from '@rei/engine';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { fullAddress } from './pageRules';
import { usePortfolio, useRemoveFromPortfolio } from '../data/portfolio';
import { renderLink } from '../routes/navigation';

export function DashboardPage() {
  const { user } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const portfolio = usePortfolio();
  const remove = useRemoveFromPortfolio();
  const cards = portfolio.data ?? [];

  return (
    <DashboardScreen
      user={user}
      portfolio={cards}
      loading={portfolio.isLoading}
      error={portfolio.isError ? (serverMessage(portfolio.error) ?? 'Could not load your portfolio.') : null}
      onRetry={() => void portfolio.refetch()}
      removingId={remove.isPending ? (remove.variables ?? null) : null}
      onRemoveProperty={(id) =>
        remove.mutate(id, {
          onSuccess: () => toast({ title: 'Property removed', description: 'Property removed from your portfolio.', tone: 'success' }),
          onError: (error) =>
            toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to remove property from portfolio.', tone: 'destructive' }),
        })
      }
      onOpenProperty={(id) => {
        const card = cards.find((entry) => entry.id === id);
        if (card) navigate(`/property/${addressToSlug(fullAddress(card))}`);
      }}
      onChoosePlan={() => navigate('/subscription')}
      renderLink={renderLink}
    />
  );
}
