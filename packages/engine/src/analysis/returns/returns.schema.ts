import * as z from 'zod/mini';

/** A list of periodic cash flows in USD; the first is at time 0 (usually the negative equity invested). */
export const cashFlowsSchema = /* @__PURE__ */ (() => z.array(z.number(), 'must be a list of numbers'))();

export const npvInputSchema = /* @__PURE__ */ (() => z.object({
  /** Discount rate per period in percent units (8 means 8 %); above −100. */
  ratePercent: z.number().check(z.gt(-100, 'must be more than -100')),
  cashFlows: cashFlowsSchema,
}))();

export const irrInputSchema = /* @__PURE__ */ (() => z.object({ cashFlows: cashFlowsSchema }))();
