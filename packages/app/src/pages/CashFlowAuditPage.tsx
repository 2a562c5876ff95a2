import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CashFlowAuditScreen, useToast } from '@rei/ui';
import type { OrganizationAuditResponse, PropertyAuditResponse, ForecastResponse } from '@rei/server/contract';
import { errorStatus, serverMessage, apiJson } from '../apiClient';
import { useOrganization } from '../auth/OrganizationProvider';
import { invalidatePropertyData, usePostJson, useProperties } from '../data/hooks';

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

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
  const organizationAudit = useQuery<OrganizationAuditResponse | null>({
    queryKey: ['/api/cash-flow-audit/organization', organizationId ?? 0],
    enabled: organizationId !== undefined,
    queryFn: () => orNull(apiJson<OrganizationAuditResponse>('GET', `/api/cash-flow-audit/organization/${organizationId}`)),
  });
  const propertyAudit = useQuery<PropertyAuditResponse | null>({
    queryKey: ['/api/cash-flow-audit/property', selected ?? 0],
    enabled: selected !== null,
    queryFn: () => orNull(apiJson<PropertyAuditResponse>('GET', `/api/cash-flow-audit/property/${selected}`)),
  });
  const forecasts = useQuery<ForecastResponse[]>({
    queryKey: ['/api/cash-flow-forecast/property', selected ?? 0],
    enabled: selected !== null,
    queryFn: async () => {
      const answer = await orNull(apiJson<ForecastResponse | ForecastResponse[]>('GET', `/api/cash-flow-forecast/property/${selected}`));
      return answer === null ? [] : Array.isArray(answer) ? answer : [answer];
    },
  });
  const runOrganization = usePostJson<OrganizationAuditResponse>(invalidatePropertyData);
  const runProperty = usePostJson<PropertyAuditResponse>(invalidatePropertyData);

  return (
    <CashFlowAuditScreen
      properties={(properties.data ?? []).map((property) => ({
        id: property.id,
        address: property.address,
        monthlyNetCashFlow: (property as { monthlyNetCashFlow?: number | null }).monthlyNetCashFlow ?? null,
      }))}
      loading={properties.isLoading}
      error={properties.isError ? (serverMessage(properties.error) ?? 'Could not load your properties.') : null}
      onRetry={() => void properties.refetch()}
      organizationAudit={organizationAudit.data ?? null}
      runningOrganizationAudit={runOrganization.isPending}
      onRunOrganizationAudit={() =>
        runOrganization.mutate(`/api/cash-flow-audit/organization${organizationId ? `?organizationId=${organizationId}` : ''}`, {
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
        runProperty.mutate(`/api/cash-flow-audit/property/${propertyId}`, {
          onSuccess: () => toast({ title: 'Property Audit Complete', description: 'Cash flow analysis updated with current market data', tone: 'success' }),
          onError: () => toast({ title: 'Audit Failed', description: 'Failed to audit property cash flow', tone: 'destructive' }),
        })
      }
      forecasts={forecasts.data ?? []}
      forecastsLoading={forecasts.isLoading}
    />
  );
}
