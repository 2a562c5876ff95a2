import * as z from 'zod/mini';
import { entityId, isoDate } from './fields';

/** The three parts every AI investment summary is written in. */
export const aiSummarySectionsSchema = /* @__PURE__ */ (() => z.object({
  investmentThesis: z.string(),
  riskAssessment: z.string(),
  neighborhoodInsights: z.string(),
}))();
export type AiSummarySections = z.infer<typeof aiSummarySectionsSchema>;

/** A stored AI investment summary of one saved strategy. */
export const aiSummarySchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  strategyId: entityId(),
  propertyId: entityId(),
  /** Markdown with the sections Investment Thesis, Risk Assessment, Neighborhood Insights. */
  summary: z.string(),
  sections: aiSummarySectionsSchema,
  /** The AI provider that wrote it, and its model. */
  provider: z.string(),
  model: z.string(),
  createdAt: isoDate(),
}))();
export type AiSummary = z.infer<typeof aiSummarySchema>;
