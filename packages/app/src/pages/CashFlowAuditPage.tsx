import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CashFlowAuditScreen, useToast, type AuditRowSortKey } from '@rei/ui';
import { serverMessage } from '../api/RequestError';
import { useOrganization } from '../auth/OrganizationProvider';
import {
  auditJobFinished,
  jobFinished,
  useOrganizationAudit,
  useOrganizationAuditJob,
  useOrganizationAuditRows,
  usePropertyAudit,
  usePropertyForecasts,
  useRunOrganizationAudit,
  useRunPropertyAudit,
  type AuditRowsRequest,
} from '../data/auditing';
import { useProperties } from '../data/properties';

/** Rows of the audit table per page. */
const AUDIT_ROWS_PAGE_SIZE = 25;

/** The audit job watched for an organization survives a reload of the page (this tab only). */
const jobStorageKey = (organizationId: number | undefined) => `rei.auditJob.${organizationId ?? 'none'}`;

function storedJobId(organizationId: number | undefined): string | null {
  try {
    return window.sessionStorage.getItem(jobStorageKey(organizationId));
  } catch {
    return null;
  }
}

function storeJobId(organizationId: number | undefined, jobId: string | null): void {
  try {
    if (jobId) window.sessionStorage.setItem(jobStorageKey(organizationId), jobId);
    else window.sessionStorage.removeItem(jobStorageKey(organizationId));
  } catch {
    // storage refused (private mode): the job is watched until the page is left
  }
}

/**
 * Cash-flow audit for the selected organization (never a fixed organization 1: DESIGN.md). The
 * organization audit runs as a job on the server: Run starts it (or finds the one running), the
 * page polls its progress and shows "n of N properties", and when it has finished the tiles and
 * the rows are read again. The rows come a page at a time, sorted and filtered by the server.
 */
export function CashFlowAuditPage() {
  const { current } = useOrganization();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const organizationId = current?.organizationId;
  const [selected, setSelected] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(() => storedJobId(organizationId));
  const [rowsRequest, setRowsRequest] = useState<AuditRowsRequest>({
    page: 1,
    pageSize: AUDIT_ROWS_PAGE_SIZE,
    sort: 'discrepancyPercentage',
    direction: 'desc',
    q: '',
    flagged: false,
  });
  // Typing in the filter asks the server once the text settles, not on every key.
  const deferredRequest = useDeferredValue(rowsRequest);
  const properties = useProperties();
  const organizationAudit = useOrganizationAudit(organizationId);
  const rows = useOrganizationAuditRows(organizationId, deferredRequest);
  const job = useOrganizationAuditJob(jobId);
  const propertyAudit = usePropertyAudit(selected);
  const forecasts = usePropertyForecasts(selected);
  const runOrganization = useRunOrganizationAudit(organizationId);
  const runProperty = useRunPropertyAudit();

  // Another organization selected: watch its job, if it has one.
  useEffect(() => setJobId(storedJobId(organizationId)), [organizationId]);

  // Once per job seen running: when it finishes, say so and read the audit again.
  const watching = useRef<string | null>(null);
  useEffect(() => {
    const answer = job.data;
    if (!answer) return;
    if (!jobFinished(answer)) {
      watching.current = answer.id;
      return;
    }
    if (watching.current !== answer.id) return;
    watching.current = null;
    storeJobId(organizationId, null);
    void auditJobFinished(queryClient);
    if (answer.state === 'completed' && answer.result) {
      toast({
        title: 'Audit Complete',
        description: `Audited ${answer.result.totalPropertiesAudited} properties. ${answer.result.flaggedProperties} flagged for review.`,
        tone: 'success',
      });
    } else if (answer.state === 'failed') {
      toast({ title: 'Audit Failed', description: answer.error ?? 'Failed to perform organization audit', tone: 'destructive' });
    }
  }, [job.data, organizationId, queryClient, toast]);

  const page = rows.data;
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
      auditTiles={organizationAudit.data ?? null}
      runningOrganizationAudit={runOrganization.isPending}
      auditJob={job.data ?? null}
      auditRows={
        page || rows.isLoading
          ? {
              // Until the first page answers, the table says it is loading (not "no audit yet").
              items: page?.items ?? [],
              total: page?.total ?? 0,
              page: rowsRequest.page,
              pageSize: rowsRequest.pageSize,
              sort: { key: rowsRequest.sort, direction: rowsRequest.direction },
              filter: rowsRequest.q ?? '',
              flaggedOnly: rowsRequest.flagged === true,
              loading: rows.isFetching || deferredRequest !== rowsRequest,
            }
          : null
      }
      onAuditRowsPageChange={(next) => setRowsRequest((request) => ({ ...request, page: next }))}
      onAuditRowsSortChange={(sort: { key: AuditRowSortKey; direction: 'asc' | 'desc' }) =>
        setRowsRequest((request) => ({ ...request, page: 1, sort: sort.key, direction: sort.direction }))
      }
      onAuditRowsFilterChange={({ text, flaggedOnly }) => setRowsRequest((request) => ({ ...request, page: 1, q: text, flagged: flaggedOnly }))}
      onRunOrganizationAudit={() =>
        runOrganization.mutate(undefined, {
          onSuccess: (started) => {
            storeJobId(organizationId, started.id);
            setJobId(started.id);
          },
          onError: (error) => toast({ title: 'Audit Failed', description: serverMessage(error) ?? 'Failed to perform organization audit', tone: 'destructive' }),
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
