/**
 * AI summaries API contract: write an investment summary of one saved strategy, and list a
 * strategy's summaries. Each written summary counts against the tier's monthly allowance
 * (calendar month, UTC) (spec 2 §3, §7).
 */
import { z } from 'zod';
import { idParam } from './properties';

export const aiSummaryCreateBodySchema = z.object({ strategyId: idParam() });
export const aiSummaryListQuerySchema = z.object({ strategyId: idParam() });

export const aiSummaryResponseSchema = z.object({
  id: z.number().int().positive(),
  strategyId: z.number().int().positive(),
  propertyId: z.number().int().positive(),
  /** Markdown with the sections Investment Thesis, Risk Assessment, Neighborhood Insights. */
  summary: z.string(),
  sections: z.object({ investmentThesis: z.string(), riskAssessment: z.string(), neighborhoodInsights: z.string() }),
  provider: z.string(),
  model: z.string(),
  createdAt: z.string(),
});
export type AiSummaryResponse = z.infer<typeof aiSummaryResponseSchema>;
export const aiSummaryListResponseSchema = z.array(aiSummaryResponseSchema);
