/**
 * AI summaries API contract: write an investment summary of one saved strategy, and list a
 * strategy's summaries. Each written summary counts against the tier's monthly allowance
 * (calendar month, UTC) (spec 2 §3, §7).
 */
import { z } from 'zod';
import { aiSummarySchema } from '@rei/engine';
import { idParam } from './properties';

export const aiSummaryCreateBodySchema = z.object({ strategyId: idParam() });
export const aiSummaryListQuerySchema = z.object({ strategyId: idParam() });

/** A stored summary as the API sends it: the engine's summary shape as is. */
export const aiSummaryResponseSchema = aiSummarySchema;
export type AiSummaryResponse = z.infer<typeof aiSummaryResponseSchema>;
export const aiSummaryListResponseSchema = z.array(aiSummaryResponseSchema);
