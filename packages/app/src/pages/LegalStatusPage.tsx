import { useState } from 'react';
import { SAMPLE_LEGAL_PROPERTIES } from '@rei/engine';
import { LegalStatusScreen, useToast, type LegalFeedbackItem } from '@rei/ui';
import { serverMessage } from '../api/ApiError';
import { useGenerateAiSummary, usePropertyAiFeedback } from '../data/aiSummaries';
import { useProperties, usePropertyPublicRecords } from '../data/properties';
import { readNewestStrategy } from '../data/strategies';

/**
 * Legal Status: the live view over the organization's properties (GET /api/properties), each
 * with its public record (GET /api/properties/bbl/{bbl}, else the address search) for the
 * real eviction, lien and foreclosure flags, the
 * engine's labelled sample properties (read by `mockLegalRules` inside the screen), and the
 * Claude Feedback tab fed from each property's newest saved AI summary (its Risk Assessment
 * section, else the whole summary). Requesting feedback writes a summary of the property's
 * newest saved strategy (POST /api/ai-summaries); a property without one is told to save one.
 */
export function LegalStatusPage() {
  const { toast } = useToast();
  const properties = useProperties();
  const generate = useGenerateAiSummary();
  const [requestingId, setRequestingId] = useState<number | null>(null);
  const list = properties.data ?? [];
  const feedbackQuery = usePropertyAiFeedback(list.map((property) => property.id));
  const records = usePropertyPublicRecords(list);
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
      publicRecords={records.records}
      recordsLoading={records.loading}
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
