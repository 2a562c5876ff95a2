import { useState } from 'react';
import { CashFlowAuditScreen, useToast } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { useOrganization } from '../auth/OrganizationProvider';
import {
  useOrganizationAudit,
  usePropertyAudit,
  usePropertyForecasts,
  useRunOrganizationAudit,
  useRunPropertyAudit,
} from '../data/auditing';
import { useProperties } from '../data/properties';

/**
 * Cash-flow audit for the selected organization (never a fixed organization 1: DESIGN.md). The
 * server's answers go to the screen as they are, typed by the contract: market rent estimates
 * (`marketRent`, `marketRentEstimate`) and the forecast's `method` included.
 */
export function CashFlowAuditPage() {
  const { current } = useOrganization();
  const { toast } = useToast();
  const organizationId = current?.organizationId;
  const [selected, setSelected] = useState<number | null>(null);
  const properties = useProperties();
  const organizationAudit = useOrganizationAudit(organizationId);
  const propertyAudit = usePropertyAudit(selected);
  const forecasts = usePropertyForecasts(selected);
  const runOrganization = useRunOrganizationAudit(organizationId);
  const runProperty = useRunPropertyAudit();

  return (
    <CashFlowAuditScreen
      properties={(properties.data ?? []).map((property) => ({
        id: property.id,
        address: property.address,
        monthlyNetCashFlow: property.monthlyNetCashFlow ?? null,
      }))}
      loading={properties.isLoading}
      error={properties.isError ? (serverMessage(properties.error) ?? 'Could not load your properties.') : null}
      onRetry={() => void properties.refetch()}
      organizationAudit={organizationAudit.data ?? null}
      runningOrganizationAudit={runOrganization.isPending}
      onRunOrganizationAudit={() =>
        runOrganization.mutate(undefined, {
          onSuccess: (answer) =>
            toast({
              title: 'Audit Complete',
              description: `Audited ${answer.totalPropertiesAudited} properties. ${answer.flaggedProperties} flagged for review.`,
              tone: 'success',
            }),
          onError: () => toast({ title: 'Audit Failed', description: 'Failed to perform organization audit', tone: 'destructive' }),
        })
      }
      selectedPropertyId={selected}
      onSelectProperty={setSelected}
      propertyAudit={propertyAudit.data ?? null}
      propertyAuditLoading={propertyAudit.isLoading}
      runningPropertyAudit={runProperty.isPending}
      onRunPropertyAudit={(propertyId) =>
        runProperty.mutate(propertyId, {
          onSuccess: () => toast({ title: 'Property Audit Complete', description: 'Cash flow analysis updated with current market data', tone: 'success' }),
          onError: () => toast({ title: 'Audit Failed', description: 'Failed to audit property cash flow', tone: 'destructive' }),
        })
      }
      forecasts={forecasts.data ?? []}
      forecastsLoading={forecasts.isLoading}
    />
  );
}
