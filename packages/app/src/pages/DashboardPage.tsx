import { useLocation } from 'wouter';
import { DashboardScreen, ExportMenu, TEAM_REPORT_FORMATS, useToast } from '@rei/ui';
import { addressToSlug } from '@rei/engine';
import { serverMessage } from '../api/ApiError';
import { useAuth } from '../auth/AuthProvider';
import { fullAddress } from './pageRules';
import { usePortfolio, useRemoveFromPortfolio } from '../data/portfolio';
import { useExportReport } from '../data/reports';
import { useSubscription } from '../data/subscription';
import { renderLink } from '../routes/navigation';

export function DashboardPage() {
  const { user } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const portfolio = usePortfolio();
  const remove = useRemoveFromPortfolio();
  const cards = portfolio.data ?? [];
  const subscription = useSubscription(Boolean(user));
  // The team export: every property of the selected organization in one file (hunter).
  const exporter = useExportReport();

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
      headerActions={
        user ? (
          <ExportMenu
            label="Export portfolio"
            formats={TEAM_REPORT_FORMATS}
            subscription={subscription.data ?? user.subscriptionTier ?? null}
            progress={exporter.progress}
            unavailableReason={!portfolio.isLoading && cards.length === 0 ? 'Add properties to the portfolio first.' : null}
            onExport={(format) => void exporter.exportReport({ format })}
            onUpgrade={() => navigate('/subscription')}
          />
        ) : null
      }
      renderLink={renderLink}
    />
  );
}
