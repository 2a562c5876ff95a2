import { useState } from 'react';
import { SAMPLE_LEGAL_PROPERTIES } from '@rei/engine';
import { LegalStatusScreen, useToast, type LegalFeedbackItem, type LegalListQuery, type LegalPublicRecord } from '@rei/ui';
import type { LegalStatusSortKey } from '@rei/server/contract';
import { serverMessage } from '../api/RequestError';
import { useGenerateAiSummary, usePropertyAiFeedback } from '../data/aiSummaries';
import { useLegalStatusPage } from '../data/legalStatus';
import { readNewestStrategy } from '../data/strategies';
import { useSettled } from './useSettled';

/** Cards per page. */
const PAGE_SIZE = 24;
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

const ORDER_REQUEST: Record<LegalListQuery['order'], { sort: LegalStatusSortKey; direction: 'asc' | 'desc' }> = {
  'flags-desc': { sort: 'flags', direction: 'desc' },
  'address-asc': { sort: 'address', direction: 'asc' },
  'address-desc': { sort: 'address', direction: 'desc' },
  'addedAt-desc': { sort: 'addedAt', direction: 'desc' },
};


/**
 * Legal Status: the live view over the organization's properties, one server page at a time
 * (GET /api/legal-status: each property with the legal blocks of its public record — the real
 * eviction, lien and foreclosure flags — searchable, filterable to flagged lots and ordered
 * on the server), the
 * engine's labelled sample properties (read by `mockLegalRules` inside the screen), and the
 * Summary Feedback tab fed from each property's newest saved AI summary (its Risk Assessment
 * section, else the whole summary). Requesting feedback writes a summary of the property's
 * newest saved strategy (POST /api/ai-summaries); a property without one is told to save one.
 */
export function LegalStatusPage() {
  const { toast } = useToast();
  const [listQuery, setListQuery] = useState<LegalListQuery>({ text: '', flaggedOnly: false, order: 'flags-desc' });
  const [page, setPage] = useState(1);
  const text = useSettled(listQuery.text, SEARCH_DELAY_MS);
  const properties = useLegalStatusPage({ page, pageSize: PAGE_SIZE, ...ORDER_REQUEST[listQuery.order], text, flaggedOnly: listQuery.flaggedOnly });
  const generate = useGenerateAiSummary();
  const [requestingId, setRequestingId] = useState<number | null>(null);
  const items = properties.data?.items ?? [];
  const list = items.map((item) => item.property);
  const records: LegalPublicRecord[] = items.map((item) => ({ propertyId: item.property.id, nycData: item.record }));
  // The plan that adds legal records, when the caller's does not show them (flag counts come back null).
  const legalRecordsPlan = items.find((item) => item.flagCount === null)?.record?.lockedBlocks?.find((block) => block.block === 'evictionDetails')?.plan ?? null;
  const feedbackQuery = usePropertyAiFeedback(list.map((property) => property.id));
  const feedback: LegalFeedbackItem[] = (feedbackQuery.data ?? []).flatMap(({ propertyId, summary }) => {
    const property = list.find((p) => p.id === propertyId);
    if (!property) return [];
    return [
      {
        propertyId,
        address: property.address,
        text: summary.sections.riskAssessment.trim() || summary.summary,
        generatedAt: summary.createdAt,
        model: summary.model,
      },
    ];
  });
  return (
    <LegalStatusScreen
      properties={list}
      loading={properties.isLoading}
      error={properties.isError ? (serverMessage(properties.error) ?? 'Could not load your properties.') : null}
      onRetry={() => void properties.refetch()}
      publicRecords={records}
      listQuery={listQuery}
      onListQueryChange={(next) => {
        setListQuery(next);
        setPage(1);
      }}
      listPage={properties.data ? { page: properties.data.page, pageSize: properties.data.pageSize, total: properties.data.total } : undefined}
      onPageChange={setPage}
      listFetching={properties.isFetching && !properties.isLoading}
      legalRecordsPlan={legalRecordsPlan}
      samples={SAMPLE_LEGAL_PROPERTIES}
      feedback={feedback}
      requestingFeedbackId={requestingId}
      onRequestFeedback={(propertyId) => {
        setRequestingId(propertyId);
        void (async () => {
          try {
            const newest = await readNewestStrategy(propertyId);
            if (!newest) {
              toast({ title: 'No saved strategy', description: 'Save a strategy for this property first, then ask for feedback.', tone: 'destructive' });
              return;
            }
            await generate.mutateAsync(newest.id);
            toast({ title: 'Feedback ready', description: 'The AI summary has been saved.', tone: 'success' });
          } catch (error) {
            toast({ title: 'Feedback failed', description: serverMessage(error) ?? 'Could not write feedback for this property.', tone: 'destructive' });
          } finally {
            setRequestingId(null);
          }
        })();
      }}
    />
  );
}
